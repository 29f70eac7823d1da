import { afterEach, describe, expect, it, vi } from 'vitest';

/** drawsFlags as a fresh module sees a canvas measuring a flag `pair` wide and one of its letters `one` wide. */
async function drawsFlagsWith(pair: number, one: number): Promise<boolean> {
  vi.resetModules();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ font: '', measureText: (text: string) => ({ width: [...text].length === 2 ? pair : one }) } as never);
  return (await import('./flag-support')).drawsFlags();
}

afterEach(() => vi.restoreAllMocks());

describe('flag emoji', () => {
  it('are shown where the device draws a flag as one glyph, and left out where its letters come apart as boxes', async () => {
    expect(await drawsFlagsWith(40, 38)).toBe(true);
    expect(await drawsFlagsWith(40, 20)).toBe(false);
  });
});
