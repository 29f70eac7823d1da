/** Paise and hundredths as the player reads them, and back from what they type. */
const RUPEES = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const WHOLE_RUPEES = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** ₹1,00,000.00: Indian grouping, always two decimals. */
export const rupees = (paise: number): string => `₹${RUPEES.format(paise / 100)}`;

/** ₹1,000 or ₹12.5: for chips and stake labels, no trailing zeros. */
export const shortRupees = (paise: number): string => `₹${WHOLE_RUPEES.format(paise / 100)}`;

/** 237 → "2.37×". */
export const times = (hundredths: number): string => `${(hundredths / 100).toFixed(2)}×`;

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
