/**
 * What a matched back wins, in rupees, from the parts the exchange reports as matched at each price
 * (wire `fills`: decimal odds and rupees): each part wins size × (price − 1), rounded down to the paisa,
 * worked out here in integer paise and hundredths on its own, apart from the exchange's code.
 */
export interface WireFill {
  price: number;
  size: number;
}

export function backWinRupees(fills: readonly WireFill[]): number {
  const paise = fills.reduce((sum, f) => sum + Math.floor((Math.round(f.size * 100) * (Math.round(f.price * 100) - 100)) / 100), 0);
  return paise / 100;
}
