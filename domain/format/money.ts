/**
 * Money is integer paise in code; it becomes rupees with Indian grouping only when shown. A negative
 * amount puts the minus before the sign (-₹100.00), as Intl's en-IN currency format and Indian banks do.
 */
const RUPEES = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const WHOLE_RUPEES = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** Whole paise, with anything missing or unreadable read as 0 (the spec's '0.00' when missing). */
const wholePaise = (paise: number | null | undefined): number => (paise === null || paise === undefined || !Number.isFinite(paise) ? 0 : Math.round(paise) || 0);

/** 10000000 paise → "1,00,000.00"; -10000 → "-100.00"; missing → "0.00". */
export function formatPaise(paise: number | null | undefined): string {
  return RUPEES.format(wholePaise(paise) / 100);
}

/** 10000000 paise → "₹1,00,000.00"; -10000 → "-₹100.00"; missing → "₹0.00". */
export function formatRupeesFromPaise(paise: number | null | undefined): string {
  const whole = wholePaise(paise);
  return whole < 0 ? `-₹${formatPaise(-whole)}` : `₹${formatPaise(whole)}`;
}

/** Chips and quick amounts drop zero paise: 100000 → "₹1,000", 1250 → "₹12.50". */
export function formatShortRupees(paise: number | null | undefined): string {
  const whole = wholePaise(paise);
  if (whole % 100 !== 0) return formatRupeesFromPaise(whole);
  const text = `₹${WHOLE_RUPEES.format(Math.abs(whole) / 100)}`;
  return whole < 0 ? `-${text}` : text;
}
