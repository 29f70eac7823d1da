/**
 * Markets as the client holds them, in clean names. Prices are decimal odds as shown (2.5), sizes and
 * limits are rupees as the operator's API sends them; amounts become paise only in money arithmetic.
 */
export type MarketType = 'MATCH_ODDS' | 'Special' | 'SESSION' | 'INNINGS_RUNS' | (string & {});

export type MarketStatus = 'OPEN' | 'SUSPENDED' | 'BALL_RUNNING' | 'CLOSED' | (string & {});

export interface PriceLevel {
  price: number;
  size: number;
}

export interface RunnerPrices {
  selectionId: string;
  runnerName: string;
  /** Best first: back[0] is the highest back price, lay[0] the lowest lay price. */
  back: PriceLevel[];
  lay: PriceLevel[];
}

/** A session or innings-runs line: No at noLine paying noRate %, Yes at yesLine paying yesRate %. */
export interface SessionLine {
  noLine: number;
  noRate: number;
  yesLine: number;
  yesRate: number;
  maxSize?: number;
}

export interface Market {
  marketId: string;
  marketName: string;
  marketType: MarketType;
  status: MarketStatus;
  version: number;
  eventId: string;
  eventName: string;
  eventTypeId: string;
  competitionId: string;
  competitionName: string;
  runners: RunnerPrices[];
  line?: SessionLine;
  /** A line market's stake limits, paise, when the market's wire carries them (else exchange/order/settings/ tells). */
  stakeLimits?: { minBet: number; maxBet: number };
  /** How many runners the market pays, when more than one (a race's place market). */
  numberOfWinners?: number;
  /** Server clock of the last change applied (ms). */
  serverTs: number;
  /** Client clock when the last change arrived (ms). */
  receivedAt: number;
}

/** An event as lists and pages show it. */
export interface EventInfo {
  eventId: string;
  eventName: string;
  eventTypeId: string;
  competitionId: string;
  competitionName: string;
  /** When play starts (ms). */
  openDate: number;
  inPlay: boolean;
}
