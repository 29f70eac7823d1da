/**
 * The page's first paint, drawn by the server into #root where the app will draw the same things: the
 * brand's header bar with its logo (and on phones the Home pill), on home the heading, and the first
 * screen's markup (server/first-screen.ts) in the page's main column. A phone on a slow network sees the markets and their prices within a round
 * trip of the HTML instead of after the scripts have run. The app replaces it on its first render,
 * showing the first screen's parts again while their code loads. Colours and fonts pass the same
 * sanitisers as the theme, and the text is escaped.
 */
import { FIRST_SCREEN_PART } from '../domain/brand/first-screen';
import { assetUrl } from '../domain/brand/asset-url';
import { themeToCssVariables } from '../domain/brand/css-tokens';
import { HEADER_OVERLAY_VARIABLE, headerOverlay } from '../domain/brand/header-overlay';
import { CRICKET_FIRST_SCREEN_CSS } from '../domain/exchange/cricket-first-screen';
import { FIRST_SCREEN_CSS } from '../domain/exchange/first-screen-markup';
import { escapeXml } from '../domain/text/escape-xml';
import type { FirstScreenDraw } from './first-screen';

interface ManifestLike {
  id?: unknown;
  identity?: { appName?: unknown };
  assets?: { logo?: unknown; mobileLogo?: unknown };
  flags?: { mobileLogo?: unknown };
  theme?: { themeColor?: unknown; colors?: Record<string, unknown>; fonts?: Record<string, unknown>; lengths?: Record<string, unknown> };
}

/** Spacing of the shell for each page frame (engine/router/engine-layout.json, engine/shell/Shell.tsx). */
const FRAMES = {
  // Home: fixed header, 94 px top padding.
  home: { mobileTop: 94, desktopTop: 94, mobileBar: 'fixed' },
  // Sport and competition pages: fixed header, 130 px top padding.
  list: { mobileTop: 130, desktopTop: 130, mobileBar: 'fixed' },
  // Event pages: no top padding; the header sits in the flow on phones and is fixed (72 px) on desktop.
  event: { mobileTop: 0, desktopTop: 72, mobileBar: 'static' },
} as const;

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/**
 * The header bar's logo as Header draws it: phones show the brand's compact logo when its flag is on
 * (else the wide one), desktops the wide one; and on phones the Home pill beside it. The account end
 * depends on who is signed in, which only the app knows, so it is left for the app.
 */
function headerMarkup(manifest: ManifestLike, appName: string): string {
  const brandId = text(manifest.id);
  const wide = text(manifest.assets?.logo);
  if (!brandId || !wide) return '';
  const compact = manifest.flags?.mobileLogo === true ? text(manifest.assets?.mobileLogo) : null;
  const wideUrl = escapeXml(assetUrl(brandId, wide));
  const image = compact
    ? `<picture><source media="(min-width:1024px)" srcset="${wideUrl}" /><img src="${escapeXml(assetUrl(brandId, compact))}" alt="${escapeXml(appName)}" data-logo="mobile" /></picture>`
    : `<img src="${wideUrl}" alt="${escapeXml(appName)}" data-logo="wide" />`;
  return `<a class="wl-preview-logo" href="/" aria-label="${escapeXml(`${appName} home`)}">${image}</a><a class="wl-preview-home" href="/">Home</a>`;
}

