/**
 * What a casino bet pays for each rupee staked, in hundredths: 95 → "0.95 to 1", 1100 → "11 to 1".
 * Zero paise are dropped, as a table's rules are read as a ratio, not as money.
 */
export function formatPayoutRatio(profitHundredths: number): string {
  const whole = Math.round(profitHundredths);
  const fraction = whole % 100;
  const text = fraction === 0 ? String(whole / 100) : `${Math.trunc(whole / 100)}.${String(fraction).padStart(2, '0').replace(/0$/, '')}`;
  return `${text} to 1`;
}
