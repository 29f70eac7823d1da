/**
 * Profit and loss with its sign always written, so a win and a loss read apart without colour:
 * +₹200.00, -₹200.00, and ₹0.00 for nothing either way.
 */
import { formatRupeesFromPaise } from './money';

export function formatSignedRupees(paise: number | null | undefined): string {
  const text = formatRupeesFromPaise(paise);
  return text.startsWith('-') || text === '₹0.00' ? text : `+${text}`;
}
