/**
 * A cricket event's score as match-center/score answers it (and the event group carries it), in clean
 * names: read by the fancy plugin's score board and by the server drawing that board into the first
 * screen, so both show the same thing.
 */

export interface InningsScore {
  team: string;
  runs: number;
  wickets: number;
  overs: string;
  /** The last six balls, newest last: '0'…'6', 'W'. */
  recent: string[];
}

export interface CricketScore {
  battingTeam: string;
  innings: InningsScore[];
  target: number | null;
  finished: boolean;
}

type Wire = Record<string, unknown>;
const isRecord = (value: unknown): value is Wire => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

export function cricketScoreFromWire(value: unknown): CricketScore | null {
  if (!isRecord(value) || value.kind !== 'cricket' || !Array.isArray(value.innings)) return null;
  return {
    battingTeam: text(value.battingTeam),
    innings: value.innings.filter(isRecord).map((i) => ({
      team: text(i.team),
      runs: Number(i.runs) || 0,
      wickets: Number(i.wickets) || 0,
      overs: text(i.overs) || '0.0',
      recent: Array.isArray(i.recent) ? i.recent.map(text) : [],
    })),
    target: value.target === null || value.target === undefined ? null : Number(value.target),
    finished: value.finished === true,
  };
}

/** The innings shown as batting: the batting team's, else the first. */
export function battingInnings(score: CricketScore): InningsScore | undefined {
  return score.innings.find((i) => i.team === score.battingTeam) ?? score.innings[0];
}
