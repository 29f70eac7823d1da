/**
 * A stake button's label in the spec's style (1K … 2M). Unlike a size it never rounds: a label names
 * exactly the amount the button stakes, so 1550 stays "1550" rather than becoming "1.6K".
 */
export function stakeLabel(rupees: number): string {
  if (rupees >= 1_000_000 && rupees % 100_000 === 0) return `${rupees / 1_000_000}M`;
  if (rupees >= 1000 && rupees % 100 === 0) return `${rupees / 1000}K`;
  return String(rupees);
}
