/**
 * Chromium's CPU slowdown (Emulation.setCPUThrottlingRate), kept even. The browser slows a page's main
 * thread with a thread of its own that signals it every 200 µs; on each signal the main thread spins for
 * (rate − 1) times as long as it ran since the last one, counting at most 1 ms of run (so up to 3 ms of
 * spin at 4×). That thread runs at normal priority. On this 2-core machine it loses the CPU to the
 * browser's compositor threads (nice −8), its raster workers and the bench's own server, and its signals
 * come late: the page then runs a millisecond at full speed and stands still for 3 ms inside whatever
 * callback it is in. The average slowdown is still the rate, but any frame's script may read up to 3 ms
 * longer, at random, and a page doing a little work in every frame catches it often. With the throttling
 * thread at nice −15 its signals come on time, and the slowdown is the even one a slower phone CPU has.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import type { CDPSession } from 'playwright-core';

const THREAD_NAME = 'CPUThrottlingTh';
const PRIORITY = -15;

/** Ids of the browser's throttling threads (a thread name is cut to 15 characters). */
function throttlingThreads(): number[] {
  const found: number[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let tasks: string[];
    try {
      tasks = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const tid of tasks) {
      try {
        if (readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim() === THREAD_NAME) found.push(Number(tid));
      } catch {
        // The thread ended while being read.
      }
    }
  }
  return found;
}

/** Raises every throttling thread not yet raised; the error when the system refuses. */
function raiseThrottlingThreads(): Error | null {
  try {
    for (const tid of throttlingThreads()) if (getPriority(tid) !== PRIORITY) setPriority(tid, PRIORITY);
    return null;
  } catch (error) {
    return error as Error;
  }
}

/**
 * A page's renderer can change as it navigates, and the new one gets a throttling thread of its own, so
 * threads are looked for again twice a second for as long as the bench runs.
 */
let keeper: ReturnType<typeof setInterval> | null = null;

/**
 * Slows the page's CPU by `rate` (1 turns the slowdown off) and, when slowing, keeps the browser's
 * throttling threads at a raised priority. Returns how the slowdown runs, for the bench to print beside
 * its figures.
 */
export async function slowCpu(cdp: CDPSession, rate: number): Promise<string> {
  const before = new Set(throttlingThreads());
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  if (rate <= 1) return 'no CPU slowdown';
  // For comparison: BENCH_EVEN_SLOWDOWN=0 leaves the thread at its own priority, as the browser starts it.
  if (process.env.BENCH_EVEN_SLOWDOWN === '0') return `${rate}× CPU slowdown, its throttling thread at its own priority (BENCH_EVEN_SLOWDOWN=0)`;
  // The browser starts the page's thread as the slowdown is set; give it a moment to appear (a renderer
  // slowed before keeps its own).
  for (let waited = 0; waited < 1000 && throttlingThreads().every((tid) => before.has(tid)); waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const refused = raiseThrottlingThreads();
  if (refused) return `${rate}× CPU slowdown; its throttling thread kept its priority (${refused.message}), so late signals add stalls of up to 3 ms`;
  keeper ??= setInterval(raiseThrottlingThreads, 500).unref();
  return `${rate}× CPU slowdown, its throttling thread at nice ${PRIORITY} so the slowdown is even`;
}
