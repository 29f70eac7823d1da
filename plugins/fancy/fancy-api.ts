/**
 * The plugin's calls to the operator's API and the wire shapes they answer, turned into clean names:
 * the player's book, a market's limits, the cricket score and the match centre's urls. Money leaves
 * here as paise.
 */
import type { LadderStep } from '../../domain/exchange/exposure';
import type { ApiService } from '../../engine/plugin-api';
import { cricketScoreFromWire, type CricketScore } from '../../domain/exchange/cricket-score';
import type { AccessTokenCall } from './stream-route';

type Wire = Record<string, unknown>;
const isRecord = (value: unknown): value is Wire => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const paise = (rupees: unknown): number => Math.round(Number(rupees) * 100);
const resultOf = (body: unknown): unknown => (isRecord(body) ? body.result : undefined);

/** The player's run ladder of a line market: P&L from each run total upwards, paise. */
export async function fetchBook(api: ApiService, memberCode: string, marketId: string): Promise<LadderStep[]> {
  const body = await api.get(`exposure/pnl/${encodeURIComponent(memberCode)}/markets/${encodeURIComponent(marketId)}/ladder`);
  const result = resultOf(body);
  const ladder = isRecord(result) && Array.isArray(result.ladder) ? result.ladder.filter(isRecord) : [];
  return ladder.map((step) => ({ runs: Number(step.runs), pnl: paise(step.pnl) })).filter((step) => Number.isFinite(step.runs) && Number.isFinite(step.pnl));
}

export interface MarketLimits {
  /** Paise. */
  minBet: number;
  maxBet: number;
}

export async function fetchLimits(api: ApiService, marketId: string, runnerId: string): Promise<MarketLimits | null> {
  const result = resultOf(await api.post('exchange/order/settings/', { marketId, runnerId }));
  if (!isRecord(result)) return null;
  const minBet = paise(result.minBet);
  const maxBet = paise(result.maxBet);
  return Number.isFinite(minBet) && Number.isFinite(maxBet) ? { minBet, maxBet } : null;
}

export { cricketScoreFromWire, type CricketScore, type InningsScore } from '../../domain/exchange/cricket-score';

export async function fetchScore(api: ApiService, eventId: string): Promise<CricketScore | null> {
  return cricketScoreFromWire(resultOf(await api.get(`match-center/score/${encodeURIComponent(eventId)}`)));
}

/** The scorecard url from one of the access-token calls. */
export async function fetchScorecardUrl(api: ApiService, call: AccessTokenCall, eventTypeId: string, eventId: string): Promise<string | null> {
  const result = resultOf(await api.post(call, { eventTypeId, eventId }));
  return isRecord(result) && text(result.url) ? text(result.url) : null;
}

export async function fetchVideoId(api: ApiService, eventTypeId: string, eventId: string): Promise<string | null> {
  const result = resultOf(await api.get(`match-center/stats/${encodeURIComponent(eventTypeId)}/${encodeURIComponent(eventId)}/video`));
  const config = isRecord(result) && isRecord(result.config) ? result.config : null;
  return config && text(config.videoId) ? text(config.videoId) : null;
}
