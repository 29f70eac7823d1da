/**
 * Sandbox promo codes for sign-up, and what each gives. Free Cash is granted into the player's bonus
 * account; put into play (switch-wallet), it joins the balance and can be bet with, but stays locked
 * against withdrawal until the player has wagered `wageringMultiple` times it on settled bets.
 */
export type PromotionGrant =
  /** A share of the first approved deposit, up to a cap. */
  | { when: 'first-deposit'; percent: number; capPaise: number; wageringMultiple: number }
  /** A fixed amount at sign-up. */
  | { when: 'sign-up'; amountPaise: number; wageringMultiple: number };

export interface Promotion {
  code: string;
  type: string;
  title: string;
  description: string;
  grant: PromotionGrant;
}

export const PROMOTIONS: readonly Promotion[] = [
  {
    code: 'WELCOME100',
    type: 'FIRST_DEPOSIT',
    title: '100% first deposit bonus',
    description: 'Your first deposit is matched up to ₹10,000 as Free Cash. Wager 10 times the Free Cash on settled bets to make it withdrawable.',
    grant: { when: 'first-deposit', percent: 100, capPaise: 1_000_000, wageringMultiple: 10 },
  },
  {
    code: 'IPL500',
    type: 'SIGN_UP_BONUS',
    title: '₹500 Free Cash',
    description: '₹500 Free Cash when you sign up. Wager ₹2,500 on settled bets to make it withdrawable.',
    grant: { when: 'sign-up', amountPaise: 50_000, wageringMultiple: 5 },
  },
];

export function findPromotion(code: string): Promotion | undefined {
  return PROMOTIONS.find((p) => p.code === code.trim().toUpperCase());
}

/** The Free Cash a promotion gives for a first deposit of `depositPaise` (0 when it is not a deposit bonus). */
export function firstDepositBonus(grant: PromotionGrant, depositPaise: number): number {
  if (grant.when !== 'first-deposit') return 0;
  return Math.min(grant.capPaise, Math.floor((depositPaise * grant.percent) / 100));
}
