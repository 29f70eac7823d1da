/**
 * Parses a legacy brand's variableCss ("--primary: #c10931; --radius: 4px; --font-body: 'Inter', sans-serif")
 * into typed tokens. A declaration that is not a colour, a length or a font-family list is refused.
 */
import { isTokenName, sanitizeColor, sanitizeFontFamily, sanitizeLength } from '../../domain/brand/css-tokens';
import type { BrandTheme } from '../../domain/manifest/types';

export interface ParsedVariableCss {
  tokens: Pick<BrandTheme, 'colors' | 'lengths' | 'fonts'>;
  problems: string[];
}

function fontList(value: string): string[] | null {
  const names = value.split(',').map((part) => part.trim().replace(/^(['"])(.*)\1$/, '$2'));
  return sanitizeFontFamily(names) ? names : null;
}

export function parseVariableCss(source: string): ParsedVariableCss {
  const tokens: ParsedVariableCss['tokens'] = { colors: {}, lengths: {}, fonts: {} };
  const problems: string[] = [];
  const body = /^\s*:root\s*\{([^{}]*)\}\s*$/.exec(source)?.[1] ?? source;
  if (/[{}]/.test(body)) return { tokens, problems: ['variableCss: expected custom property declarations only (--name: value;), found a rule block'] };
  for (const raw of body.split(';')) {
    const declaration = raw.trim();
    if (!declaration) continue;
    const match = /^--([A-Za-z0-9_-]+)\s*:\s*(.+)$/s.exec(declaration);
    const shown = JSON.stringify(declaration.length > 80 ? `${declaration.slice(0, 77)}...` : declaration);
    if (!match) {
      problems.push(`variableCss: ${shown} is not a custom property declaration (--name: value)`);
      continue;
    }
    const name = match[1]!.toLowerCase().replace(/^-+/, '');
    const value = match[2]!.trim();
    if (!isTokenName(name)) {
      problems.push(`variableCss: ${shown} has a name that is not a token name (lower-case letters, digits and dashes, starting with a letter)`);
    } else if (sanitizeColor(value)) {
      tokens.colors[name] = value;
    } else if (sanitizeLength(value)) {
      tokens.lengths[name] = value;
    } else {
      const fonts = fontList(value);
      if (fonts) tokens.fonts[name] = fonts;
      else problems.push(`variableCss: ${shown} is not a colour, a length or a font-family list, so it was refused`);
    }
  }
  return { tokens, problems };
}
