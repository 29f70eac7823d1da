/** The strip of past crash points: newest first, each coloured by its range as Spribe's players know it. */
export interface PastCrash {
  roundId: string;
  crashPoint: number;
}

export type CrashRange = 'low' | 'mid' | 'high';

/** Below 2× blue, 2× up to 10× purple, 10× and above pink. */
export function crashRange(hundredths: number): CrashRange {
  if (hundredths < 200) return 'low';
  if (hundredths < 1000) return 'mid';
  return 'high';
}

export const HISTORY_KEPT = 40;

/** Adds a crash (oldest first, as the server lists them); a round already listed is not added twice. */
export function withCrash(history: readonly PastCrash[], crash: PastCrash): PastCrash[] {
  if (history.some((h) => h.roundId === crash.roundId)) return [...history];
  return [...history, crash].slice(-HISTORY_KEPT);
}
