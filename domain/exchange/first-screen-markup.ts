/**
 * The exchange's first screen as HTML: home's In-Play and Upcoming lists, a sport's events and an event's
 * runner markets, each with its prices, in the same elements, sizes and order the exchange plugin's
 * components draw (plugins/exchange/components). The server sends it in the page, so prices are on
 * screen before any script has run; the app shows the same markup while its own code loads and then
 * draws the same thing from the same snapshot. Every text is escaped.
 */
import { formatOdds, formatSize } from '../format';
import { escapeXml } from '../text/escape-xml';
import { byCompetition, groupHome, type CompetitionGroup, type GroupedEvent } from './event-grouping';
import { countdownText } from './event-time';

export interface ScreenLevel {
  price: number;
  size: number;
}

export interface ScreenRunner {
  selectionId: string;
  runnerName: string;
  /** Best first. */
  back: readonly ScreenLevel[];
  lay: readonly ScreenLevel[];
}

export interface ScreenMarket {
  marketId: string;
  marketName: string;
  marketType: string;
  status: string;
  runners: readonly ScreenRunner[];
}

export interface ScreenEvent extends GroupedEvent {
  eventName: string;
  eventTypeId: string;
  /** The event's match-odds market, when it has one. */
  market: ScreenMarket | null;
}

export interface HomeOptions {
  showInPlay: boolean;
  showUpcoming: boolean;
  upcomingLimit: number;
}

const e = escapeXml;

/** SUSPENDED or BALL RUNNING for a market nobody may bet on now; null when open. */
export function blockedBy(status: string | undefined): 'SUSPENDED' | 'BALL RUNNING' | null {
  if (status === 'SUSPENDED' || status === 'CLOSED') return 'SUSPENDED';
  if (status === 'BALL_RUNNING') return 'BALL RUNNING';
  return null;
}

export const eventHref = (eventTypeId: string, eventId: string) => `/event-page/${encodeURIComponent(eventTypeId)}/${encodeURIComponent(eventId)}`;
export const competitionHref = (competitionName: string, eventTypeId: string, competitionId: string) =>
  `/competition-detail-page/${encodeURIComponent(competitionName)}/${encodeURIComponent(eventTypeId)}/${encodeURIComponent(competitionId)}`;

/**
 * One price cell as PriceCell draws it once its price is written, but disabled: until the app takes the
 * page over a tap could not open the slip, so the cell says it cannot be used yet rather than swallow it.
 */
function cellMarkup(runner: ScreenRunner, side: 'back' | 'lay', level: number): string {
  const value = runner[side][level];
  const priced = value !== undefined && value.price > 0;
  const verb = side === 'back' ? 'Back' : 'Lay';
  const before = priced ? `${verb} ${runner.runnerName} at` : `${verb} ${runner.runnerName}: no price`;
  const attributes = `type="button" data-side="${side}" data-level="${level}" title="${e(runner.runnerName)}" disabled=""${priced ? '' : ' data-empty=""'}`;
  return `<button ${attributes}><span hidden="">${e(before)}</span><b>${priced ? e(formatOdds(value.price)) : ''}</b> <small>${priced ? e(formatSize(value.size)) : ''}</small><span hidden="">${priced ? 'available' : ''}</span></button>`;
}

function timeMarkup(event: GroupedEvent, now: number): string {
  if (event.inPlay) return '<span class="live">In-Play</span>';
  if (!event.openDate) return '';
  // Only the countdown is the same in every time zone; a start already past shows In-Play.
  return `<time datetime="${new Date(event.openDate).toISOString()}">${e(countdownText(event.openDate, now, (instant) => new Date(instant)))}</time>`;
}

function rowMarkup(event: ScreenEvent, now: number): string {
  const market = event.market;
  const prices = market
    ? `<div class="prices">${market.runners.map((r) => `<span class="pair">${cellMarkup(r, 'back', 0)}${cellMarkup(r, 'lay', 0)}</span>`).join('')}</div>`
    : '';
  return (
    `<li class="wl-fs-row"><button type="button" class="star" aria-pressed="false" aria-label="Add ${e(event.eventName)} to favourites">★</button>` +
    `<div class="name"><a href="${e(eventHref(event.eventTypeId, event.eventId))}">${e(event.eventName)}</a>${timeMarkup(event, now)}</div>${prices}</li>`
  );
}

function groupsMarkup(groups: readonly CompetitionGroup<ScreenEvent>[], now: number): string {
  return groups.map((g) => `<div data-competition="${e(g.competitionName)}"><h3>${e(g.competitionName)}</h3><ul>${g.events.map((event) => rowMarkup(event, now)).join('')}</ul></div>`).join('');
}

const count = (n: number) => `${n} ${n === 1 ? 'event' : 'events'}`;

