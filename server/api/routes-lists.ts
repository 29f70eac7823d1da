/** Lists the spec leaves unnamed: the casino lobby, its thumbnails, payment methods and the player's wallet transactions. */
import type { FastifyInstance } from 'fastify';
import { CASINO_GAMES, gameThumbnail, type CasinoCategory } from '../catalogue/casino-games';
import { accountId } from '../exchange/ledger';
import type { Sandbox } from '../sandbox';
import { requireOwnAccount } from './auth-guard';
import { toRupees } from './wire';

const CATEGORIES: readonly CasinoCategory[] = ['live-casino', 'indian-card-games', 'slot-games', 'crash', 'fishing', 'table-games'];

/** How players pay in and out in the sandbox. */
export const PAYMENT_METHODS = [
  { id: 'upi', name: 'UPI', kind: 'deposit-and-withdrawal', minAmount: 100, maxAmount: 1_00_000, details: { upiId: 'sandbox.exchange@upi', payeeName: 'Sandbox Exchange' } },
  { id: 'bank', name: 'Bank transfer (IMPS/NEFT)', kind: 'deposit-and-withdrawal', minAmount: 500, maxAmount: 10_00_000, details: { accountName: 'Sandbox Exchange', accountNumber: '000123456789', ifsc: 'SBIN0000001', bank: 'Sandbox Bank' } },
] as const;

export function listsRoutes(app: FastifyInstance, sandbox: Sandbox): void {
  app.get('/casino/games', async (request, reply) => {
    const { category, provider, search } = request.query as { category?: string; provider?: string; search?: string };
    if (category && !CATEGORIES.includes(category as CasinoCategory)) {
      return reply.code(400).send({ success: false, message: `category must be one of ${CATEGORIES.join(', ')}.` });
    }
    const text = search?.trim().toLowerCase();
    const games = CASINO_GAMES.filter((g) => (!category || g.category === category) && (!provider || g.provider === provider) && (!text || g.name.toLowerCase().includes(text)));
    return {
      success: true,
      result: {
        categories: CATEGORIES,
        providers: [...new Set(CASINO_GAMES.map((g) => g.provider))],
        games: games.map((g) => ({ ...g, thumbnail: `/api/casino/thumbnail/${g.gameId}.svg` })),
      },
    };
  });

  app.get('/casino/thumbnail/:file', async (request, reply) => {
    const id = /^(\d{1,6})\.svg$/.exec((request.params as { file: string }).file)?.[1];
    const game = CASINO_GAMES.find((g) => g.gameId === id);
    if (!game) return reply.code(404).send({ success: false, message: 'No such game.' });
    return reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=86400').send(gameThumbnail(game));
  });

  app.get('/wallet/payment-methods', async () => ({ success: true, result: PAYMENT_METHODS }));

  app.get('/account/:memberCode/transactions', async (request, reply) => {
    const player = await requireOwnAccount(sandbox, request, reply, 'You can only see your own transactions.');
    if (!player) return reply;
    const rows = await sandbox.database.db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_transactions as t', 't.id', 'e.tx_id')
      .select(['e.id', 'e.amount', 'e.created_at', 't.kind', 't.description'])
      .where('e.account_id', '=', accountId(player.user.id, 'cash'))
      .where('t.kind', 'in', ['deposit', 'withdrawal'])
      .orderBy('e.id', 'desc')
      .limit(200)
      .execute();
    return {
      success: true,
      result: rows.map((row) => ({ refrenceNo: `${row.kind}-${row.id}`, type: row.kind, status: 'APPROVED', amount: toRupees(Math.abs(Number(row.amount))), date: new Date(Number(row.created_at)).toISOString(), description: row.description })),
    };
  });
}
