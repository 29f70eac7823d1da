/** What the browser benchmarks read from a DevTools trace. */

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { name?: string; data?: Record<string, unknown> };
}

/** The value below which `p` % of `values` lie (nearest rank). */
export function percentile(values: number[], p: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Events that nest inside none of the others in `events` (the outermost ones). */
export function outermost(events: TraceEvent[]): TraceEvent[] {
  return events.filter((e) => !events.some((o) => o !== e && o.ts <= e.ts && o.ts + o.dur! >= e.ts + e.dur! && (o.ts < e.ts || o.dur! > e.dur!)));
}
