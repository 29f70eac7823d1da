/**
 * Statements read from the ledger: the account statement (every posting on the player's cash account
 * with the running balance), betting profit and loss (settlements by market) and the transfer statement
 * (deposits and withdrawals).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accountId } from '../exchange/ledger';
import type { Sandbox } from '../sandbox';
import { requireOwnAccount } from './auth-guard';
import { toRupees } from './wire';

interface Range {
  from: number;
  to: number;
}

const DAY = 86_400_000;

/** from/to as dates (YYYY-MM-DD, `to` inclusive) or ISO times; the last 30 days when absent. */
function range(request: FastifyRequest, now: number): Range | string {
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

export function statementsRoutes(app: FastifyInstance, sandbox: Sandbox): void {
  const db = sandbox.database.db;

  const prepare = async (request: FastifyRequest, reply: FastifyReply) => {
    const player = await requireOwnAccount(sandbox, request, reply, 'You can only see your own statements.');
    if (!player) return null;
    const window = range(request, sandbox.now());
    if (typeof window === 'string') {
      await reply.code(400).send({ success: false, message: window });
      return null;
    }
    return { player, window };
  };

  const entries = (userId: string, window: Range, kinds?: string[]) => {
    let query = db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_transactions as t', 't.id', 'e.tx_id')
      .select(['e.id', 'e.amount', 'e.created_at', 't.kind', 't.reference', 't.description'])
      .where('e.account_id', '=', accountId(userId, 'cash'))
      .where('e.created_at', '>=', window.from)
      .where('e.created_at', '<', window.to);
    if (kinds) query = query.where('t.kind', 'in', kinds);
    return query.orderBy('e.id', 'asc').execute();
  };

  app.get('/account/:memberCode/account-statement', async (request, reply) => {
    const ready = await prepare(request, reply);
    if (!ready) return reply;
    const { player, window } = ready;
    const before = await db
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.sum<number>('amount').as('total'))
      .where('account_id', '=', accountId(player.user.id, 'cash'))
      .where('created_at', '<', window.from)
      .executeTakeFirst();
    let running = Number(before?.total ?? 0);
    const rows = (await entries(player.user.id, window)).map((entry) => {
      running += Number(entry.amount);
      return {
        refrenceNo: `${entry.kind}-${entry.id}`,
        date: new Date(Number(entry.created_at)).toISOString(),
        description: entry.description,
        type: entry.kind,
        credit: Number(entry.amount) > 0 ? toRupees(Number(entry.amount)) : 0,
        debit: Number(entry.amount) < 0 ? toRupees(-Number(entry.amount)) : 0,
        balance: toRupees(running),
      };
    });
    return { success: true, result: { openingBalance: toRupees(Number(before?.total ?? 0)), closingBalance: toRupees(running), rows: rows.reverse() } };
  });

  app.get('/account/:memberCode/betting-profit-loss', async (request, reply) => {
    const ready = await prepare(request, reply);
    if (!ready) return reply;
    const { player, window } = ready;
    const settlements = await entries(player.user.id, window, ['settlement']);
    const marketIds = settlements.map((s) => s.reference.split(':')[0]!);
    const markets = marketIds.length
      ? await db.selectFrom('orders').select(['market_id', 'market_name', 'event_name', 'event_id', 'event_type_id']).where('user_id', '=', player.user.id).where('market_id', 'in', marketIds).execute()
      : [];
    const rows = settlements.map((entry) => {
      const marketId = entry.reference.split(':')[0]!;
      const market = markets.find((m) => m.market_id === marketId);
      return {
        marketId,
        marketName: market?.market_name ?? marketId,
        eventName: market?.event_name ?? '',
        eventId: market?.event_id ?? '',
        eventTypeId: market?.event_type_id ?? '',
        settledTime: new Date(Number(entry.created_at)).toISOString(),
        profitLoss: toRupees(Number(entry.amount)),
      };
    });
    return { success: true, result: { total: toRupees(settlements.reduce((sum, s) => sum + Number(s.amount), 0)), rows: rows.reverse() } };
  });

  app.get('/account/:memberCode/transfer-statement', async (request, reply) => {
    const ready = await prepare(request, reply);
    if (!ready) return reply;
    const { player, window } = ready;
    const rows = (await entries(player.user.id, window, ['deposit', 'withdrawal'])).map((entry) => ({
      refrenceNo: `${entry.kind}-${entry.id}`,
      date: new Date(Number(entry.created_at)).toISOString(),
      type: entry.kind,
      description: entry.description,
      amount: toRupees(Number(entry.amount)),
    }));
    return { success: true, result: rows.reverse() };
  });
}
