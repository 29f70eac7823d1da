/**
 * The player's responsible-gambling settings on the operator's backend
 * (GET/POST account/{memberCode}/responsible-gambling). The wire speaks rupees and ISO dates; the rest
 * of the app gets paise and epoch milliseconds.
 */
import type { ApiService } from '../services/api';

export interface GamblingLimits {
  /** The daily loss limit in force, in paise; null for none. */
  dailyLossLimit: number | null;
  /** A raise or removal waiting out its 24 hours: the coming limit (null: none) and when it applies. */
  pending: { dailyLossLimit: number | null; from: number } | null;
  /** Settled losses since midnight India time, in paise. */
  lossToday: number;
  /** Epoch ms until which bets are refused; null when not excluded. */
  selfExcludedUntil: number | null;
  selfExclusionDays: number[];
}

interface LimitsWire {
  dailyLossLimit?: number | null;
  pendingDailyLossLimit?: number | null;
  pendingFrom?: string;
  lossToday?: number;
  selfExcludedUntil?: string | null;
  selfExclusionDays?: number[];
}

const toPaise = (rupees: number) => Math.round(rupees * 100);

function fromWire(wire: LimitsWire): GamblingLimits {
  const pendingFrom = wire.pendingFrom ? Date.parse(wire.pendingFrom) : NaN;
  return {
    dailyLossLimit: typeof wire.dailyLossLimit === 'number' ? toPaise(wire.dailyLossLimit) : null,
    pending: Number.isFinite(pendingFrom) ? { dailyLossLimit: typeof wire.pendingDailyLossLimit === 'number' ? toPaise(wire.pendingDailyLossLimit) : null, from: pendingFrom } : null,
    lossToday: toPaise(wire.lossToday ?? 0),
    selfExcludedUntil: wire.selfExcludedUntil ? Date.parse(wire.selfExcludedUntil) : null,
    selfExclusionDays: Array.isArray(wire.selfExclusionDays) ? wire.selfExclusionDays : [1, 7, 30, 90, 180],
  };
}

export class LimitsRefused extends Error {}

export function responsibleGamblingApi(api: ApiService, memberCode: string) {
  const path = `account/${encodeURIComponent(memberCode)}/responsible-gambling`;
  const save = async (body: Record<string, unknown>): Promise<{ message: string; limits: GamblingLimits }> => {
    try {
      const answer = await api.post<{ success?: boolean; message?: string; result?: LimitsWire }>(path, body);
      if (!answer.success || !answer.result) throw new LimitsRefused(answer.message || 'Your limits could not be saved.');
      return { message: answer.message || 'Your limits are saved.', limits: fromWire(answer.result) };
    } catch (error) {
      throw error instanceof LimitsRefused ? error : new LimitsRefused(api.errorText(error));
    }
  };
  return {
    async load(): Promise<GamblingLimits> {
      try {
        const answer = await api.get<{ success?: boolean; message?: string; result?: LimitsWire }>(path);
        if (!answer.success || !answer.result) throw new LimitsRefused(answer.message || 'Your limits could not be loaded.');
        return fromWire(answer.result);
      } catch (error) {
        throw error instanceof LimitsRefused ? error : new LimitsRefused(api.errorText(error));
      }
    },
    /** Paise, whole rupees only (null removes the limit). */
    setDailyLossLimit: (paise: number | null) => save({ dailyLossLimit: paise === null ? null : paise / 100 }),
    selfExclude: (days: number) => save({ selfExcludeDays: days }),
  };
}

export type ResponsibleGamblingApi = ReturnType<typeof responsibleGamblingApi>;