/** Home's markets section (HomeMarkets): In-Play and Upcoming by competition. */
export function homeMarketsMarkup(events: readonly ScreenEvent[], options: HomeOptions, now: number): string {
  const groups = groupHome(events, [], options.upcomingLimit);
  const blocks: string[] = [];
  if (options.showInPlay) blocks.push(`<section class="wl-fs-block" aria-label="In-Play"><h2>In-Play</h2>${groups.inPlay.length ? groupsMarkup(groups.inPlay, now) : '<p class="empty">No events are in play right now.</p>'}</section>`);
  if (options.showUpcoming) blocks.push(`<section class="wl-fs-block" aria-label="Upcoming"><h2>Upcoming</h2>${groups.upcoming.length ? groupsMarkup(groups.upcoming, now) : '<p class="empty">No upcoming events.</p>'}</section>`);
  return `<div class="wl-fs-sections">${blocks.join('')}</div>`;
}

/** A sport's page (SportPage): its name, then each competition with its events. */
export function sportPageMarkup(sportsName: string, eventTypeId: string, events: readonly ScreenEvent[], now: number): string {
  const groups = byCompetition(events);
  const blocks = groups.map(
    (g) =>
      `<section class="wl-fs-block" aria-label="${e(g.competitionName)}"><h2><a href="${e(competitionHref(g.competitionName, eventTypeId, g.competitionId))}" style="color:inherit">${e(g.competitionName)}</a></h2>` +
      groupsMarkup([{ ...g, competitionName: count(g.events.length) }], now) +
      '</section>',
  );
  return `<div class="wl-fs-list"><h1>${e(sportsName)}</h1>${groups.length ? blocks.join('') : '<p class="empty">No events right now.</p>'}</div>`;
}

const BACK_ORDER = [2, 1, 0];
const LAY_ORDER = [0, 1, 2];
const ROWS_PER_BLOCK = 4;

function tableMarkup(market: ScreenMarket): string {
  const blocked = blockedBy(market.status);
  const title = market.marketType === 'Special' ? 'Bookmaker' : market.marketName;
  const rows = market.runners.map(
    (r) =>
      `<div class="wl-fs-runner"><div class="runner-name"><span>${e(r.runnerName)}</span></div><div class="prices">` +
      BACK_ORDER.map((level) => cellMarkup(r, 'back', level)).join('') +
      LAY_ORDER.map((level) => cellMarkup(r, 'lay', level)).join('') +
      (blocked ? `<div class="band" role="status">${blocked}</div>` : '') +
      '</div></div>',
  );
  const blocks: string[] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_BLOCK) blocks.push(`<div class="runner-block">${rows.slice(i, i + ROWS_PER_BLOCK).join('')}</div>`);
  return `<section class="wl-fs-table"><header><h2>${e(title)}</h2></header><div class="heads" aria-hidden="true"><span></span><span class="back">Back</span><span class="lay">Lay</span></div><div>${blocks.join('')}</div></section>`;
}

/** Markets an event page draws itself, in its order; session lines belong to other sections. */
export function eventRunnerMarkets<M extends { marketType: string }>(markets: readonly M[]): M[] {
  const order = ['MATCH_ODDS', 'Special'];
  const rank = (m: M) => order.indexOf(m.marketType) + 1 || order.length + 1;
  return markets.filter((m) => m.marketType !== 'SESSION' && m.marketType !== 'INNINGS_RUNS').sort((a, b) => rank(a) - rank(b));
}

/** An event's page (EventPage): its name and start, then its runner markets, then `sections` (markup of the sections below them). */
export function eventPageMarkup(event: Omit<ScreenEvent, 'market'>, markets: readonly ScreenMarket[], now: number, sections = ''): string {
  const head = `<header><h1>${e(event.eventName || 'Event')}</h1>${timeMarkup(event, now)}</header>`;
  return `<div class="wl-fs-event">${head}${eventRunnerMarkets(markets).map(tableMarkup).join('')}${sections}</div>`;
}

/**
 * The styles of the markup above: the same rules as the plugin's styled components, under the
 * [data-first-screen] element that holds it.
 */
