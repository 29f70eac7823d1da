/**
 * The app page for one host. Besides the built index.html it carries, as JSON, the answers boot would
 * otherwise fetch one after another (brand index, the host's manifest, the app config when the brand's
 * API is this server), and modulepreload links for the plugin chunks the brand enables, so a phone on
 * a slow network starts rendering several round trips sooner. The browser validates all of it as if
 * fetched; a manifest that does not parse is simply left out and fetched (and reported) as usual. For
 * the exchange's pages it also carries their first screen: the markets with their prices drawn into
 * #root, and the answers they were drawn from (server/first-screen.ts), which the app starts from.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EMBEDDED_RESPONSES_ID } from '../domain/brand/embedded-responses';
import { resolveBrandId } from '../domain/brand/resolve-brand';
import { FIRST_SCREEN_ID, type FirstScreenSnapshot } from '../domain/brand/first-screen';
import { appConfigResponse, type BrandData } from './brand-files';
import type { FirstScreenDraw } from './first-screen';
import { pagePreview } from './page-preview';

export interface PageSources {
  indexHtml: string;
  assetsDir: string;
  brandsRoot: string;
  brands: BrandData;
  /** The first screen of a path (markets and prices) for a brand's manifest; none when left out. */
  firstScreen?: (path: string, manifest: Record<string, unknown>) => FirstScreenDraw | null;
}

/** JSON that cannot end the script element it sits in. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

function readManifest(brandsRoot: string, brandId: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(readFileSync(join(brandsRoot, 'brands', brandId, 'manifest.json'), 'utf8'));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function pluginPreloads(assetsDir: string, manifest: Record<string, unknown>): string[] {
  const plugins = manifest.plugins && typeof manifest.plugins === 'object' ? Object.keys(manifest.plugins) : [];
  const files = readdirSync(assetsDir).filter((file) => file.endsWith('.js'));
  return plugins
    .map((id) => files.find((file) => file.startsWith(`plugin-${id}-`) && /^plugin-[a-z0-9-]+-[A-Za-z0-9_-]+\.js$/.test(file)))
    .filter((file): file is string => Boolean(file))
    .map((file) => `<link rel="modulepreload" href="/assets/${file}" />`);
}

export function createPageRenderer(sources: PageSources): (hostname: string, path?: string) => string {
  return (hostname, path = '/') => {
    const { brands } = sources;
    const brandId = resolveBrandId(hostname, brands.index);
    const embedded: Record<string, unknown> = { '/brand-index.json': brands.index };
    const manifest = readManifest(sources.brandsRoot, brandId);
    const head: string[] = [];
    if (manifest) {
      embedded[`/brands/${brandId}/manifest.json`] = manifest;
      const baseUrl = (manifest.api as { baseUrl?: unknown } | undefined)?.baseUrl;
      const appConfig = appConfigResponse(brands);
      if (baseUrl === '/api/' && appConfig) embedded['/api/app-config'] = appConfig;
      head.push(...pluginPreloads(sources.assetsDir, manifest));
    }
    head.push(`<script type="application/json" id="${EMBEDDED_RESPONSES_ID}">${scriptSafeJson(embedded)}</script>`);
    let html = sources.indexHtml;
    const draw = manifest && sources.firstScreen ? sources.firstScreen(path, manifest) : null;
    if (draw) {
      const snapshot: FirstScreenSnapshot = { path, drawnAt: Date.now(), answers: draw.answers };
      head.push(`<script type="application/json" id="${FIRST_SCREEN_ID}">${scriptSafeJson(snapshot)}</script>`);
    }
    const preview = manifest ? pagePreview(manifest, draw, path) : null;
    if (preview) {
      head.push(`<style>${preview.style}</style>`);
      html = html.replace('<div id="root"></div>', `<div id="root">${preview.markup}</div>`);
    }
    return html.replace('</head>', `    ${head.join('\n    ')}\n  </head>`);
  };
}
