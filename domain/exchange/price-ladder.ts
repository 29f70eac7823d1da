/**
 * The price ladder (Betfair bands), in integer hundredths so no step ever accumulates float error.
 * 1.01 is 101, 1000 is 100000.
 */
export const MIN_PRICE = 101;
export const MAX_PRICE = 100_000;

/** [band start, band end, step], hundredths. */
const BANDS: ReadonlyArray<readonly [number, number, number]> = [
  [101, 200, 1],
  [200, 300, 2],
  [300, 400, 5],
  [400, 600, 10],
  [600, 1000, 20],
  [1000, 2000, 50],
  [2000, 3000, 100],
  [3000, 5000, 200],
  [5000, 10_000, 500],
  [10_000, 100_000, 1000],
];

export function toHundredths(price: number): number {
  return Math.round(price * 100);
}

export function fromHundredths(hundredths: number): number {
  return hundredths / 100;
}

/** The step that applies going up from a price (the band it sits in, a band's end belonging to the next). */
export function stepAbove(price: number): number {
  for (const [from, to, step] of BANDS) if (price >= from && price < to) return step;
  return BANDS[BANDS.length - 1]![2];
}

/** The step that applies going down to a price below it. */
export function stepBelow(price: number): number {
  for (const [from, to, step] of BANDS) if (price > from && price <= to) return step;
  return BANDS[0]![2];
}

export function clampPrice(price: number): number {
  return Math.min(MAX_PRICE, Math.max(MIN_PRICE, Math.round(price)));
}

/** True for prices a player may ask: inside the limits and on a tick of their band. */
export function isLadderPrice(price: number): boolean {
  if (!Number.isInteger(price) || price < MIN_PRICE || price > MAX_PRICE) return false;
  for (const [from, to, step] of BANDS) if (price >= from && price <= to) return (price - from) % step === 0;
  return false;
}

/** Next price up the ladder; a price off the ladder snaps to the next tick. */
export function priceUp(price: number): number {
  const p = clampPrice(price);
  if (p >= MAX_PRICE) return MAX_PRICE;
  const step = stepAbove(p);
  const band = BANDS.find(([from, to]) => p >= from && p < to)!;
  const offset = (p - band[0]) % step;
  return clampPrice(p - offset + step);
}

/** Next price down the ladder; a price off the ladder snaps to the tick below. */
export function priceDown(price: number): number {
  const p = clampPrice(price);
  if (p <= MIN_PRICE) return MIN_PRICE;
  const step = stepBelow(p);
  const band = BANDS.find(([from, to]) => p > from && p <= to)!;
  const offset = (p - band[0]) % step;
  return clampPrice(offset === 0 ? p - step : p - offset);
}
