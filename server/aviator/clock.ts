/**
 * The provider's one clock. Rounds, take-off and every cash-out are timed by it, and it is the
 * serverTime players sync to. Tests inject a clock they move by hand, or one that runs faster, so a
 * round takes milliseconds while the multiplier is still e^(0.00006·ms) of this clock's time.
 */
export interface Clock {
  now(): number;
  /** Resolves once `ms` of this clock have passed, or at once when `signal` aborts. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

function realSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, Math.max(0, ms));
    signal?.addEventListener('abort', done, { once: true });
  });
}

export const realClock: Clock = { now: () => Date.now(), sleep: realSleep };

/** A clock running `speed` times faster than the wall clock (speed 1 is the wall clock). */
export function scaledClock(speed: number): Clock {
  if (!(speed > 0)) throw new RangeError(`a clock's speed is a positive number, not ${speed}`);
  if (speed === 1) return realClock;
  const origin = Date.now();
  return { now: () => origin + Math.floor((Date.now() - origin) * speed), sleep: (ms, signal) => realSleep(ms / speed, signal) };
}
