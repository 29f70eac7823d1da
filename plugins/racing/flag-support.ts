/**
 * Whether this device draws flag emoji. Without a colour emoji font a flag's two regional-indicator
 * letters are drawn apart, as boxes or letters, twice as wide as the one glyph a flag is; the list
 * then shows the country code alone. Measured once, on a canvas.
 */
let known: boolean | null = null;

export function drawsFlags(): boolean {
  if (known !== null) return known;
  try {
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return (known = false);
    context.font = '32px sans-serif';
    const pair = context.measureText('\u{1F1EC}\u{1F1E7}').width;
    const one = context.measureText('\u{1F1EC}').width;
    known = one > 0 && pair < one * 1.5;
  } catch {
    known = false;
  }
  return known;
}
