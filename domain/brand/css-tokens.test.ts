import { describe, expect, it } from 'vitest';
import { definitions } from '../../schemas/brand-manifest.schema.json';
import { sanitizeColor, sanitizeFontFamily, sanitizeLength, themeToCssVariables, TOKEN_PATTERNS } from './css-tokens';

/** Deterministic generator, so a failure reproduces. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const HOSTILE_PARTS = ['url(', ';', '}', '{', '@', '\\', 'expression(', '/*', '*/', 'javascript:', '"', "'", '<', '>', '\\3b', '\\7d', 'image-set(', 'var(--x)', '!important', '\n', 'attr(', '@import'];
const SAFE_PARTS = ['#fff', '#c10931', 'rgb(1,2,3)', '12px', '0', 'red', 'Inter', 'sans-serif', ' ', '1.5rem', 'hsl(10 20% 30%)', ')', '('];

function hostileValue(random: () => number): string {
  const parts: string[] = [];
  const count = 1 + Math.floor(random() * 4);
  for (let i = 0; i < count; i += 1) parts.push(SAFE_PARTS[Math.floor(random() * SAFE_PARTS.length)]!);
  // Every generated value carries at least one hostile part at a random place.
  parts.splice(Math.floor(random() * (parts.length + 1)), 0, HOSTILE_PARTS[Math.floor(random() * HOSTILE_PARTS.length)]!);
  return parts.join(random() < 0.5 ? '' : ' ');
}

describe('theme tokens', () => {
  it.each([
    ['#c10931', '#c10931'],
    ['#FFC629', '#FFC629'],
    ['rgb(30, 128, 103)', 'rgb(30, 128, 103)'],
    ['hsla(10 20% 30% / 0.5)', 'hsla(10 20% 30% / 0.5)'],
    ['transparent', 'transparent'],
    ['#12', null],
    ['url(https://evil)', null],
    ['red;background:url(x)', null],
    ['expression(alert(1))', null],
  ])('colour %s → %s', (value, expected) => {
    expect(sanitizeColor(value)).toBe(expected);
  });

  it.each([
    ['8px', '8px'],
    ['1.5rem', '1.5rem'],
    ['0', '0'],
    ['-4px', '-4px'],
    ['calc(1px + 2px)', null],
    ['8px;', null],
    ['8', null],
  ])('length %s → %s', (value, expected) => {
    expect(sanitizeLength(value)).toBe(expected);
  });

  it('quotes named fonts and keeps generic families bare', () => {
    expect(sanitizeFontFamily(['Noto Sans', 'system-ui', 'sans-serif'])).toBe('"Noto Sans", system-ui, sans-serif');
    expect(sanitizeFontFamily(['Inter", x'])).toBeNull();
    expect(sanitizeFontFamily([])).toBeNull();
    expect(sanitizeFontFamily('Inter')).toBeNull();
  });

  it('lets none of 3,000 generated hostile values reach the page as CSS', () => {
    const random = seeded(20261122);
    const values = Array.from({ length: 3000 }, () => hostileValue(random));
    const theme = {
      themeColor: values[0]!,
      colors: Object.fromEntries(values.slice(0, 1000).map((v, i) => [`c${i}`, v])),
      lengths: Object.fromEntries(values.slice(1000, 2000).map((v, i) => [`l${i}`, v])),
      fonts: Object.fromEntries(values.slice(2000).map((v, i) => [`f${i}`, [v, 'sans-serif']])),
    };
    const { variables, rejected } = themeToCssVariables(theme);
    expect(rejected).toHaveLength(3001);
    expect(Object.keys(variables)).toEqual([]);
    for (const value of values) {
      expect(sanitizeColor(value)).toBeNull();
      expect(sanitizeLength(value)).toBeNull();
      expect(sanitizeFontFamily([value])).toBeNull();
    }
  });

  it('refuses hostile token names even with safe values', () => {
    const { variables, rejected } = themeToCssVariables({ themeColor: '#000', colors: { 'x;}body{color:red': '#fff', ok: '#fff' } });
    expect(variables).toEqual({ '--wl-color-theme': '#000', '--wl-color-ok': '#fff' });
    expect(rejected).toEqual(['color:x;}body{color:red']);
  });

  it("checks each kind with the manifest schema's own pattern", () => {
    expect(TOKEN_PATTERNS).toEqual({
      color: definitions.color.pattern,
      length: definitions.length.pattern,
      fontName: definitions.fontFamily.items.pattern,
      tokenName: definitions.tokenName.pattern,
    });
  });
});
