/**
 * Markets as the client holds them, in clean names. Prices are decimal odds as shown (2.5), sizes and
 * limits are rupees as the operator's API sends them; amounts become paise only in money arithmetic.
 * Where the wire's names and units already are these, the types are the wire's (schemas/api).
 */
import type { Wire } from '../../../engine/plugin-api';

/** The schema's market types, and whatever else an operator's backend may send. */
export type MarketType = Wire.Market['marketType'] | (string & {});

export type MarketStatus = Wire.Market['status'] | (string & {});

export type PriceLevel = Wire.PriceLevel;

/** Best first: back[0] is the highest back price, lay[0] the lowest lay price. */
export type RunnerPrices = Wire.Runner;

/** A session or innings-runs line: No at noLine paying noRate %, Yes at yesLine paying yesRate %. */
export interface SessionLine {
  noLine: number;
  noRate: number;
  yesLine: number;
  yesRate: number;
  maxSize?: number;
}

export interface Market extends Pick<Wire.Market, 'marketId' | 'marketName' | 'version' | 'eventId' | 'eventName' | 'eventTypeId' | 'competitionId' | 'competitionName'> {
  marketType: MarketType;
  status: MarketStatus;
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
