import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../tests/support/fixtures';
import { copyOfBrands } from '../tests/support/test-server';
import { readBrandData } from './brand-files';
import { createPageRenderer } from './page-html';

const assetsDir = mkdtempSync(join(tmpdir(), 'wl-assets-'));
for (const file of ['main-abc.js', 'plugin-support-Xy_1.js', 'plugin-exchange-Q2.js', 'plugin-support-Xy_1.js.br']) writeFileSync(join(assetsDir, file), '');
mkdirSync(join(assetsDir, 'nested'));
const render = createPageRenderer({
  indexHtml: '<html><head><title>x</title></head><body><div id="root"></div></body></html>',
  assetsDir,
  brandsRoot: PROJECT_ROOT,
  brands: readBrandData(PROJECT_ROOT, PROJECT_ROOT),
});

function embedded(html: string): Record<string, unknown> {
  const match = /<script type="application\/json" id="wl-embedded-responses">(.*?)<\/script>/s.exec(html);
  return JSON.parse(match![1]!) as Record<string, unknown>;
}

describe('the app page for a host', () => {
  afterAll(() => rmSync(assetsDir, { recursive: true, force: true }));

  it.each([
    ['localhost', 'red'],
    ['green.localhost', 'green'],
    ['unknown.example', 'red'],
  ])('%s carries the index, the %s manifest and the app config', (host, brandId) => {
    const data = embedded(render(host));
    expect(Object.keys(data).sort()).toEqual(['/api/app-config', '/brand-index.json', `/brands/${brandId}/manifest.json`]);
    expect((data[`/brands/${brandId}/manifest.json`] as { id: string }).id).toBe(brandId);
    expect((data['/api/app-config'] as { success: boolean }).success).toBe(true);
  });

  it('draws the header bar and the home heading into the page for the home path, and nothing for others without a first screen', () => {
    const home = render('green.localhost', '/');
    // "Skip to content" first for Tab, aiming at main's id as the app's does, so the place carries over.
    expect(home).toContain('<div id="root"><a class="wl-preview-skip" href="#main">Skip to content</a><div class="wl-preview-bar">');
    expect(home).toContain('<div class="wl-preview-body"><div class="wl-preview-left"></div><main class="wl-preview-main" id="main" tabindex="-1"><section><h1 class="wl-preview-heading">Emerald Exchange</h1></section></main>');
    expect(home).toContain('--wl-color-theme:#1e8067');
    expect(home).toContain('.wl-preview-bar{position:fixed;top:0;left:0;right:0;z-index:30;height:54px;');
    expect(render('green.localhost', '/sports-page/Cricket/4')).toContain('<div id="root"></div>');
  });

  it("draws the header bar's logo as the header does: the compact one on phones when the brand's flag is on, the wide one on desktops", () => {
    const bar = (html: string) => /<div class="wl-preview-bar">(.*?)<\/div>/.exec(html)![1];
    // Every shipped brand switches its compact logo on.
    expect(bar(render('green.localhost', '/'))).toBe(
      '<a class="wl-preview-logo" href="/" aria-label="Emerald Exchange home"><picture><source media="(min-width:1024px)" srcset="/brands/green/assets/logo.svg" />' +
        '<img src="/brands/green/assets/mobile-logo.svg" alt="Emerald Exchange" data-logo="mobile" /></picture></a><a class="wl-preview-home" href="/">Home</a>',
    );
    const brands = copyOfBrands();
    try {
      const file = join(brands.root, 'brands', 'red', 'manifest.json');
      const manifest = JSON.parse(readFileSync(file, 'utf8'));
      const renderRed = () => createPageRenderer({ indexHtml: '<html><head></head><body><div id="root"></div></body></html>', assetsDir, brandsRoot: brands.root, brands: readBrandData(brands.root, PROJECT_ROOT) })('localhost');
      manifest.flags.mobileLogo = false;
      writeFileSync(file, JSON.stringify(manifest));
      expect(bar(renderRed())).toBe('<a class="wl-preview-logo" href="/" aria-label="Crimson Exchange home"><img src="/brands/red/assets/logo.svg" alt="Crimson Exchange" data-logo="wide" /></a><a class="wl-preview-home" href="/">Home</a>');
      // A wide logo on https is used as it is, and its address is escaped.
      manifest.assets.logo = 'https://cdn.example/logo.svg?a=1&b="2"';
      writeFileSync(file, JSON.stringify(manifest));
      expect(bar(renderRed())).toContain('<img src="https://cdn.example/logo.svg?a=1&amp;b=&quot;2&quot;" alt="Crimson Exchange" data-logo="wide" />');
      // The pills on the bar get the overlay the app would set for the header's text colour.
      manifest.theme.colors = { ...manifest.theme.colors, 'header-text': '#111111' };
      writeFileSync(file, JSON.stringify(manifest));
      expect(renderRed()).toMatch(/:root\{[^}]*--wl-header-overlay:rgba\(255, 255, 255, 0\.4\)/);
    } finally {
      brands.remove();
    }
  });

  it('preloads the chunks of the plugins the brand enables, and nothing else', () => {
    const html = render('localhost');
    expect(html).toContain('<link rel="modulepreload" href="/assets/plugin-support-Xy_1.js" />');
    expect(html).not.toContain('.br"');
    expect(html).not.toContain('main-abc.js');
  });

  it('cannot be broken out of by text in a manifest', () => {
    const brands = copyOfBrands();
    try {
      const file = join(brands.root, 'brands', 'red', 'manifest.json');
      const manifest = JSON.parse(readFileSync(file, 'utf8'));
      manifest.identity.appName = '</script><script>alert(1)</script>\u2028';
      writeFileSync(file, JSON.stringify(manifest));
      const html = createPageRenderer({ indexHtml: '<html><head></head><body><div id="root"></div></body></html>', assetsDir, brandsRoot: brands.root, brands: readBrandData(brands.root, PROJECT_ROOT) })('localhost');
      expect(html.match(/<script/g)).toHaveLength(1);
      expect(html).toContain('<h1 class="wl-preview-heading">&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
      expect((embedded(html)['/brands/red/manifest.json'] as { identity: { appName: string } }).identity.appName).toBe(manifest.identity.appName);
    } finally {
      brands.remove();
    }
  });
});
