/** Exact fractions over bigint, for probabilities and returns to player that are computed, not rounded. */
export interface Ratio {
  readonly num: bigint;
  readonly den: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function ratio(num: bigint | number, den: bigint | number = 1n): Ratio {
  let n = BigInt(num);
  let d = BigInt(den);
  if (d === 0n) throw new RangeError('a ratio cannot have a zero denominator');
  if (d < 0n) [n, d] = [-n, -d];
  const divisor = gcd(n, d) || 1n;
  return { num: n / divisor, den: d / divisor };
}

export const ZERO = ratio(0);
export const ONE = ratio(1);

export function add(a: Ratio, b: Ratio): Ratio {
  return ratio(a.num * b.den + b.num * a.den, a.den * b.den);
}

export function sub(a: Ratio, b: Ratio): Ratio {
  return ratio(a.num * b.den - b.num * a.den, a.den * b.den);
}

export function mul(a: Ratio, b: Ratio): Ratio {
  return ratio(a.num * b.num, a.den * b.den);
}

export function sum(terms: readonly Ratio[]): Ratio {
  return terms.reduce(add, ZERO);
}

export function toNumber(value: Ratio): number {
  // Scaled division first, so huge numerators and denominators do not overflow to Infinity / Infinity.
  const scale = 10n ** 18n;
  return Number((value.num * scale) / value.den) / 1e18;
}

/** 97.0588…% shown as "97.06%" (to `digits` decimals, rounded half up). */
export function formatPercent(value: Ratio, digits = 2): string {
  const scale = 10n ** BigInt(digits + 2);
  const scaled = (value.num * scale * 2n + value.den) / (2n * value.den);
  const whole = scaled / 10n ** BigInt(digits);
  const fraction = (scaled % 10n ** BigInt(digits)).toString().padStart(digits, '0');
  return digits > 0 ? `${whole}.${fraction}%` : `${whole}%`;
}
