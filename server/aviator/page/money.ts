/**
 * Paise and hundredths as the player reads them, and back from what they type. Shown amounts use the
 * product's one formatting module, so the game reads ₹1,00,000.00 and -₹100.00 as every other page does.
 */
export { formatRupeesFromPaise as rupees, formatShortRupees as shortRupees, formatMultiplier as times } from '../../../domain/format';

/** "150" or "150.5" rupees → paise; null for anything else (at most two decimals). */
export function paiseFromText(text: string): number | null {
  const trimmed = text.trim().replace(/,/g, '');
  if (!/^\d+(?:\.\d{1,2})?$/.test(trimmed)) return null;
  return Math.round(Number(trimmed) * 100);
}

/** "2.5" → 250 hundredths; null for anything else (at most two decimals). */
export function hundredthsFromText(text: string): number | null {
  return paiseFromText(text);
}

/** A rupee amount for an input's value: "100" or "12.50". */
export const rupeesInputText = (paise: number): string => (paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2));
