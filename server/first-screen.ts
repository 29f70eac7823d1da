/**
 * What the server draws of the exchange's pages for the first response: home's markets, a sport's
 * events and an event's runner markets, with their current prices, through the shared template
 * (domain/exchange/first-screen-markup.ts), and the answers they were drawn from, keyed as the app
 * would ask for them. Drawn only for brands that enable the exchange. On a cricket event, for brands
 * that enable the fancy plugin, the score board and the session and innings runs lines follow
 * (domain/exchange/cricket-first-screen.ts), in the part that plugin's event section takes over.
 */
import { apiAnswerKey, FIRST_SCREEN_PART, socketAnswerKey } from '../domain/brand/first-screen';
import { cricketSectionsMarkup, type ScreenLine } from '../domain/exchange/cricket-first-screen';
import { CRICKET_EVENT_TYPES, CRICKET_SECTIONS_PART } from '../domain/exchange/cricket-pages';
import { cricketScoreFromWire } from '../domain/exchange/cricket-score';
import { eventPageMarkup, homeMarketsMarkup, sportPageMarkup, type ScreenEvent, type ScreenMarket } from '../domain/exchange/first-screen-markup';

/** Where the answers come from (the exchange's own bodies, the same the API and socket send). */
export interface FirstScreenSource {
  homeMarkets(): unknown;
  eventType(eventTypeId: string): unknown;
  eventGroup(eventId: string): unknown;
  /** `casino/games`'s answer, for brands that enable the casino. */
  casinoGames?(): unknown;
}

export interface FirstScreenDraw {
  /** `home.section`: the home page's markets under its heading; `page`: a routed page's whole content. */
  part: 'home.section' | 'page';
  /** Which page frame it sits in (spacing of the shell). */
  frame: 'home' | 'list' | 'event';
  /** null: only answers, nothing drawn (the page's own code draws it, without asking the server again). */
  markup: string | null;
  answers: Record<string, unknown>;
}

const HOME_DEFAULTS = { showInPlay: true, showUpcoming: true, upcomingLimit: 30 };

type Wire = Record<string, unknown>;
const isRecord = (value: unknown): value is Wire => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function levels(value: unknown) {
  return list(value).filter(isRecord).map((l) => ({ price: Number(l.price) || 0, size: Number(l.size) || 0 }));
}

function screenMarket(wire: unknown): ScreenMarket | null {
  if (!isRecord(wire) || !text(wire.marketId)) return null;
  return {
    marketId: text(wire.marketId),
    marketName: text(wire.marketName),
    marketType: text(wire.marketType),
    status: text(wire.status),
    runners: list(wire.runners).filter(isRecord).map((r) => ({ selectionId: text(r.selectionId), runnerName: text(r.runnerName), back: levels(r.back), lay: levels(r.lay) })),
  };
}

function screenLine(wire: unknown): ScreenLine | null {
  if (!isRecord(wire) || !text(wire.marketId) || wire.status === 'CLOSED' || (wire.noLine === undefined && wire.yesLine === undefined)) return null;
  const num = (value: unknown) => Number(value) || 0;
  const limits = wire.minBet !== undefined && wire.maxBet !== undefined ? { minBet: Math.round(num(wire.minBet) * 100), maxBet: Math.round(num(wire.maxBet) * 100) } : null;
  return { marketId: text(wire.marketId), marketName: text(wire.marketName), status: text(wire.status), noLine: num(wire.noLine), noRate: num(wire.noRate), yesLine: num(wire.yesLine), yesRate: num(wire.yesRate), limits };
}

const lines = (value: unknown) => list(value).map(screenLine).filter((line): line is ScreenLine => line !== null);

function screenEvent(wire: unknown, markets: unknown[]): ScreenEvent | null {
  if (!isRecord(wire) || !text(wire.eventId)) return null;
  const market = markets.map(screenMarket).find((m) => m?.marketType === 'MATCH_ODDS') ?? null;
  return {
    eventId: text(wire.eventId),
    eventName: text(wire.eventName),
    eventTypeId: text(wire.eventTypeId),
    competitionId: text(wire.competitionId),
    competitionName: text(wire.competitionName),
    inPlay: wire.inPlay === true,
    openDate: Date.parse(text(wire.openDate)) || 0,
    market,
  };
}

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

const pluginsOf = (manifest: Record<string, unknown>) => (isRecord(manifest.plugins) ? manifest.plugins : {});

