/** Events, markets, the player's P&L ladder and the match centre. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { placeMarketPosition, runnerMarketPosition, sessionLadder } from '../../domain/exchange/exposure';
import { OPEN_STATUSES } from '../exchange/exposure';
import { orderFills } from '../exchange/fills';
import { isLineMarket } from '../exchange/market-types';
import type { BrandData } from '../brand-files';
import type { FeedView } from '../feed/feed-state';
import type { Sandbox } from '../sandbox';
import { requireOwnAccount, requirePlayer } from './auth-guard';
import { declaredOrigin } from './brand-hosts';
import { eventWire, marketWire } from './market-wire';
import { eventGroupBody, eventTypeBody, openMarketsOf } from './odds-bodies';
import { scorecardPage } from './scorecard-page';
import { toRupees } from './wire';

const ID = /^[A-Za-z0-9._-]{1,64}$/;

const bodyOf = (request: FastifyRequest) => (request.body && typeof request.body === 'object' ? request.body : {}) as { eventTypeId?: unknown; competitionId?: unknown };
const badId = (value: unknown) => typeof value !== 'string' && typeof value !== 'number' ? true : !ID.test(String(value));

export function marketsRoutes(app: FastifyInstance, sandbox: Sandbox, feed: FeedView, brands: BrandData): void {
  oddsRoutes(app, sandbox, feed);
  ladderRoute(app, sandbox);
  homeListRoutes(app, sandbox, feed);
  matchCentreRoutes(app, sandbox, feed, brands);
}

/** The odds of a sport's events, of one event's markets, and of its markets in one list. */
function oddsRoutes(app: FastifyInstance, sandbox: Sandbox, feed: FeedView): void {
  const marketsOf = (eventId: string) => openMarketsOf(sandbox, feed, eventId);

  app.get('/exchange/odds/eventType/:eventTypeId', async (request, reply) => {
    const { eventTypeId } = request.params as { eventTypeId: string };
    if (badId(eventTypeId)) return reply.code(400).send({ success: false, message: 'eventTypeId is not valid.' });
    return eventTypeBody(sandbox, feed, eventTypeId);
  });

  app.get('/exchange/odds/group/:eventTypeId/:eventId', async (request, reply) => {
    const { eventId } = request.params as { eventId: string };
    const body = badId(eventId) ? null : eventGroupBody(sandbox, feed, eventId);
    if (!body) return reply.code(404).send({ success: false, message: 'This event is not available.' });
    return body;
  });

  app.get('/exchange/odds/sma-event/:eventTypeId/:eventId', async (request) => {
    const { eventId } = request.params as { eventId: string };
    return { success: true, result: marketsOf(eventId).map(marketWire) };
  });
}

/** The player's profit or loss on a market: by runner, or by runs on a line market. */
function ladderRoute(app: FastifyInstance, sandbox: Sandbox): void {
  app.get('/exposure/pnl/:memberCode/markets/:marketId/ladder', async (request, reply) => {
    const player = await requireOwnAccount(sandbox, request, reply, 'You can only see your own book.');
    if (!player) return reply;
    const { marketId } = request.params as { marketId: string };
    const orders = await sandbox.database.db.selectFrom('orders').selectAll().where('user_id', '=', player.user.id).where('market_id', '=', marketId).where('status', 'in', [...OPEN_STATUSES]).execute();
    const market = sandbox.board.market(marketId);
    const type = market?.type ?? orders[0]?.market_type;
    if (type && isLineMarket(type)) {
      const ladder = sessionLadder(orders.filter((o) => Number(o.matched) > 0).map((o) => ({ side: o.side, line: Number(o.line ?? 0), rate: o.price, stake: Number(o.matched) })));
      return { success: true, result: { marketId, type, ladder: ladder.map((step) => ({ runs: step.runs, pnl: toRupees(step.pnl) })) } };
    }
    const runners = market?.runners.map((r) => r.id) ?? [...new Set(orders.map((o) => o.selection_id))];
    // Each matched part at the price it was matched at.
    const matched = orders.flatMap((o) => orderFills(o).map((f) => ({ runnerId: o.selection_id, side: o.side, price: f.price, stake: f.size })));
    const winners = market?.numberOfWinners ?? 1;
    // A place market: each runner's bets if it is placed (and, apart, if it is not).
    const place = winners > 1 ? placeMarketPosition(runners, winners, matched) : null;
    const byRunner = place ? place.ifPlaced : runnerMarketPosition(runners, matched).byRunner;
    const rupeesOf = (values: Record<string, number>) => Object.fromEntries(Object.entries(values).map(([id, pnl]) => [id, toRupees(pnl)]));
    return { success: true, result: { marketId, type: type ?? 'MATCH_ODDS', runners: rupeesOf(byRunner), ...(place ? { numberOfWinners: winners, ifNotPlaced: rupeesOf(place.ifNotPlaced) } : {}) } };
  });
}

