import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brandManifest, repositoryFetch } from '../../tests/support/fixtures';
import { pluginRegistry } from '../generated/plugin-registry';
import { boot, unmountBoot, type BootEnvironment } from './boot';

function environment(hostname: string, overrides: Record<string, unknown> = {}) {
  const redirect = vi.fn<(url: string) => void>();
  const env: BootEnvironment = { hostname, href: `http://${hostname}:8080/sports-page/Cricket/4?x=1`, fetch: repositoryFetch(overrides), redirect, registry: pluginRegistry };
  return Object.assign(env, { redirect });
}

const containers: HTMLElement[] = [];

function container(): HTMLElement {
  const element = document.createElement('div');
  document.body.appendChild(element);
  containers.push(element);
  return element;
}

const head = (selector: string, attribute: string) => document.head.querySelector(selector)?.getAttribute(attribute);

describe('boot', () => {
  afterEach(() => {
    // Nothing boot started may render once the test (and at the end, the page) is gone.
    for (const element of containers.splice(0)) unmountBoot(element);
    document.body.innerHTML = '';
  });

  it.each([
    ['localhost', 'red', '#c10931', 'Crimson Exchange'],
    ['green.localhost', 'green', '#1e8067', 'Emerald Exchange'],
    ['yellow.localhost', 'yellow', '#FFC629', 'Sunrise Exchange'],
    ['unknown.example', 'red', '#c10931', 'Crimson Exchange'],
  ])('%s boots brand %s', async (host, id, color, appName) => {
    const root = container();
    expect(await boot(root, environment(host))).toBe('mounted');
    const manifest = brandManifest(id);
    expect(document.title).toBe(manifest.identity.title);
    expect(head('meta[name="description"]', 'content')).toBe(manifest.identity.metaDescription);
    expect(head('meta[name="theme-color"]', 'content')).toBe(color);
    expect(head('link[rel="icon"]', 'href')).toBe(`/brands/${id}/assets/favicon.svg`);
    expect(head('link[rel="manifest"]', 'href')).toBe(`/brands/${id}/assets/site.webmanifest`);
    expect(document.documentElement.style.getPropertyValue('--wl-color-theme')).toBe(color);
    await waitFor(() => expect(root.querySelector('header img')?.getAttribute('src')).toBe(`/brands/${id}/assets/logo.svg`));
    expect(root.querySelector('header img')?.getAttribute('alt')).toBe(appName);
  });

  it('redirects a host the redirect map names to its target, keeping the address', async () => {
    const env = environment('emerald.localhost');
    expect(await boot(container(), env)).toBe('redirected');
    expect(env.redirect).toHaveBeenCalledWith('http://green.localhost:8080/sports-page/Cricket/4?x=1');
  });

  it('refuses and reports a redirect to a host no brand declares', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const config = JSON.parse(JSON.stringify({ appConfig: [{ model: 'redirect', redirect: { localhost: 'phish.example' } }] }));
    const env = environment('localhost', { '/api/app-config': { success: true, result: config } });
    expect(await boot(container(), env)).toBe('mounted');
    expect(env.redirect).not.toHaveBeenCalled();
    expect(errors).toHaveBeenCalledWith('Redirect from localhost to phish.example refused: no brand declares phish.example.');
    errors.mockRestore();
  });

  it('goes on without an app config the server will not give', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const env = environment('localhost', { '/api/app-config': { success: false } });
    expect(await boot(container(), env)).toBe('mounted');
    expect(warn).toHaveBeenCalledWith('Boot goes on without the app config: app config: the server answered success false');
    warn.mockRestore();
  });

  it('stops on an invalid manifest with a page naming the file, pointer and expectation', async () => {
    const manifest = brandManifest('green');
    manifest.flags.deposit = 'yes';
    delete manifest.identity.title;
    const root = container();
    const env = environment('green.localhost', { '/brands/green/manifest.json': manifest });
    expect(await boot(root, env)).toBe('invalid-manifest');
    await waitFor(() => expect(root.querySelector('[data-testid="invalid-manifest"]')).not.toBeNull());
    const text = root.textContent ?? '';
    expect(text).toContain('brands/green/manifest.json has 2 problems');
    expect(text).toContain('/identity/title: expected a value (it is required)');
    expect(text).toContain('/flags/deposit: expected boolean, got string');
  });
});
