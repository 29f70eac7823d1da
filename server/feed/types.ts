/** What the exchange needs to know of a market at a moment: identity, state and prices. */
export type MarketStatus = 'OPEN' | 'SUSPENDED' | 'BALL_RUNNING' | 'CLOSED';

export interface PriceLevel {
  /** Hundredths (runner markets) or the rate in percent (line markets). */
  price: number;
  /** Paise available at this price. */
  size: number;
}

export interface RunnerQuote {
  id: string;
  name: string;
  /** Best first: highest back, lowest lay. */
  back: PriceLevel[];
  lay: PriceLevel[];
}

/** A session or innings-runs line: No (lay) at noLine/noRate, Yes (back) at yesLine/yesRate. */
export interface LineQuote {
  noLine: number;
  noRate: number;
  yesLine: number;
  yesRate: number;
  /** Paise the line takes on either side per bet. */
  size: number;
}

export interface MarketSnapshot {
  id: string;
  name: string;
  type: 'MATCH_ODDS' | 'Special' | 'SESSION' | 'INNINGS_RUNS';
  eventTypeId: string;
  eventId: string;
  eventName: string;
  competitionId: string;
  competitionName: string;
  status: MarketStatus;
  runners: RunnerQuote[];
  line?: LineQuote;
  /** How many runners the market pays: set on place markets (2 or 3); a market without it has one winner. */
  numberOfWinners?: number;
  /** Monotonic version, bumped on every change. */
  version: number;
}

export interface MarketSource {
  market(id: string): MarketSnapshot | undefined;
}
