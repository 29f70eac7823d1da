import { describe, expect, it } from 'vitest';
import { headerOverlay, hexLuminance } from './header-overlay';

describe('header overlay', () => {
  it.each([
    ['#ffffff', 'rgba(0, 0, 0, 0.2)'],
    ['#fff', 'rgba(0, 0, 0, 0.2)'],
    ['#1c1c1c', 'rgba(255, 255, 255, 0.4)'],
    ['#000', 'rgba(255, 255, 255, 0.4)'],
    ['white', 'rgba(0, 0, 0, 0.2)'],
    [undefined, 'rgba(0, 0, 0, 0.2)'],
  ])('header text %s gets %s', (text, overlay) => {
    expect(headerOverlay(text)).toBe(overlay);
  });

  it('measures luminance as WCAG does', () => {
    expect(hexLuminance('#ffffff')).toBeCloseTo(1);
    expect(hexLuminance('#000000')).toBeCloseTo(0);
    expect(hexLuminance('#1e8067')).toBeCloseTo(0.164, 2);
    expect(hexLuminance('rgb(0, 0, 0)')).toBeNull();
  });
});
