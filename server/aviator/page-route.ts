/**
 * The page an Aviator launch URL opens, GET /casino-provider/aviator#token=…: a shell loading the built
 * page script (server/aviator/page, built to dist/assets/aviator-page-*.js), which joins the game over
 * the `/aviator` socket. It sits under the provider's prefix, so it gets the provider pages' policy
 * (only the brands' pages may frame it).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { escapeXml } from '../../domain/text/escape-xml';

/** The page's path under the provider's origin, as a launch answer names it. */
export const AVIATOR_PAGE_PATH = '/casino-provider/aviator';

/** Aviator in the casino catalogue (game id 7019), for the provider's launch answer. */
export const AVIATOR_PAGE_GAME = { gameId: '7019', path: AVIATOR_PAGE_PATH } as const;

/**
 * The built page script in dist/assets, as a path the page loads, or null when there is no build. A
 * build does not empty the folder, so of several the newest is the one.
 */
export function aviatorPageScript(dist: string): string | null {
  const assets = join(dist, 'assets');
  const files = existsSync(assets) ? readdirSync(assets).filter((name) => /^aviator-page-[\w-]+\.js$/.test(name)) : [];
  const newest = files.map((name) => ({ name, at: statSync(join(assets, name)).mtimeMs })).sort((a, b) => b.at - a.at)[0];
  return newest ? `/assets/${newest.name}` : null;
}

const HEAD = '<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="dark"><link rel="icon" href="data:,">';

function gamePage(script: string): string {
  return `<!doctype html>
<html lang="en"><head>${HEAD}<title>Aviator</title>
<style>body{margin:0;background:#0e0e0e;color:#f3f3f3;font:16px/1.5 system-ui,sans-serif}</style>
<script type="module" src="${escapeXml(script)}"></script>
</head><body><main id="aviator"><p>Joining Aviator…</p></main></body></html>`;
}

function notBuiltPage(): string {
  return `<!doctype html>
<html lang="en"><head>${HEAD}<title>Aviator unavailable</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0e0e0e;color:#f3f3f3;font:16px/1.5 system-ui,sans-serif}main{max-width:34rem;padding:1.5rem;text-align:center}h1{font-size:1.4rem;margin:0 0 .75rem}p{color:#c5c5c5}</style>
</head><body><main><h1>Aviator cannot be shown</h1><p>The Aviator page has not been built (npm run build). No bet was taken.</p></main></body></html>`;
}

/** Registers the page; `script` is read once, at start (aviatorPageScript). */
export function aviatorPageRoute(app: FastifyInstance, options: { script: string | null }): void {
  app.get(AVIATOR_PAGE_PATH, async (_request, reply) => {
    if (!options.script) return reply.code(503).type('text/html; charset=utf-8').send(notBuiltPage());
    return reply.type('text/html; charset=utf-8').send(gamePage(options.script));
  });
}
