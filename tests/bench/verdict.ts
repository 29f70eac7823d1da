/**
 * How a benchmark judges its target: at the load the target names, or not at all. Each bench prints the
 * load it offered, in the target's units, beside the machine's load average; then "met" or "missed" when
 * it offered every load the target names, or "not judged" with the reason when it offered less (a load
 * generator that fell behind on a busy machine, a smaller run asked for by an environment variable).
 */
import { loadavg } from 'node:os';

export type Verdict = 'met' | 'missed' | 'not judged';

/** One load a target names, and how much of it the bench offered. */
export interface Load {
  /** The target's unit: "price changes/s", "sockets", "× CPU slowdown". */
  unit: string;
  offered: number;
  required: number;
  /** The target names this load exactly (a pace, a number of sockets), not a least one. */
  exactly?: boolean;
}

const amount = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 1 });
/** "2,000 price changes/s", "4× CPU slowdown". */
const quantity = (value: number, unit: string) => `${amount(value)}${unit.startsWith('×') ? '' : ' '}${unit}`;

/** The machine's load averages over 1, 5 and 15 minutes (the benches share it with their load generators). */
export function machineLoad(): string {
  return `machine load average ${loadavg().map((value) => value.toFixed(2)).join(', ')}`;
}

/** Why `load` was not offered, or null when it was. */
function shortfall(load: Load): string | null {
  if (load.exactly ? load.offered === load.required : load.offered >= load.required) return null;
  return `${quantity(load.offered, load.unit)} offered, the target names ${load.exactly ? '' : 'at least '}${quantity(load.required, load.unit)}`;
}

/**
 * Prints the loads offered and the machine's load, then the verdict on `target`: `met` decides between
 * met and missed when every load was offered; otherwise "not judged", with the loads that fell short.
 */
export function judge(target: string, met: boolean, loads: readonly Load[], indent = '  '): Verdict {
  const short = loads.map(shortfall).filter((reason): reason is string => reason !== null);
  const verdict: Verdict = short.length ? 'not judged' : met ? 'met' : 'missed';
  const offered = loads.map((load) => quantity(load.offered, load.unit)).join(', ');
  console.log(`${indent}load offered: ${offered || 'none (the target names no load)'}; ${machineLoad()}`);
  console.log(`${indent}${target}: ${verdict}${short.length ? ` (${short.join('; ')})` : ''}`);
  return verdict;
}

/** A target the bench could not measure at all (a database or a tool missing): said, with the reason. */
export function notJudged(target: string, reason: string): Verdict {
  console.log(`  ${machineLoad()}`);
  console.log(`  ${target}: not judged (${reason})`);
  return 'not judged';
}

/** One verdict for several judged parts (two screens): not judged if any part (or every one) was not, met if all were. */
export function together(verdicts: readonly Verdict[]): Verdict {
  if (verdicts.length === 0 || verdicts.includes('not judged')) return 'not judged';
  return verdicts.every((verdict) => verdict === 'met') ? 'met' : 'missed';
}
