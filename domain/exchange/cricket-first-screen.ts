/**
 * A cricket event's own sections as HTML for the first screen: the score board, the session (Fancy) lines
 * and the Innings Runs lines, in the elements, sizes and order the fancy plugin draws them
 * (plugins/fancy: ScoreBoard, LineMarkets, LineRow, line-styles), as a player sees them (event pages are
 * for players: each line has its Book button). The buttons are disabled until the app takes the page
 * over, as the exchange's price cells are. Every text is escaped.
 */
import { formatRupeesFromPaise } from '../format';
import { escapeXml } from '../text/escape-xml';
import { lineStateText } from './cricket-pages';
import { battingInnings, type CricketScore } from './cricket-score';

export interface ScreenLine {
  marketId: string;
  marketName: string;
  status: string;
  noLine: number;
  noRate: number;
  yesLine: number;
  yesRate: number;
  /** Stake limits, paise, when the line's wire carries them. */
  limits: { minBet: number; maxBet: number } | null;
}

const e = escapeXml;

function scoreMarkup(score: CricketScore): string {
  const batting = battingInnings(score);
  const rows = score.innings.map(
    (innings) => `<div class="row"${innings === batting && !score.finished ? ' data-batting=""' : ''}><b>${e(innings.team)}</b><span>${innings.runs}/${innings.wickets} (${e(innings.overs)})</span></div>`,
  );
  const balls = batting && batting.recent.length ? `<ol aria-label="Recent balls">${batting.recent.map((ball) => `<li data-ball="${e(ball)}">${e(ball)}</li>`).join('')}</ol>` : '';
  const line = score.finished ? '<p>Match finished.</p>' : score.target !== null ? `<p>Target ${score.target}</p>` : '';
  return `<section class="wl-fs-score" aria-label="Score">${rows.join('')}${balls}${line}</section>`;
}

function lineMarkup(line: ScreenLine): string {
  const cover = lineStateText(line.status);
  const cell = (side: 'no' | 'yes') => {
    const [value, rate, label] = side === 'yes' ? [line.yesLine, line.yesRate, 'Yes'] : [line.noLine, line.noRate, 'No'];
    return `<button type="button" class="${side}" disabled="" aria-label="${e(`${line.marketName} ${label}: ${value} ${rate} per cent`)}"><strong>${value}</strong> <small>${rate}</small></button>`;
  };
  const limits = line.limits ? `Min ${formatRupeesFromPaise(line.limits.minBet)} · Max ${formatRupeesFromPaise(line.limits.maxBet)}` : '\u00a0';
  const name = `<span>${e(line.marketName)}</span><small>${e(limits)}</small><button type="button" disabled="" aria-label="${e(`Book of ${line.marketName}`)}">Book</button>`;
  return (
    `<div class="line" aria-label="${e(line.marketName)}"><div class="line-name">${name}</div>` +
    `<div class="cells">${cell('no')}${cell('yes')}${cover ? `<div class="cover" role="status">${cover}</div>` : ''}</div></div>`
  );
}

function linesMarkup(title: string, lines: readonly ScreenLine[], emptyText: string): string {
  const head = `<header><h2>${e(title)}</h2><button type="button" disabled="">Rules</button></header>`;
  const body = lines.length
    ? `<div class="column-head" aria-hidden="true"><span></span><div><span>No</span><span>Yes</span></div></div>${lines.map(lineMarkup).join('')}`
    : `<p class="lines-empty">${e(emptyText)}</p>`;
  return `<section class="wl-fs-lines" aria-label="${e(title)}">${head}${body}</section>`;
}

/** The sections under a cricket event's runner markets (EventSections, without the match centre below them). */
export function cricketSectionsMarkup(score: CricketScore | null, sessions: readonly ScreenLine[], inningsRuns: readonly ScreenLine[]): string {
  return (
    '<div class="wl-fs-cricket">' +
    (score ? scoreMarkup(score) : '') +
    linesMarkup('Fancy', sessions, 'No session lines are open right now.') +
    linesMarkup('Innings Runs', inningsRuns, 'No innings runs lines are open right now.') +
    '</div>'
  );
}

