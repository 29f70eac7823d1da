/**
 * The operator's placement wire: the socket `create-bet` payload (spec sections 3 and 7, the shape
 * server/realtime accepts) and the HTTP `exchange/order/` list of one order, plus the limits call.
 * Wire names stay in this file.
 */
import type { Wire } from '../../engine/plugin-api';
import { fromHundredths } from '../../domain/exchange/price-ladder';
import type { BetDelayKey } from '../../domain/exchange/bet-delay';
import type { SlipSelection } from './selection';
import type { BetLimits } from './slip-state';
import { isLineSelection } from './slip-rules';

export interface BetRequest {
  selection: SlipSelection;
  /** Hundredths of odds (runner markets). */
  price: number;
  /** Paise. */
  stake: number;
  betSlipRef: string;
  delaySeconds: number;
  fromOneClick: boolean;
}

/** Line markets take the rate in percent; runner markets decimal odds. */
function wirePrice(request: BetRequest): number {
  return isLineSelection(request.selection) ? (request.selection.fancyPrice ?? 0) : fromHundredths(request.price);
}

/** Line markets are placed on the market itself (the runner id is the market id). */
function wireRunner(selection: SlipSelection): string {
  return isLineSelection(selection) ? selection.marketId : selection.selectionId;
}

export function socketBetPayload(token: string, request: BetRequest): Wire.SocketBetBody {
  const { selection } = request;
  const line = isLineSelection(selection);
  return {
    token,
    bet: {
      runnerId: wireRunner(selection),
      selectionName: selection.runnerName.slice(0, 120),
      rate: wirePrice(request),
      stake: request.stake / 100,
      marketId: selection.marketId,
      marketName: selection.marketName.slice(0, 120),
      marketType: selection.marketType,
      eventId: selection.eventId,
      eventName: selection.eventName.slice(0, 200),
      type: line ? (selection.side === 'back' ? 'Yes' : 'No') : selection.side === 'back' ? 'Back' : 'Lay',
      line: line ? (selection.line ?? null) : null,
      betSlipRef: request.betSlipRef,
      browserdetail: typeof navigator === 'undefined' ? '' : navigator.userAgent.slice(0, 512),
    },
  };
}

export function httpOrderPayload(request: BetRequest): Wire.PlaceOrdersBody {
  const { selection } = request;
  return [
    {
      side: selection.side === 'back' ? 0 : 1,
      price: wirePrice(request),
      selectionId: wireRunner(selection),
      btype: selection.side === 'back' ? 'BACK' : 'LAY',
      oddsType: selection.marketType,
      eventTypeId: selection.eventTypeId,
      marketId: selection.marketId,
      totalSize: request.stake / 100,
      betSlipRef: request.betSlipRef,
      fromOneClick: request.fromOneClick ? 1 : 0,
      betDelay: request.delaySeconds,
      line: isLineSelection(selection) ? (selection.line ?? null) : null,
    },
  ];
}

export interface MarketSettings {
  limits: BetLimits;
  delays: Partial<Record<BetDelayKey, number>>;
}

const toPaise = (rupees: unknown, fallback: number): number => {
  const value = Number(rupees);
  return Number.isFinite(value) && value > 0 ? Math.round(value * 100) : fallback;
};

/** `exchange/order/settings/` result → limits in paise (missing ones fall back to "0", as the spec's defaults) and delays. */
export function readMarketSettings(body: unknown): MarketSettings | null {
  const result = (body as Partial<Wire.OrderSettings> | null)?.result;
  if (!result || typeof result !== 'object') return null;
  const delays = (result.betDelay && typeof result.betDelay === 'object' ? result.betDelay : {}) as Partial<Record<BetDelayKey, number>>;
  return {
    limits: { minBet: toPaise(result.minBet, 0), maxBet: toPaise(result.maxBet, 0), maxWinPerMarket: toPaise(result.maxWinPerMarket, 0) },
    delays,
  };
}

/** A placement reply (socket `place-bet-success`/`-error` or the HTTP body) → message and the order. */
export function readPlacementReply(body: unknown): { ok: boolean; message: string; order: unknown; betSlipRef: string | null } {
  const b = (body ?? {}) as { success?: boolean; message?: unknown; bet?: unknown; result?: unknown; betSlipRef?: unknown };
  const order = b.bet ?? (Array.isArray(b.result) ? b.result[0] : null);
  const ref = (order as { betSlipRef?: unknown } | null)?.betSlipRef ?? b.betSlipRef;
  return { ok: b.success !== false, message: typeof b.message === 'string' ? b.message : '', order, betSlipRef: typeof ref === 'string' ? ref : null };
}
