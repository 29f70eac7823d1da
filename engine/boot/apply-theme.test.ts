import { describe, expect, it, vi } from 'vitest';
import { applyTheme } from './apply-theme';

const FORBIDDEN_IN_CSS = /url\(|expression|[;{}\\@<>"'`!]|\/\*|javascript|image-set|attr\(|var\(/i;

describe('applyTheme', () => {
  it('applies a valid theme as custom properties on the root', () => {
    const root = document.createElement('div');
    const rejected = applyTheme({ themeColor: '#1e8067', colors: { header: '#1e8067' }, lengths: { radius: '8px' }, fonts: { body: ['Inter', 'sans-serif'] } }, root);
    expect(rejected).toEqual([]);
    expect(root.style.getPropertyValue('--wl-color-theme')).toBe('#1e8067');
    expect(root.style.getPropertyValue('--wl-length-radius')).toBe('8px');
    expect(root.style.getPropertyValue('--wl-font-body')).toBe('"Inter", sans-serif');
  });

  it('writes nothing of a hostile theme to the page and warns once, naming every refused token', () => {
    const root = document.createElement('div');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const rejected = applyTheme(
      {
        themeColor: 'red;background:url(x)',
        colors: { header: '#fff}body{display:none', 'x;}a{': '#fff' },
        lengths: { radius: '8px;color:red' },
        fonts: { body: ['Inter", x', 'sans-serif'] },
      },
      root,
    );
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
    expect(rejected).toEqual(['themeColor', 'color:header', 'color:x;}a{', 'length:radius', 'font:body']);
    expect(root.getAttribute('style') ?? '').not.toMatch(FORBIDDEN_IN_CSS);
  });
});
