/** Files a new brand starts with: manifest, logos, favicon and web-app manifest, all drawn from its name and colour. */
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeXml } from '../../domain/text/escape-xml';

export function titleFromId(id: string): string {
  return id
    .split('-')
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');
}

/** Black or white, whichever reads better on the colour (WCAG relative luminance). */
export function contrastText(hex: string): string {
  const full = hex.length === 4 ? hex.replace(/^#(.)(.)(.)$/, '#$1$1$2$2$3$3') : hex;
  const channel = (i: number) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return luminance > 0.35 ? '#1c1c1c' : '#ffffff';
}

export function logoSvg(name: string, color: string): string {
  const width = Math.ceil(64 + name.length * 11);
  const initial = escapeXml(name.trim()[0]?.toUpperCase() ?? 'W');
  const text = contrastText(color);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="48" viewBox="0 0 ${width} 48" role="img" aria-label="${escapeXml(name)}">
  <rect width="${width}" height="48" rx="10" fill="${color}"/>
  <rect x="5" y="5" width="38" height="38" rx="9" fill="${text}"/>
  <text x="24" y="33" text-anchor="middle" font-family="Arial, sans-serif" font-size="24" font-weight="700" fill="${color}">${initial}</text>
  <text x="52" y="31" font-family="Arial, sans-serif" font-size="18" font-weight="700" fill="${text}">${escapeXml(name)}</text>
</svg>
`;
}

export function faviconSvg(name: string, color: string): string {
  const initial = escapeXml(name.trim()[0]?.toUpperCase() ?? 'W');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="14" fill="${color}"/>
  <text x="32" y="44" text-anchor="middle" font-family="Arial, sans-serif" font-size="36" font-weight="700" fill="${contrastText(color)}">${initial}</text>
</svg>
`;
}

export function webAppManifest(name: string, color: string): string {
  return `${JSON.stringify(
    {
      name,
      short_name: name,
      start_url: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: color,
      icons: [{ src: 'favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
    },
    null,
    2,
  )}\n`;
}

/** Refuses to write into a folder that has anything in it. */
export function assertEmptyFolder(dir: string, shownAs: string): void {
  if (existsSync(dir) && readdirSync(dir).length > 0) {
    throw new Error(`${shownAs} already exists and is not empty; choose another id or remove the folder.`);
  }
}

export function writeFiles(dir: string, files: Record<string, string>): string[] {
  const written: string[] = [];
  for (const [name, content] of Object.entries(files)) {
    const path = join(dir, name);
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, content);
    written.push(name);
  }
  return written;
}
