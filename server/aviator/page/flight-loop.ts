/**
 * The canvas's one animation loop. It runs only while the plane flies and the page is visible, at the
 * display's rate; each frame reads the clock, draws, and hands the multiplier to `onFrame` (the cash-out
 * buttons). The canvas is measured only when ResizeObserver says its size changed.
 */
import { flightHundredths, type AviatorState } from './aviator-state';
import { serverNow } from './clock-sync';
import { canvasReset, drawCrashed, drawFlight, drawWaiting, type CanvasSize } from './flight-drawing';
import { times } from './money';

export interface FlightLoop {
  /** The state changed: start, stop or redraw. */
  update(state: AviatorState): void;
}

export function flightLoop(canvas: HTMLCanvasElement, onFrame: (hundredths: number) => void): FlightLoop {
  const context = canvas.getContext('2d');
  let size: CanvasSize = { width: canvas.width || 320, height: canvas.height || 200, ratio: 1 };
  let state: AviatorState | null = null;
  let frame = 0;
  let shownHundredths = -1;
  let shownText = '';

  const tick = () => {
    frame = 0;
    const round = state?.round;
    if (!state || !context || round?.phase !== 'flying' || round.takeOffAt === null || document.hidden) return;
    const now = Date.now();
    const elapsed = Math.max(0, serverNow(state.clock, now) - round.takeOffAt);
    const hundredths = flightHundredths(state, now)!;
    if (hundredths !== shownHundredths) {
      shownHundredths = hundredths;
      shownText = times(hundredths);
    }
    drawFlight(context, size, elapsed, shownText);
    onFrame(hundredths);
    frame = requestAnimationFrame(tick);
  };

  const drawStill = () => {
    const round = state?.round;
    if (!context || !round || round.phase === 'flying') return;
    if (round.phase === 'crashed' && round.crashPoint !== null) drawCrashed(context, size, round.crashPoint);
    else drawWaiting(context, size);
  };

  const update = (next: AviatorState) => {
    state = next;
    const flying = next.round?.phase === 'flying' && !document.hidden;
    if (flying && !frame) frame = requestAnimationFrame(tick);
    if (!flying) {
      if (frame) cancelAnimationFrame(frame);
      frame = 0;
      drawStill();
    }
  };

  new ResizeObserver((entries) => {
    const box = entries[entries.length - 1]!.contentRect;
    const ratio = Math.min(window.devicePixelRatio || 1, 2);
    size = { width: Math.max(1, box.width), height: Math.max(1, box.height), ratio };
    canvas.width = Math.round(size.width * ratio);
    canvas.height = Math.round(size.height * ratio);
    if (context) canvasReset(context);
    drawStill();
  }).observe(canvas);
  document.addEventListener('visibilitychange', () => state && update(state));
  return { update };
}
