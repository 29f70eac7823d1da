/**
 * Where the market render benchmark's time goes (MARKET_BENCH_DEBUG=1): a CPU profile by function, with
 * what the price frame work calls, and a breakdown of the trace: the main thread's phases, the kinds of
 * script task, what the heaviest 60 Hz frames and the long tasks were made of.
 */
import type { CDPSession } from 'playwright-core';
import { outermost, percentile, type TraceEvent } from './trace';

const FRAME_US = 16_667;

/** Profiles the page for `ms` and prints self time by function, then time under the frame work's runFrame. */
export async function printProfile(cdp: CDPSession, ms: number): Promise<void> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
  await cdp.send('Profiler.start');
  await new Promise((resolve) => setTimeout(resolve, ms));
  const { profile } = await cdp.send('Profiler.stop');
  const sampled = new Map<number, number>();
  profile.samples?.forEach((id, i) => sampled.set(id, (sampled.get(id) ?? 0) + (profile.timeDeltas?.[i] ?? 0) / 1000));
  const self = new Map<string, number>();
  for (const node of profile.nodes) {
    const key = `${node.callFrame.functionName || '(anon)'} ${node.callFrame.url.split('/').pop()}:${node.callFrame.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + (sampled.get(node.id) ?? 0));
  }
  console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([name, t]) => `${t.toFixed(0)}ms ${name}`).join('\n'));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const inclusive = new Map<string, number>();
  for (const node of profile.nodes) {
    const own = sampled.get(node.id) ?? 0;
    if (!own) continue;
    const chain: string[] = [];
    for (let at: number | undefined = node.id; at !== undefined; at = parent.get(at)) chain.push(byId.get(at)!.callFrame.functionName || '(anon)');
    const root = chain.indexOf('runFrame');
    if (root >= 0) for (const name of new Set(chain.slice(0, root + 1))) inclusive.set(name, (inclusive.get(name) ?? 0) + own);
  }
  console.log(`under runFrame (inclusive ms): ${[...inclusive].sort((a, b) => b[1] - a[1]).slice(0, 24).map(([name, t]) => `${name} ${t.toFixed(1)}`).join(', ')}`);
}

const named = (e: TraceEvent) => `${e.name}${e.args?.data?.functionName ? `(${String(e.args.data.functionName)})` : ''} ${(e.dur! / 1000).toFixed(2)}`;

/**
 * `onMain`: the page's main-thread complete events (with toplevel tasks); `display`: scripting (ms) per
 * 60 Hz frame, counted from the first event.
 */
export function printTraceBreakdown(onMain: TraceEvent[], display: number[], scripting: ReadonlySet<string>): void {
  const union = (names: Set<string>) => {
    let total = 0;
    let end = -Infinity;
    for (const [a, b] of onMain.filter((e) => names.has(e.name)).map((e) => [e.ts, e.ts + e.dur!] as const).sort((x, y) => x[0] - y[0])) {
      if (b <= end) continue;
      total += b - Math.max(a, end);
      end = b;
    }
    return (total / 1000).toFixed(0);
  };
  console.log(`main thread (ms in trace): scripting ${union(new Set(scripting))}, style+layout ${union(new Set(['Layout', 'UpdateLayoutTree']))}, paint ${union(new Set(['Paint', 'PrePaint', 'Layerize']))}, intersections ${union(new Set(['IntersectionObserverController::computeIntersections']))}`);
  for (const name of ['Paint', 'PrePaint', 'Layerize', 'Layout', 'UpdateLayoutTree', 'Commit', 'IntersectionObserverController::computeIntersections']) {
    const list = onMain.filter((e) => e.name === name).map((e) => e.dur! / 1000);
    if (list.length) console.log(`${name}: n ${list.length}, sum ${list.reduce((a, b) => a + b, 0).toFixed(0)} ms, median ${percentile(list, 50).toFixed(2)}, max ${list.reduce((most, ms) => Math.max(most, ms), 0).toFixed(1)}`);
  }
  const gc = new Map(['MinorGC', 'MajorGC', 'V8.GCIncrementalMarking'].map((name) => [name, [] as number[]]));
  for (const e of onMain) gc.get(e.name)?.push(e.dur! / 1000);
  console.log(`garbage collection: ${[...gc].map(([name, list]) => `${name} n ${list.length} sum ${list.reduce((a, b) => a + b, 0).toFixed(0)} ms`).join(', ')}`);
  for (const [label, pick] of [
    ['socket messages', (e: TraceEvent) => e.name === 'FunctionCall' && e.args?.data?.functionName === 'worker.onmessage'],
    ['animation frames', (e: TraceEvent) => e.name === 'FireAnimationFrame'],
    ['timers', (e: TraceEvent) => e.name === 'TimerFire'],
  ] as const) {
    const list = onMain.filter(pick).map((e) => e.dur! / 1000);
    console.log(`${label}: n ${list.length}, p50 ${percentile(list, 50).toFixed(2)}, p90 ${percentile(list, 90).toFixed(2)}, p99 ${percentile(list, 99).toFixed(2)} ms`);
  }
  // The script tasks in each of the heaviest 60 Hz frames (those at or over the p95).
  const start = onMain.reduce((least, e) => Math.min(least, e.ts), Infinity);
  const tops = outermost(onMain.filter((e) => scripting.has(e.name)));
  const p95 = percentile(display, 95);
  display.forEach((ms, i) => {
    if (ms < p95) return;
    const [from, to] = [start + i * FRAME_US, start + (i + 1) * FRAME_US];
    console.log(`frame ${ms.toFixed(2)} ms: ${tops.filter((e) => e.ts < to && e.ts + e.dur! > from).map(named).join(', ')}`);
  });
  // What the long tasks were made of: the outermost events inside each task over 50 ms.
  for (const task of onMain.filter((e) => e.name === 'ThreadControllerImpl::RunTask' && e.dur! > 50_000).slice(0, 8)) {
    const inside = onMain.filter((e) => e !== task && !e.name.includes('RunTask') && e.ts >= task.ts && e.ts + e.dur! <= task.ts + task.dur! && e.dur! > 1000);
    console.log(`long task ${(task.dur! / 1000).toFixed(0)} ms: ${outermost(inside).map(named).join(', ')}`);
  }
}
