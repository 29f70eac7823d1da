/**
 * Boot: host → brand → manifest (validated) → theme and document → app config (redirect) → session →
 * plugins → router. Only an invalid manifest stops it; every other problem is reported and boot goes on.
 */
import { createRoot, type Root } from 'react-dom/client';
import { pluginRegistry } from '../generated/plugin-registry';
import type { BrandIndex } from '../../domain/manifest/types';
import { assemblePlugins } from '../plugin-host/assemble';
import type { PluginRegistry } from '../plugin-host/registry';
import { ErrorView } from '../shell/ErrorPage';
import { engineStore } from '../state/engine-store';
import { restoreSession } from '../state/session';
import { App } from './App';
import { loadAppConfig } from './app-config';
import { applyDocument } from './apply-document';
import { applyTheme } from './apply-theme';
import { loadManifest } from './load-manifest';
import { fetchWithEmbedded, readEmbeddedResponses } from './embedded-responses';
import { decideRedirect, redirectUrl } from './redirect';
import { resolveBrandId } from '../../domain/brand/resolve-brand';
import { createEngineServices } from './services';
import { captureFirstScreen } from './first-screen';
import { carryFocus, focusPlace } from './carry-focus';
import { sendVisitorHome } from '../router/visitor-redirect';

export const BRAND_INDEX_URL = '/brand-index.json';

export type BootOutcome = 'mounted' | 'invalid-manifest' | 'redirected' | 'failed';

/** What boot reads from and does to the page; tests pass their own. */
export interface BootEnvironment {
  hostname: string;
  href: string;
  fetch: typeof fetch;
  redirect(url: string): void;
  registry: PluginRegistry;
}

export function browserEnvironment(): BootEnvironment {
  return {
    hostname: window.location.hostname,
    href: window.location.href,
    fetch: fetchWithEmbedded(readEmbeddedResponses(document), window.fetch.bind(window)),
    redirect: (url) => window.location.replace(url),
    registry: pluginRegistry,
  };
}

async function fetchBrandIndex(fetcher: typeof fetch): Promise<BrandIndex> {
  const response = await fetcher(BRAND_INDEX_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`The brand index could not be loaded (HTTP ${response.status}).`);
  return (await response.json()) as BrandIndex;
}

/** What boot mounted into each container, so it can be taken down again. */
const mounted = new WeakMap<HTMLElement, { root: Root; disconnect?: () => void }>();

/** Unmounts what boot rendered into the container and closes its realtime connection. */
export function unmountBoot(container: HTMLElement): void {
  const entry = mounted.get(container);
  if (!entry) return;
  mounted.delete(container);
  entry.root.unmount();
  entry.disconnect?.();
}

export async function boot(container: HTMLElement, env: BootEnvironment = browserEnvironment()): Promise<BootOutcome> {
  const root: Root = createRoot(container);
  const entry: { root: Root; disconnect?: () => void } = { root };
  mounted.set(container, entry);
  try {
    const index = await fetchBrandIndex(env.fetch);
    const brandId = resolveBrandId(env.hostname, index);
    const result = await loadManifest(brandId, env.fetch, index.verified?.[brandId]);
    if (!result.ok) {
      document.title = 'Invalid brand configuration';
      // Only a broken brand needs this page: its code stays out of the boot bundle.
      const { InvalidManifestPage } = await import('./InvalidManifestPage');
      root.render(<InvalidManifestPage file={result.file} problems={result.problems} />);
      return 'invalid-manifest';
    }
    const brand = result.manifest;
    engineStore.brand = brand;
    applyTheme(brand.theme);
    applyDocument(brand);

    const config = await loadAppConfig(brand.api.baseUrl, env.fetch, index.verifiedAppConfig);
    if (!config.ok) console.warn(`Boot goes on without the app config: ${config.reason}`);
    const decision = decideRedirect(env.hostname, config.ok ? config.config : null, new Set(Object.keys(index.hosts)));
    if (decision.action === 'redirect') {
      env.redirect(redirectUrl(new URL(env.href), decision.target));
      return 'redirected';
    }
    if (decision.action === 'refused') console.error(decision.reason);

    restoreSession();
    captureFirstScreen(container, new URL(env.href).pathname);
    const services = createEngineServices(brand);
    entry.disconnect = () => services.socket.disconnect();
    const assembly = await assemblePlugins(brand, env.registry, services);
    sendVisitorHome(env.href, assembly.routes);
    engineStore.problems = [...assembly.problems];
    for (const problem of assembly.problems) console.error(`[${problem.code}] ${problem.message}${problem.detail ? ` (${problem.detail})` : ''}`);
    const place = focusPlace(container);
    const firstRender = () => {
      carryFocus(container, place);
      services.idle.release();
    };
    root.render(<App brand={brand} assembly={assembly} services={services} onFirstRender={firstRender} />);
    return 'mounted';
  } catch (error) {
    console.error('Boot failed', error);
    root.render(<ErrorView error={error} />);
    return 'failed';
  }
}
