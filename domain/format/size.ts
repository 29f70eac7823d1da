/**
 * The amount available at a price, in rupees, short enough for a price cell. It uses K and M like the
 * spec's stake buttons (1K … 2M), so a cell and a button never write the same amount two ways: below
 * 10K one decimal (1.5K), then whole thousands (34K) up to a million, then M the same way (2.5M, 25M).
 */
const oneDecimal = (value: number) => String(Math.round(value * 10) / 10);

export function formatSize(rupees: number): string {
  if (!Number.isFinite(rupees) || rupees <= 0) return '0';
  if (Math.round(rupees) < 1000) return String(Math.round(rupees));
  if (rupees < 9_950) return `${oneDecimal(rupees / 1000)}K`;
  if (Math.round(rupees / 1000) < 1000) return `${Math.round(rupees / 1000)}K`;
  if (rupees < 9_950_000) return `${oneDecimal(rupees / 1_000_000)}M`;
  return `${Math.round(rupees / 1_000_000)}M`;
}
