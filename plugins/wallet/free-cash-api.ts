/**
 * Free Cash calls and their wire names: `account/wagering-details` (rupees) read into paise, and
 * `switch-wallet`, which puts credited Free Cash into the balance to bet with.
 */
import { session, type ApiService, type Wire } from '../../engine/plugin-api';

export type BonusStatus = Wire.FreeCashBonus['status'];

export interface Bonus {
  code: string;
  title: string;
  description: string;
  status: BonusStatus;
  amount: number;
  wageringRequired: number;
  wageringDone: number;
}

export interface FreeCash {
  /** Free Cash not yet in play. */
  freeCash: number;
  /** Free Cash in the balance that wagering still locks against withdrawal. */
  locked: number;
  bonuses: Bonus[];
}

const paise = (rupees: unknown): number => Math.round(Number(rupees ?? 0) * 100);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const STATUSES: readonly BonusStatus[] = ['awaiting-deposit', 'credited', 'in-play', 'released'];

export async function fetchFreeCash(api: ApiService): Promise<FreeCash> {
  const reply = await api.get<{ success?: boolean; message?: string; result?: Wire.FreeCash['result'] }>('account/wagering-details', { params: { walletType: 'bonus' } });
  if (reply.success === false || !reply.result) throw new Error(reply.message || 'Your Free Cash could not be loaded.');
  const wire = reply.result;
  const bonuses = Array.isArray(wire.bonuses) ? wire.bonuses : [];
  return {
    freeCash: paise(wire.bonus),
    locked: paise(wire.locked),
    bonuses: bonuses.map((b) => ({
      code: text(b.code),
      title: text(b.title) || text(b.code),
      description: text(b.description),
      status: STATUSES.includes(b.status) ? b.status : 'credited',
      amount: paise(b.amount),
      wageringRequired: paise(b.wageringRequired),
      wageringDone: paise(b.wageringDone),
    })),
  };
}

/** Puts credited Free Cash into play; answers the server's sentence for a toast. */
export async function playWithFreeCash(api: ApiService): Promise<string> {
  const code = session.memberCode();
  if (!code) throw new Error('Please Login Again');
  const reply = await api.put<{ success?: boolean; message?: string }>(`account/${encodeURIComponent(code)}/settings/switch-wallet`, undefined, { params: { useBonusWallet: 'true', walletCode: 'bonus' } });
  if (reply.success === false) throw new Error(reply.message || 'Your Free Cash could not be put into play.');
  return reply.message ?? 'Free Cash is now in your balance.';
}
