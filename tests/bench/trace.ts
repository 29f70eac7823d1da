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

/** Trace events that are the page running script. */
export const SCRIPTING: ReadonlySet<string> = new Set(['FunctionCall', 'EvaluateScript', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'RunMicrotasks', 'v8.compile', 'XHRReadyStateChange', 'XHRLoad', 'V8.Execute', 'v8.callFunction']);

/** Scripting slices on the page's main thread, merged where they overlap (nested events count once). */
function scriptingSlices(events: TraceEvent[]): Array<[number, number]> {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  if (!main) return [];
  const slices = events
    .filter((e) => e.tid === main.tid && e.pid === main.pid && e.ph === 'X' && SCRIPTING.has(e.name) && e.dur !== undefined)
    .map((e) => [e.ts, e.ts + e.dur!] as const)
    .sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const [start, end] of slices) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** Scripting (ms) within each interval between consecutive boundaries (µs). */
function scriptingBetween(merged: Array<[number, number]>, boundaries: number[]): number[] {
  const perFrame: number[] = [];
  let k = 0;
  for (let f = 0; f + 1 < boundaries.length; f += 1) {
    const [from, to] = [boundaries[f]!, boundaries[f + 1]!];
    let busy = 0;
    while (k < merged.length && merged[k]![1] <= from) k += 1;
    for (let j = k; j < merged.length && merged[j]![0] < to; j += 1) busy += Math.min(to, merged[j]![1]) - Math.max(from, merged[j]![0]);
    perFrame.push(busy / 1000);
  }
  return perFrame;
}

/**
 * Scripting per frame, two ways. Display frames: the trace cut into 60 Hz frames (16.7 ms each), idle
 * ones included, as a 60 Hz screen shows them. Drawn frames: between the renderer's BeginMainThreadFrame
 * events, so only frames in which something was drawn, each with all the scripting since the one before.
 */
export function scriptingPerFrame(events: TraceEvent[], from: number, to: number): { display: number[]; drawn: number[] } {
  const merged = scriptingSlices(events);
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const drawnFrames = events.filter((e) => e.tid === main?.tid && e.pid === main?.pid && e.name === 'BeginMainThreadFrame').map((e) => e.ts).sort((a, b) => a - b);
  const vsync: number[] = [];
  for (let t = from; t <= to; t += 16_667) vsync.push(t);
  return { display: scriptingBetween(merged, vsync), drawn: scriptingBetween(merged, drawnFrames) };
}

/** The page's main-thread complete events, and the span (µs) they cover. */
export function mainThread(events: TraceEvent[]): { events: TraceEvent[]; from: number; to: number } {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const onMain = events.filter((e) => e.tid === main?.tid && e.pid === main?.pid && e.ph === 'X' && e.ts > 0);
  let [from, to] = [Infinity, -Infinity];
  for (const e of onMain) [from, to] = [Math.min(from, e.ts), Math.max(to, e.ts + (e.dur ?? 0))];
  return { events: onMain, from, to };
}
