/**
 * The home page's first paint, drawn by the server into #root: the brand's header bar and the home
 * heading, where the app will draw them. A phone on a slow network sees the page's largest text
 * within a round trip of the HTML instead of after the scripts have run; the app replaces it on its
 * first render. Colours and fonts pass the same sanitisers as the theme, and the text is escaped.
 */
import { escapeXml } from '../domain/text/escape-xml';
import { sanitizeColor, sanitizeFontFamily } from '../domain/brand/css-tokens';

interface ManifestLike {
  identity?: { appName?: unknown };
  theme?: { themeColor?: unknown; colors?: Record<string, unknown>; fonts?: Record<string, unknown> };
}

const DEFAULT_FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

export function homePreview(manifest: ManifestLike): { style: string; markup: string } | null {
  const appName = manifest.identity?.appName;
  if (typeof appName !== 'string' || !appName) return null;
  const theme = manifest.theme ?? {};
  const bar = sanitizeColor(theme.colors?.header) ?? sanitizeColor(theme.themeColor) ?? '#000';
  const page = sanitizeColor(theme.colors?.page) ?? '#f1f2f4';
  const text = sanitizeColor(theme.colors?.text) ?? '#1c1c1c';
  const font = sanitizeFontFamily(theme.fonts?.body) ?? DEFAULT_FONT;
  // Positions follow the shell: 54/72 px header, 94 px top padding on home, 12 px page padding, and on
  // desktop the 20 % left sidebar with its 16 px gap.
  const style = [
    `body{background:${page}}`,
    `.wl-preview-bar{position:fixed;top:0;left:0;right:0;height:54px;background:${bar}}`,
    `.wl-preview-heading{margin:0;padding:106px 12px 0;font:700 20px/1.2 ${font};color:${text}}`,
    '@media (min-width:1024px){.wl-preview-bar{height:72px}.wl-preview-heading{padding-left:calc(20% + 28px)}}',
  ].join('');
  const markup = `<div class="wl-preview-bar"></div><h1 class="wl-preview-heading">${escapeXml(appName)}</h1>`;
  return { style, markup };
}
