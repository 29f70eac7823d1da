/** A crash game's multiplier, kept in hundredths: 237 → "2.37×", always two decimals as the game pays. */
export function formatMultiplier(hundredths: number): string {
  const whole = Math.round(hundredths);
  return `${Math.trunc(whole / 100)}.${String(Math.abs(whole) % 100).padStart(2, '0')}×`;
}
