/**
 * Pills and highlights on the brand's header bar are a translucent overlay of the header colour. To
 * keep the header text readable on them, the overlay darkens the bar under light text and lightens it
 * under dark text (a white wash under white text would lower the contrast, as on a green header).
 */
export const HEADER_OVERLAY_VARIABLE = '--wl-header-overlay';

const DARKEN = 'rgba(0, 0, 0, 0.2)';
const LIGHTEN = 'rgba(255, 255, 255, 0.4)';

/** Relative luminance (WCAG) of a #rgb or #rrggbb colour; null for other notations. */
export function hexLuminance(color: string): number | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const channel = parseInt(full.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The overlay for a header whose text has this colour; light text (or an unknown notation) darkens. */
export function headerOverlay(headerText: string | undefined): string {
  const luminance = headerText ? hexLuminance(headerText) : null;
  return luminance !== null && luminance < 0.4 ? LIGHTEN : DARKEN;
}