export const FIRST_SCREEN_CSS = [
  '[data-first-screen]{display:contents}',
  '[data-first-screen] .wl-fs-sections{display:grid;gap:12px}',
  '[data-first-screen] .empty{padding:10px;margin:0;color:#555;font-size:14px}',
  '[data-first-screen] .wl-fs-block,[data-first-screen] .wl-fs-table{background:var(--wl-color-surface,#fff);border-radius:var(--wl-length-radius,8px);overflow:hidden;box-shadow:0 1px 2px rgba(0,0,0,.08)}',
  '[data-first-screen] .wl-fs-block>h2{margin:0;padding:8px 10px;font-size:15px;background:var(--wl-color-theme);color:var(--wl-color-on-theme,#fff)}',
  '[data-first-screen] h3{margin:0;padding:6px 10px;font-size:13px;background:#f1f2f4}',
  '[data-first-screen] ul{list-style:none;margin:0;padding:0}',
  '[data-first-screen] .wl-fs-row{display:grid;grid-template-columns:28px minmax(0,1fr) auto;gap:6px;align-items:center;padding:6px 8px;border-top:1px solid #eceef1}',
  '[data-first-screen] .star{border:0;background:none;font-size:18px;cursor:pointer;color:#b0b4ba;padding:0}',
  '[data-first-screen] .name{min-width:0;display:grid}',
  '[data-first-screen] .name a{color:inherit;font-weight:600;font-size:14px;text-decoration:none;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}',
  '[data-first-screen] .name time,[data-first-screen] .name .live{font-size:12px;color:#555}',
  '[data-first-screen] .live{color:#0f7a2e!important;font-weight:700}',
  '[data-first-screen] .wl-fs-row .prices{display:grid;grid-auto-flow:column;grid-auto-columns:46px;gap:3px}',
  '[data-first-screen] .pair{display:contents}',
  '[data-first-screen] button[data-side]{min-width:0;height:40px;contain:size layout style;border:0;border-radius:4px;padding:4px 2px 0;text-align:center;vertical-align:top;font:inherit;color:#1b1b1b;cursor:pointer}',
  "[data-first-screen] button[data-side='back']{background:#72bbef}",
  "[data-first-screen] button[data-side='back'][data-level='1']{background:#9fd0f5}",
  "[data-first-screen] button[data-side='back'][data-level='2']{background:#c5e2f8}",
  "[data-first-screen] button[data-side='lay']{background:#f994ba}",
  "[data-first-screen] button[data-side='lay'][data-level='1']{background:#f9b7cf}",
  "[data-first-screen] button[data-side='lay'][data-level='2']{background:#fbd3e2}",
  '[data-first-screen] button[data-side]:disabled{cursor:not-allowed}',
  '[data-first-screen] button[data-side] b{display:block;font-size:14px;line-height:17px;height:17px}',
  '[data-first-screen] button[data-side] small{display:block;font-size:10px;line-height:14px;height:14px;color:#333}',
  "[data-first-screen] button[data-side][data-empty] b::before{content:'-'/''}",
  '[data-first-screen] .wl-fs-list{display:grid;gap:12px;padding:8px 0 24px}',
  '[data-first-screen] .wl-fs-list>h1{margin:0;font-size:18px;padding:0 4px}',
  '[data-first-screen] .wl-fs-event{display:grid;gap:10px;padding:8px 0 24px}',
  '[data-first-screen] .wl-fs-event>header{display:grid;gap:2px;padding:0 4px}',
  '[data-first-screen] .wl-fs-event h1{margin:0;font-size:18px}',
  '[data-first-screen] .wl-fs-event>header time{font-size:13px;color:#555}',
  '[data-first-screen] .wl-fs-event>header .live{font-size:13px}',
  '[data-first-screen] .wl-fs-table>header{display:flex;justify-content:space-between;align-items:center;gap:8px;padding:8px 10px;background:var(--wl-color-theme);color:var(--wl-color-on-theme,#fff)}',
  '[data-first-screen] .wl-fs-table h2{margin:0;font-size:15px}',
  '[data-first-screen] .heads{display:grid;grid-template-columns:minmax(0,1fr) repeat(6,58px);gap:3px;padding:4px 6px;font-size:12px;font-weight:700;text-align:center}',
  '[data-first-screen] .heads span:first-child{text-align:left}',
  '[data-first-screen] .heads .back{grid-column:2/span 3}',
  '[data-first-screen] .heads .lay{grid-column:5/span 3}',
  '[data-first-screen] .runner-block{background:var(--wl-color-surface,#fff)}',
  '[data-first-screen] .wl-fs-runner{display:block;padding:3px 6px;border-top:1px solid #eceef1;white-space:nowrap;contain:layout style}',
  '[data-first-screen] .wl-fs-runner .prices{position:relative;display:inline-block;vertical-align:top;width:366px;height:40px;contain:strict}',
  '[data-first-screen] .wl-fs-runner .prices>button[data-side]{width:58px;margin-left:3px}',
  '[data-first-screen] .runner-name{display:inline-grid;vertical-align:top;width:calc(100% - 366px);min-height:40px;white-space:normal;align-content:center;font-size:14px}',
  '[data-first-screen] .runner-name span{overflow:hidden;text-overflow:ellipsis;white-space:nowrap;font-weight:600}',
  '[data-first-screen] .band{position:absolute;inset:0;display:grid;place-items:center;background:rgba(20,20,20,.62);color:#fff;font-weight:700;letter-spacing:.04em;font-size:12px;line-height:1.15;text-align:center;padding:0 4px;overflow:hidden;border-radius:4px;pointer-events:none}',
  '@media (max-width:599px){' +
    '[data-first-screen] .wl-fs-row{grid-template-columns:24px minmax(0,1fr)}' +
    '[data-first-screen] .wl-fs-row .prices{grid-column:1/-1;grid-auto-columns:minmax(0,1fr)}' +
    '[data-first-screen] .heads{grid-template-columns:minmax(0,1fr) repeat(2,58px)}' +
    '[data-first-screen] .heads .back{grid-column:2}' +
    '[data-first-screen] .heads .lay{grid-column:3}' +
    '[data-first-screen] .wl-fs-runner .prices{width:122px}' +
    '[data-first-screen] .runner-name{width:calc(100% - 122px)}' +
    "[data-first-screen] button[data-side][data-level='1'],[data-first-screen] button[data-side][data-level='2']{display:none}" +
    '}',
].join('');
