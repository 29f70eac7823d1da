/** The table page's look: a dark felt, large touch targets, fitting 320 px and up. */
export const TABLE_STYLES = `
*{box-sizing:border-box}
body{margin:0;background:#0f3d2e;color:#f5f5f4;font:15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
#table{max-width:720px;margin:0 auto;padding:12px;display:grid;grid-template-columns:minmax(0,1fr);gap:12px}
#table>*{min-width:0}
header{display:flex;align-items:center;gap:10px;flex-wrap:wrap}
h1{font-size:18px;margin:0;flex:1 1 auto}
h2{font-size:14px;margin:0 0 6px;color:#d6e9df}
.balance{background:#082a1f;border-radius:16px;padding:4px 12px;font-weight:700}
.status{margin:0;font-size:18px;font-weight:700;text-align:center;min-height:26px}
.cards{display:flex;flex-wrap:wrap;gap:10px;justify-content:center;min-height:96px;align-items:center}
.seat{display:grid;justify-items:center;gap:4px}
.seat small{color:#d6e9df;font-weight:600}
.card{width:52px;height:74px;border-radius:6px;background:#fff;color:#111827;display:grid;place-items:center;align-content:center;font-size:20px;box-shadow:0 2px 6px rgba(0,0,0,.35)}
.card b{font-size:18px;line-height:1}
.card.red{color:#b91c1c}
.chips{display:flex;flex-wrap:wrap;gap:8px;justify-content:center}
.chips button{min-height:40px;min-width:64px;border-radius:20px;border:2px solid #d6e9df;background:transparent;color:inherit;font-weight:700;cursor:pointer}
.chips button[aria-pressed="true"]{background:#facc15;border-color:#facc15;color:#111827}
.bets{display:grid;grid-template-columns:repeat(auto-fit,minmax(140px,1fr));gap:8px}
.bets button{min-height:72px;border-radius:10px;border:0;background:#14532d;color:inherit;display:grid;gap:2px;align-content:center;cursor:pointer;font:inherit}
.bets button b{font-size:17px}
.bets button:disabled{opacity:.55;cursor:not-allowed}
.bets .mine{color:#facc15;font-weight:700;min-height:1.2em}
.message{margin:0;min-height:1.4em;text-align:center;font-weight:600}
.history{list-style:none;margin:0;padding:0;display:flex;gap:6px;overflow-x:auto;min-width:0}
.history li{background:#082a1f;border-radius:12px;padding:2px 10px;white-space:nowrap;font-size:13px}
footer{display:flex;flex-wrap:wrap;gap:8px;align-items:center;justify-content:space-between}
footer small{overflow-wrap:anywhere;min-width:0;flex:1 1 240px}
.muted{color:#b7cfc4}
button.link{background:none;border:1px solid #d6e9df;border-radius:8px;color:inherit;padding:6px 10px;cursor:pointer;font:inherit}
button.link:disabled{opacity:.5}
.problem{margin:40px auto;max-width:28rem;text-align:center;font-size:16px}
dialog{max-width:min(92vw,560px);border:0;border-radius:12px;padding:16px;color:#111827}
dialog h2{color:#111827;font-size:17px}
dialog::backdrop{background:rgba(0,0,0,.6)}
dialog table{border-collapse:collapse;width:100%;font-size:14px}
dialog th,dialog td{text-align:left;padding:6px;border-bottom:1px solid #e5e7eb}
dialog dd{margin:0 0 8px}
dialog .mono{font-family:ui-monospace,monospace;font-size:12px;overflow-wrap:anywhere}
dialog .ok{color:#166534;font-weight:700}
dialog .bad{color:#b91c1c;font-weight:700}
dialog .close{margin-top:8px;min-height:40px;padding:0 16px;border-radius:8px;border:0;background:#111827;color:#fff;cursor:pointer}
:focus-visible{outline:3px solid #facc15;outline-offset:2px}
`;