/** The home page's lists of a sport's competitions and events, open to guests on the Free paths. */
function homeListRoutes(app: FastifyInstance, sandbox: Sandbox, feed: FeedView): void {
  const liveEvents = (eventTypeId: string) => feed.events().filter((e) => e.eventTypeId === eventTypeId && !e.finished);
  const marketsOf = (eventId: string) => openMarketsOf(sandbox, feed, eventId);

  const competitions = async (request: FastifyRequest, reply: FastifyReply) => {
    const { eventTypeId } = bodyOf(request);
    if (badId(eventTypeId)) return reply.code(400).send({ success: false, message: 'eventTypeId is required.' });
    const seen = new Map<string, string>();
    for (const event of liveEvents(String(eventTypeId ?? ''))) seen.set(event.competitionId, event.competitionName);
    return { success: true, response: [...seen].map(([id, name]) => ({ id, name })) };
  };
  const events = async (request: FastifyRequest, reply: FastifyReply) => {
    const { eventTypeId, competitionId } = bodyOf(request);
    if (badId(eventTypeId)) return reply.code(400).send({ success: false, message: 'eventTypeId is required.' });
    if (competitionId !== undefined && badId(competitionId)) return reply.code(400).send({ success: false, message: 'competitionId is not valid.' });
    return { success: true, response: liveEvents(String(eventTypeId ?? '')).filter((e) => !competitionId || e.competitionId === String(competitionId)).map((e) => ({ id: e.id, name: e.name, ...eventWire(e) })) };
  };
  app.post('/getFreeHomeAllCompitition', competitions);
  app.post('/getFreeHomeAllEvents', events);
  app.post('/getHomeAllCompitition', async (request, reply) => ((await requirePlayer(sandbox, request, reply)) ? competitions(request, reply) : reply));
  app.post('/getHomeAllEvents', async (request, reply) => ((await requirePlayer(sandbox, request, reply)) ? events(request, reply) : reply));
  app.post('/getAnotherSportbyId', async (request, reply) => {
    const { eventTypeId } = bodyOf(request);
    if (badId(eventTypeId)) return reply.code(400).send({ success: false, message: 'eventTypeId is required.' });
    return { success: true, data: liveEvents(String(eventTypeId ?? '')).map((event) => ({ ...eventWire(event), markets: marketsOf(event.id).filter((m) => m.type === 'MATCH_ODDS').map(marketWire) })) };
  });
}

/** The match centre: the video, the scorecard's address and page, and the score. */
function matchCentreRoutes(app: FastifyInstance, sandbox: Sandbox, feed: FeedView, brands: BrandData): void {
  app.get('/match-center/stats/:eventTypeId/:eventId/video', async (request, reply) => {
    const { eventId } = request.params as { eventId: string };
    if (!feed.event(eventId)) return reply.code(404).send({ success: false, message: 'No stream for this event.' });
    return { success: true, result: { config: { videoId: `sandbox-${eventId}` } } };
  });

  const accessToken = async (request: FastifyRequest, reply: FastifyReply) => {
    const { eventId } = (request.body ?? {}) as { eventId?: unknown };
    if (badId(eventId)) return reply.code(400).send({ success: false, message: 'eventId is required.' });
    if (!feed.event(String(eventId))) return reply.code(404).send({ success: false, message: 'No scorecard for this event.' });
    // On a brand's declared host only; from any other host the url is relative to the page.
    return { success: true, result: { url: `${declaredOrigin(request, brands.index)}/api/match-center/scorecard/${String(eventId)}` } };
  };
  app.post('/match-center/stats/d-access-token', accessToken);
  app.post('/open/match-center/stats/access-token', accessToken);
  app.post('/match-center/stats/access-token', async (request, reply) => ((await requirePlayer(sandbox, request, reply)) ? accessToken(request, reply) : reply));

  app.get('/match-center/score/:eventId', async (request, reply) => {
    const score = feed.score((request.params as { eventId: string }).eventId);
    return score ? { success: true, result: score } : reply.code(404).send({ success: false, message: 'No score for this event.' });
  });
  app.get('/match-center/scorecard/:eventId', async (request, reply) => {
    const { eventId } = request.params as { eventId: string };
    const event = feed.event(eventId);
    if (!event) return reply.code(404).type('text/html; charset=utf-8').send('<!doctype html><title>Scorecard</title><p>No scorecard for this event.</p>');
    return reply.type('text/html; charset=utf-8').send(scorecardPage(event, feed.score(eventId)));
  });
}
