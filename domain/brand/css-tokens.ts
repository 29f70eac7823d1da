/**
 * Brand theme tokens become CSS custom properties. Only typed tokens get through: a value must match
 * the manifest schema's pattern for its kind AND pass a denylist, so a manifest that skipped validation
 * still cannot inject CSS (url(), expression(), comments, escapes, rule breaks, at-rules).
 */
import type { BrandTheme } from '../manifest/types';

/** The manifest schema's patterns for each kind of token (a test holds them equal to the schema's). */
export const TOKEN_PATTERNS = {
  color: '^(?:#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})|(?:rgb|hsl)a?\\((?:\\s*-?[0-9]{1,3}(?:\\.[0-9]{1,3})?(?:%|deg)?\\s*[,/]?){3,4}\\s*\\)|[a-zA-Z]{3,20})$',
  length: '^(?:0|-?(?:[0-9]{1,4}(?:\\.[0-9]{1,3})?|\\.[0-9]{1,3})(?:px|rem|em|%|vh|vw|vmin|vmax|ch))$',
  fontName: '^[A-Za-z0-9][A-Za-z0-9 -]{0,47}$',
  tokenName: '^[a-z][a-z0-9-]{0,39}$',
} as const;

const COLOR = new RegExp(TOKEN_PATTERNS.color);
const LENGTH = new RegExp(TOKEN_PATTERNS.length);
const FONT_NAME = new RegExp(TOKEN_PATTERNS.fontName);
const TOKEN_NAME = new RegExp(TOKEN_PATTERNS.tokenName);
const GENERIC_FAMILIES = new Set(['serif', 'sans-serif', 'monospace', 'cursive', 'fantasy', 'system-ui', 'ui-sans-serif', 'ui-serif', 'ui-monospace', 'ui-rounded', 'emoji', 'math']);
// Control characters are refused on purpose: no CSS token needs one.
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /url|expression|image|var\(|attr|import|javascript|[;{}\\@<>"'`!]|\/\*|\*\/|[\u0000-\u001f\u007f-\uffff]/i;

export type TokenKind = 'color' | 'length' | 'font';

export function sanitizeColor(value: unknown): string | null {
  return typeof value === 'string' && value.length <= 64 && COLOR.test(value) && !FORBIDDEN.test(value) ? value : null;
}

export function sanitizeLength(value: unknown): string | null {
  return typeof value === 'string' && value.length <= 16 && LENGTH.test(value) && !FORBIDDEN.test(value) ? value : null;
}

export function sanitizeFontFamily(value: unknown): string | null {
  if (!Array.isArray(value) || value.length === 0 || value.length > 8) return null;
  const names: string[] = [];
  for (const name of value) {
    if (typeof name !== 'string' || !FONT_NAME.test(name) || FORBIDDEN.test(name)) return null;
    names.push(GENERIC_FAMILIES.has(name) ? name : `"${name}"`);
  }
  return names.join(', ');
}

export function isTokenName(name: string): boolean {
  return TOKEN_NAME.test(name);
}

export interface CssVariables {
  variables: Record<string, string>;
  rejected: string[];
}

/** The CSS custom properties a theme yields, with the names of every token that was refused. */
export function themeToCssVariables(theme: Partial<BrandTheme> | undefined): CssVariables {
  const variables: Record<string, string> = {};
  const rejected: string[] = [];
  const themeColor = sanitizeColor(theme?.themeColor ?? '#000');
  if (themeColor) variables['--wl-color-theme'] = themeColor;
  else rejected.push('themeColor');
  const groups: Array<[string, Record<string, unknown> | undefined, (v: unknown) => string | null]> = [
    ['color', theme?.colors, sanitizeColor],
    ['length', theme?.lengths, sanitizeLength],
    ['font', theme?.fonts, sanitizeFontFamily],
  ];
  for (const [kind, tokens, sanitize] of groups) {
    for (const [name, raw] of Object.entries(tokens ?? {})) {
      const value = isTokenName(name) ? sanitize(raw) : null;
      if (value === null) rejected.push(`${kind}:${name}`);
      else variables[`--wl-${kind}-${name}`] = value;
    }
  }
  return { variables, rejected };
}