export function pagePreview(manifest: ManifestLike, draw: FirstScreenDraw | null, path: string): { style: string; markup: string } | null {
  const appName = manifest.identity?.appName;
  if (typeof appName !== 'string' || !appName) return null;
  if (draw?.markup == null && path !== '/') return null;
  const frame = FRAMES[draw?.frame ?? 'home'];
  const { variables } = themeToCssVariables(manifest.theme as Parameters<typeof themeToCssVariables>[0]);
  const tokens = { ...variables };
  if (variables['--wl-color-header-text']) tokens[HEADER_OVERLAY_VARIABLE] = headerOverlay(variables['--wl-color-header-text']);
  const root = Object.entries(tokens).map(([name, value]) => `${name}:${value}`).join(';');
  // The same base rules as the app's global style, so nothing moves when it arrives.
  const style = [
    `:root{${root}}`,
    '*,*::before,*::after{box-sizing:border-box}',
    'body{margin:0;font-family:var(--wl-font-body,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif);color:var(--wl-color-text,#1c1c1c);background:var(--wl-color-page,#f1f2f4)}',
    `.wl-preview-bar{position:${frame.mobileBar};top:0;left:0;right:0;z-index:30;height:54px;display:flex;align-items:center;gap:4px;padding:0 6px;` +
      'background:var(--wl-color-header,var(--wl-color-theme,#000));color:var(--wl-color-header-text,#fff)}',
    '.wl-preview-logo{display:flex;align-items:center;flex:0 1 auto;min-width:0}',
    '.wl-preview-logo picture{display:contents}',
    '.wl-preview-logo img{display:block;height:32px;width:auto;max-width:min(100%,150px);object-fit:contain;object-position:left}',
    ".wl-preview-logo img[data-logo='mobile']{height:36px;max-width:min(100%,120px)}",
    '.wl-preview-home{flex:none;height:26px;padding:0 9px;border-radius:13px;display:inline-flex;align-items:center;font-size:13px;font-weight:700;' +
      'text-decoration:none;color:inherit;background:var(--wl-header-overlay,rgba(0,0,0,.2))}',
    `.wl-preview-body{padding-top:${frame.mobileTop}px;display:flex;gap:16px;align-items:flex-start}`,
    '.wl-preview-main{flex:1;min-width:0;padding:12px}',
    '.wl-preview-heading{font-size:20px;margin:0 0 12px}',
    '.wl-preview-left,.wl-preview-right{display:none}',
    // "Skip to content" as the app draws it (engine/shell/SkipLink.tsx): first for Tab, shown on focus.
    '.wl-preview-skip{position:fixed;left:8px;top:-64px;z-index:100;padding:10px 14px;border-radius:8px;background:#fff;color:#111;font-weight:700;box-shadow:0 4px 16px rgba(0,0,0,.3)}',
    '.wl-preview-skip:focus{top:8px;outline:3px solid var(--wl-color-theme,#c10931)}',
    '.wl-preview-main:focus{outline:none}',
    `@media (min-width:1024px){.wl-preview-bar{position:fixed;height:72px;padding:0 20px}.wl-preview-body{padding-top:${frame.desktopTop}px}` +
      ".wl-preview-logo img,.wl-preview-logo img[data-logo='mobile']{height:44px;max-width:200px}.wl-preview-home{display:none}" +
      '.wl-preview-left{display:block;width:20%;flex:none}.wl-preview-right{display:block;width:24%;max-width:360px;flex:none}}',
    "@media (min-width:1024px) and (max-width:1199px){.wl-preview-logo img,.wl-preview-logo img[data-logo='mobile']{max-width:150px}}",
    FIRST_SCREEN_CSS,
    CRICKET_FIRST_SCREEN_CSS,
  ].join('');
  const part = draw?.markup != null ? `<div ${FIRST_SCREEN_PART}="${draw.part}">${draw.markup}</div>` : '';
  const content = !draw || draw.part === 'home.section' ? `<section><h1 class="wl-preview-heading">${escapeXml(appName)}</h1>${part}</section>` : part;
  // The skip link and main's id are the app's, so the keyboard's place carries over when it replaces this.
  const markup = `<a class="wl-preview-skip" href="#main">Skip to content</a><div class="wl-preview-bar">${headerMarkup(manifest, appName)}</div><div class="wl-preview-body"><div class="wl-preview-left"></div><main class="wl-preview-main" id="main" tabindex="-1">${content}</main><div class="wl-preview-right"></div></div>`;
  return { style, markup };
}
