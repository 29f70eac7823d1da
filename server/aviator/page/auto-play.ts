/**
 * Auto play, run by the page: the bet is placed again at each round's opening until the rounds asked
 * for are played or the balance has moved by a stop amount since auto play started. Pure: the page
 * asks `autoPlayDecision` at each opening and places the bet or stops.
 */
import { rupees } from './money';

export interface AutoPlaySettings {
  rounds: number;
  /** Stop once the balance is up by this many paise (null: never). */
  stopIfUp: number | null;
  /** Stop once the balance is down by this many paise (null: never). */
  stopIfDown: number | null;
}

export interface AutoPlay extends AutoPlaySettings {
  roundsLeft: number;
  /** The balance when auto play started, in paise. */
  startBalance: number;
}

export type AutoPlayDecision = { bet: true } | { bet: false; reason: string };

export const startAutoPlay = (settings: AutoPlaySettings, balance: number): AutoPlay => ({ ...settings, roundsLeft: settings.rounds, startBalance: balance });

/** Whether to bet again at a round's opening, with the balance then. */
export function autoPlayDecision(auto: AutoPlay, balance: number): AutoPlayDecision {
  const change = balance - auto.startBalance;
  if (auto.stopIfUp !== null && change >= auto.stopIfUp) return { bet: false, reason: `Auto play stopped: the balance is up ${rupees(change)}.` };
  if (auto.stopIfDown !== null && -change >= auto.stopIfDown) return { bet: false, reason: `Auto play stopped: the balance is down ${rupees(-change)}.` };
  if (auto.roundsLeft <= 0) return { bet: false, reason: `Auto play finished: ${auto.rounds} ${auto.rounds === 1 ? 'round' : 'rounds'} played.` };
  return { bet: true };
}

/** One more round placed. */
export const roundPlaced = (auto: AutoPlay): AutoPlay => ({ ...auto, roundsLeft: Math.max(0, auto.roundsLeft - 1) });
