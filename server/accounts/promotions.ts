/** Sandbox promo codes for sign-up. */
export interface Promotion {
  code: string;
  type: string;
  title: string;
  description: string;
}

export const PROMOTIONS: readonly Promotion[] = [
  { code: 'WELCOME100', type: 'FIRST_DEPOSIT', title: '100% first deposit bonus', description: 'Your first deposit is matched up to ₹10,000 as Free Cash.' },
  { code: 'IPL500', type: 'FREE_BET', title: '₹500 free bet', description: 'A ₹500 free bet on any cricket match odds market.' },
];

export function findPromotion(code: string): Promotion | undefined {
  return PROMOTIONS.find((p) => p.code === code.trim().toUpperCase());
}