/** The exchange plugin's options in the brand's manifest, or null when the brand leaves it out. */
function exchangeOptions(manifest: Record<string, unknown>): typeof HOME_DEFAULTS | null {
  const plugins = pluginsOf(manifest);
  if (!('exchange' in plugins)) return null;
  const options = isRecord(plugins.exchange) ? plugins.exchange : {};
  return {
    showInPlay: typeof options.showInPlay === 'boolean' ? options.showInPlay : HOME_DEFAULTS.showInPlay,
    showUpcoming: typeof options.showUpcoming === 'boolean' ? options.showUpcoming : HOME_DEFAULTS.showUpcoming,
    upcomingLimit: typeof options.upcomingLimit === 'number' ? options.upcomingLimit : HOME_DEFAULTS.upcomingLimit,
  };
}

const ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The casino's lobby pages (plugins/casino/lobby-paths.ts). */
const CASINO_LOBBY = /^\/(?:casino-lobby(?:\/[^?#]*)?|indian-card-games)\/?$/;

/** A casino lobby's games, as the page would ask for them: the answer alone, for brands that enable the casino. */
function casinoLobbyAnswers(path: string, manifest: Record<string, unknown>, source: FirstScreenSource): FirstScreenDraw | null {
  if (!source.casinoGames || !('casino' in pluginsOf(manifest)) || !CASINO_LOBBY.test(path)) return null;
  return { part: 'page', frame: 'list', markup: null, answers: { [apiAnswerKey('casino/games')]: source.casinoGames() } };
}

export function drawFirstScreen(path: string, manifest: Record<string, unknown>, source: FirstScreenSource, now: number = Date.now()): FirstScreenDraw | null {
  return exchangeFirstScreen(path, manifest, source, now) ?? casinoLobbyAnswers(path, manifest, source);
}

function exchangeFirstScreen(path: string, manifest: Record<string, unknown>, source: FirstScreenSource, now: number): FirstScreenDraw | null {
  const options = exchangeOptions(manifest);
  if (!options) return null;
  if (path === '/') {
    const payload = source.homeMarkets();
    const events = list(payload).filter(isRecord).flatMap((group) => list(group.data).filter(isRecord).map((item) => screenEvent(item, item.market ? [item.market] : [])));
    const markup = homeMarketsMarkup(events.filter((event): event is ScreenEvent => event !== null), options, now);
    return { part: 'home.section', frame: 'home', markup, answers: { [socketAnswerKey('get-freehomeallmarkets')]: payload } };
  }
  const sport = /^\/sports-page\/([^/]+)\/([^/]+)\/?$/.exec(path);
  if (sport) {
    const [sportsName, eventTypeId] = [decoded(sport[1]!), decoded(sport[2]!)];
    if (sportsName === null || eventTypeId === null || !ID.test(eventTypeId)) return null;
    const body = source.eventType(eventTypeId);
    const items = isRecord(body) ? list(body.result).filter(isRecord) : [];
    const events = items.map((item) => screenEvent(item, list(item.markets))).filter((event): event is ScreenEvent => event !== null);
    return { part: 'page', frame: 'list', markup: sportPageMarkup(sportsName, eventTypeId, events, now), answers: { [apiAnswerKey(`exchange/odds/eventType/${encodeURIComponent(eventTypeId)}`)]: body } };
  }
  const event = /^\/event-page\/([^/]+)\/([^/]+)\/?$/.exec(path);
  if (event) {
    const [eventTypeId, eventId] = [decoded(event[1]!), decoded(event[2]!)];
    if (eventTypeId === null || eventId === null || !ID.test(eventTypeId) || !ID.test(eventId)) return null;
    const body = source.eventGroup(eventId);
    const result = isRecord(body) && isRecord(body.result) ? body.result : null;
    const info = result ? screenEvent(result.event, []) : null;
    if (!result || !info) return null;
    const markets = [...list(result.matchOdds), ...list(result.bookmaker)].map(screenMarket).filter((m): m is ScreenMarket => m !== null);
    const key = apiAnswerKey(`exchange/odds/group/${encodeURIComponent(eventTypeId)}/${encodeURIComponent(eventId)}`);
    const answers: Record<string, unknown> = { [key]: body };
    // The score the page shows above its session lines, as match-center/score answers it.
    if (result.score) answers[apiAnswerKey(`match-center/score/${encodeURIComponent(eventId)}`)] = { success: true, result: result.score };
    const cricket = 'fancy' in pluginsOf(manifest) && CRICKET_EVENT_TYPES.includes(eventTypeId);
    const sections = cricket ? `<div ${FIRST_SCREEN_PART}="${CRICKET_SECTIONS_PART}">${cricketSectionsMarkup(cricketScoreFromWire(result.score), lines(result.fancy), lines(result.inningsRuns))}</div>` : '';
    return { part: 'page', frame: 'event', markup: eventPageMarkup(info, markets, now, sections), answers };
  }
  return null;
}
