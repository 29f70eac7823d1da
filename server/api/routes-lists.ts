/** Lists the spec leaves unnamed: the casino lobby and its thumbnails (payment methods are in routes-wallet.ts). */
import type { FastifyInstance } from 'fastify';
import type { CasinoGames } from '../../schemas/wire';
import { gameThumbnail, type CasinoCategory, type CasinoGame } from '../catalogue/casino-games';

const CATEGORIES: readonly CasinoCategory[] = ['live-casino', 'indian-card-games', 'slot-games', 'crash', 'fishing', 'table-games'];

/** `casino/games`'s answer: the games of `all` in the category and of the provider asked for, whose names hold `search`. */
export function casinoGamesBody(all: readonly CasinoGame[], { category, provider, search }: { category?: string; provider?: string; search?: string } = {}): CasinoGames {
  const text = search?.trim().toLowerCase();
  const games = all.filter((g) => (!category || g.category === category) && (!provider || g.provider === provider) && (!text || g.name.toLowerCase().includes(text)));
  return {
    success: true,
    result: {
      categories: CATEGORIES,
      providers: [...new Set(all.map((g) => g.provider))],
      games: games.map((g) => ({ ...g, thumbnail: `/api/casino/thumbnail/${g.gameId}.svg` })),
    },
  };
}

/** `lobby`: the games the lobby lists, read at each request. */
export function listsRoutes(app: FastifyInstance, lobby: () => readonly CasinoGame[]): void {
  app.get('/casino/games', async (request, reply) => {
    const { category, provider, search } = request.query as { category?: string; provider?: string; search?: string };
    if (category && !CATEGORIES.includes(category as CasinoCategory)) {
      return reply.code(400).send({ success: false, message: `category must be one of ${CATEGORIES.join(', ')}.` });
    }
    return casinoGamesBody(lobby(), { category, provider, search });
  });

  app.get('/casino/thumbnail/:file', async (request, reply) => {
    const id = /^(\d{1,6})\.svg$/.exec((request.params as { file: string }).file)?.[1];
    const game = lobby().find((g) => g.gameId === id);
    if (!game) return reply.code(404).send({ success: false, message: 'No such game.' });
    return reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=86400').send(gameThumbnail(game));
  });
}
