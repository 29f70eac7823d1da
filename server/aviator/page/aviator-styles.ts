/** The page's look: Spribe's dark theme, red plane, green Bet, orange Cash Out; 320 px and up. */
export const AVIATOR_STYLES = `
*{box-sizing:border-box}
html,body{margin:0;background:#0e0e0e;color:#f3f3f3;font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
#aviator{max-width:1400px;margin:0 auto;padding:8px;display:grid;grid-template-columns:minmax(0,1fr);gap:8px}
.top{display:flex;flex-wrap:wrap;align-items:center;gap:8px}
.top h1{margin:0;flex:1 1 auto;font-size:20px;font-weight:900;font-style:italic;color:#e50539;letter-spacing:.5px}
.balance{font-weight:800;color:#28a909;font-variant-numeric:tabular-nums;white-space:nowrap}
button{font:inherit;color:inherit;cursor:pointer}
button:disabled{cursor:not-allowed;opacity:.55}
.icon{white-space:nowrap;background:#1b1c1d;border:1px solid #2c2d30;border-radius:14px;padding:4px 10px;font-size:12px}
.icon[aria-pressed="true"]{border-color:#28a909;color:#28a909}
.history{list-style:none;margin:0;padding:0;display:flex;gap:6px;overflow:hidden;white-space:nowrap}
.history li{border-radius:10px;padding:2px 10px;background:#1b1c1d;font-weight:700;font-size:12px;font-variant-numeric:tabular-nums}
.history .low{color:#34b4ff}
.history .mid{color:#913ef8}
.history .high{color:#c017b4}
.body{display:grid;gap:8px;grid-template-columns:1fr}
.game{display:grid;gap:8px;min-width:0}
.stage{position:relative;aspect-ratio:16/10;border-radius:16px;overflow:hidden;background:radial-gradient(circle at 30% 110%,#2a0a12 0,#0e0e0e 70%);border:1px solid #2c2d30}
.stage canvas{position:absolute;inset:0;width:100%;height:100%;display:block}
.countdown{position:absolute;left:50%;top:62%;transform:translateX(-50%);width:min(60%,260px);text-align:center}
.countdown-text{margin:0 0 6px;font-weight:700;color:#e5e5e5}
.track{height:6px;border-radius:3px;background:#2c2d30;overflow:hidden}
.bar{height:100%;background:#e50539;transform-origin:left;will-change:transform}
@keyframes aviator-countdown{from{transform:scaleX(1)}to{transform:scaleX(0)}}
.connection{position:absolute;top:8px;left:50%;transform:translateX(-50%);margin:0;background:#5b1020;color:#fff;border-radius:12px;padding:4px 12px;font-weight:700}
.fair{display:flex;gap:8px;align-items:center;flex-wrap:wrap}
.commitment{flex:1 1 200px;min-width:0;color:#9b9c9e;overflow-wrap:anywhere;font-size:11px}
.link{background:none;border:1px solid #3a3b3e;border-radius:10px;padding:4px 10px;font-size:12px}
.panels{display:grid;gap:8px;grid-template-columns:1fr}
.panel{background:#1b1c1d;border-radius:14px;padding:10px;display:grid;gap:8px;border:1px solid transparent}
.panel:focus-visible{outline:none;border-color:#e50539}
.tabs{display:flex;justify-self:center;background:#141516;border-radius:14px;padding:2px}
.tabs button{background:none;border:0;border-radius:12px;padding:3px 18px;font-size:12px;color:#9b9c9e}
.tabs button[aria-selected="true"]{background:#2c2d30;color:#fff}
.play{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1.15fr);gap:8px;align-items:stretch}
.stake{display:grid;gap:6px}
.stepper{display:flex;align-items:center;background:#000;border-radius:16px;padding:2px}
.stepper input{flex:1 1 auto;min-width:0;width:100%;background:none;border:0;color:#fff;text-align:center;font-weight:800;font-size:16px;padding:4px 0}
.step{width:26px;height:26px;border-radius:50%;border:1px solid #3a3b3e;background:none;font-weight:800;line-height:1}
.chips{display:grid;grid-template-columns:1fr 1fr;gap:4px}
.chip{background:#141516;border:0;border-radius:10px;padding:3px 0;font-size:12px;color:#c5c5c5}
.chip[aria-pressed="true"]{color:#fff;background:#2c2d30}
.action{display:grid;grid-template-rows:auto 1fr;gap:2px}
.note{margin:0;min-height:14px;font-size:11px;text-align:center;color:#d07206}
.main{border:1px solid rgba(255,255,255,.15);border-radius:18px;min-height:64px;display:flex;flex-direction:column;align-items:center;justify-content:center;font-size:20px;font-weight:700;color:#fff;box-shadow:inset 0 1px 1px rgba(255,255,255,.3)}
.main .amount{font-size:16px;font-variant-numeric:tabular-nums}
.main.bet{background:#28a909}
.main.cancel{background:#cb011a}
.main.cash-out{background:#d07206}
.auto{display:grid;gap:6px;border-top:1px solid #2c2d30;padding-top:8px;font-size:12px}
.auto[hidden]{display:none}
.auto-row{display:flex;gap:8px;align-items:center;flex-wrap:wrap}
.auto input[type=text],.auto input[type=number]{width:72px;background:#000;border:1px solid #2c2d30;border-radius:10px;color:#fff;padding:3px 6px;font-weight:700}
.switch{display:flex;gap:6px;align-items:center}
.switch input{accent-color:#28a909;width:18px;height:18px}
.target{display:flex;gap:2px;align-items:center}
.toggle{background:#141516;border:1px solid #3a3b3e;border-radius:12px;padding:3px 12px}
.toggle[aria-pressed="true"]{background:#cb011a;border-color:#cb011a}
.left{color:#d07206;font-weight:700}
.status{margin:0;min-height:20px;text-align:center;font-weight:600;color:#e5e5e5}
.live{background:#1b1c1d;border-radius:14px;padding:8px;display:grid;gap:6px;align-content:start;min-width:0}
.live .tabs{justify-self:stretch}
.live .tabs button{flex:1 1 0;padding:4px 0}
.summary{margin:0;font-size:12px;color:#9b9c9e}
.rows{list-style:none;margin:0;padding:0;display:grid;gap:3px}
.rows li{display:grid;grid-template-columns:1.2fr 1fr .7fr 1fr;gap:4px;padding:4px 8px;border-radius:10px;background:#141516;font-size:12px;font-variant-numeric:tabular-nums}
.rows li span:nth-child(n+2){text-align:right}
.rows li.won{background:#123405;border:1px solid #427f00}
.rows li.lost{color:#9b9c9e}
.rows li.void{color:#d6d7d9;border:1px dashed #6b6c6e}
.rows .sim{margin-left:4px;padding:0 4px;border-radius:4px;background:#3a3b3d;color:#d6d7d9;font-size:10px;text-transform:uppercase;letter-spacing:.04em}
.rows .sim[hidden]{display:none}
.rows.header li{background:none;color:#7b7c7e;padding-top:0;padding-bottom:0}
#aviator .live ul.rows:not(.header){max-height:360px;overflow-y:auto}
.visually-hidden{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.problem{margin:40px auto;max-width:28rem;text-align:center;font-size:16px;color:#ffb4c0}
.problem[hidden],.body[hidden],.history[hidden]{display:none}
dialog{max-width:min(92vw,560px);border:1px solid #2c2d30;border-radius:14px;padding:16px;background:#1b1c1d;color:#f3f3f3}
dialog h2{margin:0 0 8px;font-size:17px}
dialog::backdrop{background:rgba(0,0,0,.7)}
dialog dd{margin:0 0 8px}
dialog .mono{font-family:ui-monospace,monospace;font-size:12px;overflow-wrap:anywhere}
dialog .ok{color:#5fd13a;font-weight:700}
dialog .bad{color:#ff4d6d;font-weight:700}
dialog .close{margin-top:8px;min-height:36px;padding:0 16px;border-radius:10px;border:0;background:#2c2d30}
:focus-visible{outline:2px solid #e50539;outline-offset:2px}
@media (min-width:720px){
  .panels{grid-template-columns:1fr 1fr}
}
@media (min-width:1000px){
  .body{grid-template-columns:340px minmax(0,1fr);grid-template-areas:"live game"}
  .game{grid-area:game}
  .live{grid-area:live}
  .stage{aspect-ratio:auto;height:min(52vh,460px);min-height:300px}
  #aviator .live ul.rows:not(.header){max-height:calc(100vh - 170px)}
}
`;
