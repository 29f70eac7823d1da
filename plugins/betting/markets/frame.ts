/**
 * Frame-time work for everything that draws live prices, under one budget. Each animation frame runs the
 * waiting jobs in turn and starts no further job once FRAME_BUDGET_MS has passed; a job checks `hasTime`
 * between its own steps and returns false when it has more to do. A job that ran out of time goes to the
 * back of the line, so the next frame starts with the others and none is starved. However many prices
 * moved and however many features draw them, a frame then spends about one budget of script on them, and
 * a burst is spread over a few frames instead of stalling one.
 */

/** When the UI hears about changes: once per animation frame (setTimeout where frames do not run). */
export type FrameScheduler = (run: () => void) => void;

export const nextAnimationFrame: FrameScheduler = (run) => {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => run());
  else setTimeout(run, 16);
};

/** Returns true when it is done, false to be called again in the next frame. */
export type FrameJob = (hasTime: () => boolean) => boolean;

export interface FrameWork {
  /** Runs `job` in the coming frames until it is done; a job already waiting keeps its place. */
  request(job: FrameJob): void;
  /**
   * Runs `job` in the first frame from `at` (performance.now time) on, and no later than `slackMs`
   * after it: work that must happen around a time rides on the frames that draw prices anyway, and
   * needs a frame (and a timer) of its own only when none comes.
   */
  requestAt(job: FrameJob, at: number, slackMs: number): void;
  /** Frames that ran jobs (tests and the benchmark read it). */
  frames(): number;
}

/** A timer may fire this much before its time by the page's clock; a job due that soon counts as due. */
const TIMER_EARLY_MS = 1;

/** How long one frame spends on price work, at most (a frame at 60 Hz lasts 16.7 ms). */
export const FRAME_BUDGET_MS = 0.5;

export function createFrameWork(schedule: FrameScheduler = nextAnimationFrame, budgetMs = FRAME_BUDGET_MS): FrameWork {
  const waiting = new Set<FrameJob>();
  const timed = new Map<FrameJob, { at: number; latest: number }>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let scheduled = false;
  let running = false;
  let frames = 0;

  /** Moves timed jobs that are due into the line, and keeps a timer for the latest time of the others. */
  let timerAt = Infinity;
  const sortTimed = () => {
    const now = performance.now();
    let next = Infinity;
    for (const [job, { at, latest }] of timed) {
      if (at <= now + TIMER_EARLY_MS) {
        timed.delete(job);
        waiting.add(job);
      } else next = Math.min(next, latest);
    }
    if (next === timerAt) return;
    if (timer) clearTimeout(timer);
    timer = null;
    timerAt = next;
    if (next === Infinity) return;
    timer = setTimeout(() => {
      timer = null;
      timerAt = Infinity;
      sortTimed();
      ensureFrame();
    }, Math.max(0, next - now));
  };

  const ensureFrame = () => {
    if (scheduled || running || !waiting.size) return;
    scheduled = true;
    schedule(runFrame);
  };

  function runFrame() {
    scheduled = false;
    running = true;
    frames += 1;
    const started = performance.now();
    const hasTime = () => performance.now() - started < budgetMs;
    if (timed.size) sortTimed();
    try {
      // Jobs requested while this frame runs wait for the next one.
      const turn = [...waiting];
      for (let i = 0; i < turn.length; i += 1) {
        if (i > 0 && !hasTime()) break;
        const job = turn[i]!;
        waiting.delete(job);
        if (!job(hasTime)) waiting.add(job);
      }
    } finally {
      running = false;
      ensureFrame();
    }
  }

  return {
    request(job) {
      waiting.add(job);
      ensureFrame();
    },
    requestAt(job, at, slackMs) {
      timed.set(job, { at, latest: at + slackMs });
      sortTimed();
      ensureFrame();
    },
    frames: () => frames,
  };
}
