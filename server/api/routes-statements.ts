/**
 * Statements read from the ledger (server/exchange/statements.ts): the account statement (every posting
 * on the player's cash account with the running balance, newest first, a page at a time by cursor),
 * betting profit and loss (settlements by market, and the bets of one market) and the transfer statement
 * (every posting that is not a settlement: deposits, withdrawals, credits).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isLineMarket } from '../exchange/market-types';
import { accountStatementPage, bettingProfitLoss, decodeCursor, encodeCursor, marketBets, postingsInRange, STATEMENT_PAGE_DEFAULT, STATEMENT_PAGE_MAX, type MarketBets as MarketBetsModel, type MarketProfitLoss, type StatementPage, type StatementRange } from '../exchange/statements';
import type { AccountStatement, BettingProfitLoss, MarketBets, ProfitLossRow, SettledBet, StatementRow, Transfer, TransferStatement } from '../../schemas/wire';
import type { Sandbox } from '../sandbox';
import { requireOwnAccount } from './auth-guard';
import { toRupees } from './wire';

const DAY = 86_400_000;

/**
 * from/to as dates (YYYY-MM-DD, `to` inclusive, days in UTC) or ISO times (`to` exclusive), the way a
 * client names days in the player's own zone; the last 30 days when absent.
 */
function range(request: FastifyRequest, now: number): StatementRange | string {
  const query = request.query as { from?: string; to?: string };
  const parse = (value: string | undefined, end: boolean) => {
    if (!value) return undefined;
    const at = Date.parse(value);
    if (Number.isNaN(at)) return null;
    return end && /^\d{4}-\d{2}-\d{2}$/.test(value) ? at + DAY : at;
  };
  const from = parse(query.from, false);
  const to = parse(query.to, true);
  if (from === null || to === null) return 'from and to must be dates like 2026-11-22.';
  const result = { from: from ?? now - 30 * DAY, to: to ?? now + 1 };
  if (result.from > result.to) return 'from must not be after to.';
  return result;
}

function pageSize(text: string | undefined): number | string {
  if (text === undefined || text === '') return STATEMENT_PAGE_DEFAULT;
  const size = Number(text);
  return Number.isInteger(size) && size >= 1 && size <= STATEMENT_PAGE_MAX ? size : `limit must be a whole number from 1 to ${STATEMENT_PAGE_MAX}.`;
}

const iso = (ms: number) => new Date(ms).toISOString();

export function statementsRoutes(app: FastifyInstance, sandbox: Sandbox): void {
  const db = sandbox.database.db;

  const refuse = async (reply: FastifyReply, message: string) => {
    await reply.code(400).send({ success: false, message });
    return null;
  };

  const prepare = async (request: FastifyRequest, reply: FastifyReply) => {
    const player = await requireOwnAccount(sandbox, request, reply, 'You can only see your own statements.');
    if (!player) return null;
    const window = range(request, sandbox.now());
    if (typeof window === 'string') return refuse(reply, window);
    return { player, window };
  };

  app.get('/account/:memberCode/account-statement', async (request, reply) => {
    const ready = await prepare(request, reply);
    if (!ready) return reply;
    const query = request.query as { cursor?: string; limit?: string };
    const limit = pageSize(query.limit);
    if (typeof limit === 'string') return (await refuse(reply, limit)) ?? reply;
    const cursor = query.cursor ? decodeCursor(query.cursor) : null;
    if (query.cursor && !cursor) return (await refuse(reply, 'cursor must be the nextCursor of an earlier page.')) ?? reply;
    const page = await accountStatementPage(db, ready.player.user.id, ready.window, cursor, limit);
    return { success: true, result: accountStatementWire(page) } satisfies AccountStatement;
  });

  app.get('/account/:memberCode/betting-profit-loss', async (request, reply) => {
    const ready = await prepare(request, reply);
    if (!ready) return reply;
    const markets = await bettingProfitLoss(db, ready.player.user.id, ready.window);
    return { success: true, result: { total: toRupees(markets.reduce((sum, m) => sum + m.profitLoss, 0)), rows: markets.map(marketProfitLossWire).reverse() } } satisfies BettingProfitLoss;
  });

  app.get('/account/:memberCode/betting-profit-loss/:marketId', async (request, reply) => {
    const player = await requireOwnAccount(sandbox, request, reply, 'You can only see your own statements.');
    if (!player) return reply;
    const { marketId } = request.params as { marketId: string };
    const market = await marketBets(db, player.user.id, marketId, (id, runnerId) => sandbox.board.market(id)?.runners.find((r) => r.id === runnerId)?.name);
    if (!market) return reply.code(404).send({ success: false, message: 'No settled bets of yours on this market.' });
    return { success: true, result: marketBetsWire(market) } satisfies MarketBets;
  });

  app.get('/account/:memberCode/transfer-statement', async (request, reply) => {
    const ready = await prepare(request, reply);
    if (!ready) return reply;
    const rows = (await postingsInRange(db, ready.player.user.id, ready.window, { exceptKinds: ['settlement'] })).map((entry): Transfer => ({
      refrenceNo: `${entry.kind}-${entry.id}`,
      date: iso(entry.at),
      type: entry.kind,
      description: entry.description,
      amount: toRupees(entry.amount),
    }));
    return { success: true, result: rows.reverse() } satisfies TransferStatement;
  });
}

/** A page of the account statement in the wire's rupees: a posting is a credit or a debit, never both. */
function accountStatementWire(page: StatementPage): AccountStatement['result'] {
  return {
    openingBalance: toRupees(page.openingBalance),
    closingBalance: toRupees(page.closingBalance),
    rows: page.rows.map((row): StatementRow => ({
      refrenceNo: `${row.kind}-${row.id}`,
      date: iso(row.at),
      description: row.description,
      type: row.kind,
      reference: row.reference,
      credit: row.amount > 0 ? toRupees(row.amount) : 0,
      debit: row.amount < 0 ? toRupees(-row.amount) : 0,
      balance: toRupees(row.balance),
    })),
    nextCursor: page.next ? encodeCursor(page.next) : null,
  };
}

function marketProfitLossWire(m: MarketProfitLoss): ProfitLossRow {
  return {
    marketId: m.marketId,
    marketName: m.marketName,
    marketType: m.marketType,
    eventName: m.eventName,
    eventId: m.eventId,
    eventTypeId: m.eventTypeId,
    settledTime: iso(m.settledAt),
    profitLoss: toRupees(m.profitLoss),
    commission: toRupees(m.commission),
  };
}

/** One market's settled bets; a line market's price is its line's rate, any other's is odds in hundredths. */
function marketBetsWire(market: MarketBetsModel): MarketBets['result'] {
  const line = isLineMarket(market.marketType);
  return {
    ...market,
    bets: market.bets.map(({ placedAt, settledAt, ...bet }): SettledBet => ({
      ...bet,
      side: bet.side === 'back' ? 'Back' : 'Lay',
      price: line ? bet.price : bet.price / 100,
      stake: toRupees(bet.stake),
      matched: toRupees(bet.matched),
      placedTime: iso(placedAt),
      settledTime: settledAt === null ? null : iso(settledAt),
      profitLoss: toRupees(bet.profitLoss),
      commission: toRupees(bet.commission),
    })),
  };
}
