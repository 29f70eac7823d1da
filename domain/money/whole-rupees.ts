/** Amounts a player types as whole rupees ("5000", "5,000", " 5000 "); anything else is refused. */
export function parseWholeRupees(text: string): number | null {
  const cleaned = text.replace(/[,\s₹]/g, '');
  if (!/^\d{1,12}$/.test(cleaned)) return null;
  return Number(cleaned);
}
