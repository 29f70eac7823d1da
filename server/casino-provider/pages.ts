/**
 * The provider's HTTP side: the launch call the operator makes (signed like wallet calls) and the pages a
 * launch URL opens: a table's page, a game's own page (registered by its module, e.g. Aviator's), or an
 * honest page for a game this sandbox does not run.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { escapeXml } from '../../domain/text/escape-xml';
import type { ProviderTable } from './games';

function signedBy(secret: string, raw: string, given: unknown): boolean {
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/i.test(given)) return false;
  return timingSafeEqual(createHmac('sha256', secret).update(raw).digest(), Buffer.from(given, 'hex'));
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeXml(title)}</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#111827;color:#f9fafb;font:16px/1.5 system-ui,sans-serif}main{max-width:34rem;padding:1.5rem;text-align:center}h1{font-size:1.4rem;margin:0 0 .75rem}p{color:#d1d5db}</style>
</head><body><main>${body}</main></body></html>`;
}

/** The table page: its script (server/casino-provider/table-page) draws the table into #table. */
function tablePage(title: string, script: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeXml(title)}</title>
<script type="module" src="${escapeXml(script)}"></script>
</head><body><main id="table"><p>Joining the table…</p></main></body></html>`;
}

const REAL_GAMES = 'Teen Patti 20-20, Andar Bahar, Dragon Tiger, Lucky 7 and 32 Cards';

/** A game of this provider served by a page of its own (not a card table), by the catalogue's game id. */
export interface ProviderPageGame {
  gameId: string;
  /** The page's path on the provider's origin, e.g. /casino-provider/aviator; the token is added as its fragment. */
  path: string;
}

export interface ProviderPagesOptions {
  providerId: string;
  secret: string;
  tables: readonly ProviderTable[];
  publicOrigin: () => string;
  tableScript: string | null;
  /** Games with pages of their own, launched like tables. */
  pageGames?: readonly ProviderPageGame[];
}

export function providerPages(app: FastifyInstance, options: ProviderPagesOptions): void {
  void app.register(
    async (provider) => {
      provider.removeAllContentTypeParsers();
      provider.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 8 * 1024 }, (_request, body, done) => done(null, body));

      provider.post('/launch', async (request, reply) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        if (request.headers['x-casino-provider'] !== options.providerId || !signedBy(options.secret, raw, request.headers['x-casino-signature'])) {
          return reply.code(401).send({ status: 'ERROR', code: 'INVALID_SIGNATURE', message: 'The launch request is not signed by the operator.' });
        }
        let launch: { token?: unknown; gameId?: unknown; gameName?: unknown };
        try {
          launch = JSON.parse(raw) as typeof launch;
        } catch {
          return reply.code(400).send({ status: 'ERROR', code: 'INVALID_REQUEST', message: 'The body is not valid JSON.' });
        }
        if (typeof launch.token !== 'string' || typeof launch.gameId !== 'string') return reply.code(400).send({ status: 'ERROR', code: 'INVALID_REQUEST', message: 'token and gameId are required.' });
        // The token rides in the fragment: it never reaches a server log or a Referer header.
        const fragment = `#token=${encodeURIComponent(launch.token)}`;
        const pageGame = options.pageGames?.find((g) => g.gameId === launch.gameId);
        if (pageGame) return { url: `${options.publicOrigin()}${pageGame.path}${fragment}`, available: true };
        const table = options.tables.find((t) => t.gameId === launch.gameId);
        if (!table) {
          const name = typeof launch.gameName === 'string' ? launch.gameName : `Game ${launch.gameId}`;
          return { url: `${options.publicOrigin()}/casino-provider/unavailable/${encodeURIComponent(launch.gameId)}?name=${encodeURIComponent(name)}`, available: false };
        }
        return { url: `${options.publicOrigin()}/casino-provider/play/${table.tableId}${fragment}`, available: true, tableId: table.tableId };
      });

      provider.get('/play/:tableId', async (request, reply) => {
        const table = options.tables.find((t) => t.tableId === (request.params as { tableId: string }).tableId);
        if (!table) return reply.code(404).type('text/html; charset=utf-8').send(page('No such table', '<h1>No such table</h1><p>Open a game from the casino lobby.</p>'));
        if (!options.tableScript) return reply.code(503).type('text/html; charset=utf-8').send(page('Table unavailable', '<h1>This table cannot be shown</h1><p>The table page has not been built (npm run build).</p>'));
        return reply.type('text/html; charset=utf-8').send(tablePage(`${table.game.name} · table ${table.tableId}`, options.tableScript));
      });

      provider.get('/unavailable/:gameId', async (request, reply) => {
        const name = String((request.query as { name?: unknown }).name ?? 'This game').slice(0, 80);
        return reply
          .type('text/html; charset=utf-8')
          .send(page(`${name} is not available`, `<h1>${escapeXml(name)} is not available in the sandbox</h1><p>The sandbox game provider runs real rounds of ${REAL_GAMES} only. This game is listed so the lobby can be seen whole; there is no game behind it here, and no money is taken.</p>`));
      });
    },
    { prefix: '/casino-provider' },
  );
}
