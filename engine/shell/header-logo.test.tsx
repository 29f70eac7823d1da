import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { engineStore } from '../state/engine-store';
import { Header } from './Header';
import { renderPart, setScene } from '../../tests/support/shell-test-kit';

function logo(wide: boolean): { file: string; kind: string | null } {
  renderPart(<Header mode="fixed" title="" wide={wide} />);
  const img = screen.getByRole('link', { name: /home$/ }).querySelector('img')!;
  return { file: img.getAttribute('src')!.split('/').pop()!, kind: img.getAttribute('data-logo') };
}

describe('header logo', () => {
  it.each([
    // Each shipped brand has a mobile logo and switches it on.
    ['red', 375, { file: 'mobile-logo.svg', kind: 'mobile' }],
    ['green', 375, { file: 'mobile-logo.svg', kind: 'mobile' }],
    ['yellow', 375, { file: 'mobile-logo.svg', kind: 'mobile' }],
    ['red', 1280, { file: 'logo.svg', kind: 'wide' }],
    ['green', 1280, { file: 'logo.svg', kind: 'wide' }],
  ] as const)('%s at %i px shows %j', (brand, width, expected) => {
    setScene(brand, false, width);
    expect(logo(width >= 1024)).toEqual(expected);
  });

  it('falls back to the wide logo when the flag is on but the brand has no mobile logo', () => {
    setScene('red', false, 375);
    delete engineStore.brand!.assets.mobileLogo;
    expect(logo(false)).toEqual({ file: 'logo.svg', kind: 'wide' });
  });

  it('keeps the wide logo when the brand switches its mobile logo off', () => {
    setScene('green', false, 375);
    engineStore.brand!.flags.mobileLogo = false;
    expect(logo(false)).toEqual({ file: 'logo.svg', kind: 'wide' });
  });
});
