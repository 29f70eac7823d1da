/**
 * What a player types or pastes into an amount box, read the same way both times: grouping commas, the
 * ₹ sign and spaces are dropped (so a copied "₹1,000.00" pastes), and decimals past the second are cut,
 * as a keystroke past the second is. Null for text that is not an amount at all.
 */
export const AMOUNT_DECIMALS = 2;

export function keepAmountText(text: string): string | null {
  const cleaned = text.replace(/[\s,₹]/g, '');
  const match = /^(\d*)(?:\.(\d*))?$/.exec(cleaned);
  if (!match) return null;
  const [, whole, fraction] = match;
  return fraction === undefined ? whole! : `${whole}.${fraction.slice(0, AMOUNT_DECIMALS)}`;
}