const S = '[data-first-screen] .wl-fs-cricket';

/** The styles of the markup above: the plugin's styled components' rules, under the first screen's element. */
export const CRICKET_FIRST_SCREEN_CSS = [
  `${S} .wl-fs-score{margin:8px 0;padding:10px 12px;border-radius:var(--wl-length-radius,8px);background:#10141b;color:#f2f4f7;font-size:14px}`,
  `${S} .row{display:flex;justify-content:space-between;gap:8px;padding:3px 0;opacity:.7}`,
  `${S} .row b{font-weight:500}`,
  `${S} .row[data-batting]{opacity:1}`,
  `${S} .row[data-batting] b{font-weight:700}`,
  `${S} .row span{font-variant-numeric:tabular-nums;white-space:nowrap}`,
  `${S} ol{display:flex;gap:4px;margin:6px 0 0;padding:0;list-style:none}`,
  `${S} ol li{width:24px;height:24px;border-radius:50%;display:grid;place-items:center;background:#2a3140;font-size:12px;font-weight:700}`,
  `${S} ol li[data-ball='4'],${S} ol li[data-ball='6']{background:#1f7a4d}`,
  `${S} ol li[data-ball='W']{background:#b42318}`,
  `${S} .wl-fs-score p{margin:6px 0 0;font-size:12px;color:#cbd5e1}`,
  `${S} .wl-fs-lines{margin:8px 0;background:#fff;color:#1c1c1c;border-radius:var(--wl-length-radius,8px);overflow:hidden;box-shadow:0 1px 3px rgba(0,0,0,.12)}`,
  `${S} .wl-fs-lines>header{display:flex;align-items:center;justify-content:space-between;gap:8px;padding:8px 12px;background:var(--wl-color-theme,#c10931);color:var(--wl-color-on-theme,#fff)}`,
  `${S} .wl-fs-lines>header h2{margin:0;font-size:15px}`,
  `${S} .wl-fs-lines>header button{border:1px solid currentColor;background:transparent;color:inherit;border-radius:4px;padding:2px 10px;cursor:pointer;font:inherit;font-size:13px}`,
  `${S} .column-head{display:grid;grid-template-columns:1fr 132px;font-size:12px;font-weight:600;border-bottom:1px solid #e5e7eb}`,
  `${S} .column-head span:first-child{padding:4px 12px}`,
  `${S} .column-head div{display:grid;grid-template-columns:1fr 1fr;text-align:center}`,
  `${S} .column-head div span{padding:4px 0}`,
  `${S} .line{display:grid;grid-template-columns:1fr 132px;align-items:stretch;border-bottom:1px solid #e5e7eb;min-height:46px}`,
  `${S} .line-name{display:flex;flex-wrap:wrap;align-items:center;column-gap:8px;padding:4px 12px;font-size:13px;font-weight:600;min-width:0}`,
  `${S} .line-name>span:first-child{flex:1 1 100%;overflow-wrap:anywhere}`,
  `${S} .line-name small{font-weight:400;color:#6b7280;font-size:11px}`,
  `${S} .line-name button{border:1px solid #9ca3af;background:#f9fafb;border-radius:4px;font:inherit;font-size:11px;padding:0 6px;cursor:not-allowed;color:inherit}`,
  `${S} .cells{position:relative;display:grid;grid-template-columns:1fr 1fr}`,
  `${S} .cells button{display:grid;place-content:center;border:0;border-left:1px solid #fff;background:#faa9ba;color:#111;cursor:not-allowed;font:inherit;line-height:1.15}`,
  `${S} .cells button.yes{background:#72bbef}`,
  `${S} .cells strong{font-size:15px}`,
  `${S} .cells small{font-size:11px}`,
  `${S} .cover{position:absolute;inset:0;display:grid;place-items:center;background:rgba(17,24,39,.86);color:#fff;font-size:12px;font-weight:700;text-transform:uppercase;letter-spacing:.04em}`,
  `${S} .lines-empty{margin:0;padding:12px;font-size:13px;color:#6b7280}`,
  `@media (min-width:1024px){${S} .column-head,${S} .line{grid-template-columns:1fr 176px}}`,
].join('');
