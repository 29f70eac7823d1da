/** Money is integer paise in code; it becomes rupees with Indian grouping only when shown. */
const RUPEES = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 10000000 paise → "1,00,000.00"; missing → "0.00". */
export function formatPaise(paise: number | null | undefined): string {
  if (paise === null || paise === undefined || !Number.isFinite(paise)) return RUPEES.format(0);
  return RUPEES.format(Math.round(paise) / 100);
}

export function formatRupeesFromPaise(paise: number | null | undefined): string {
  return `₹${formatPaise(paise)}`;
}
