/**
 * The canvas and the flight's frames. The canvas is drawn by flight-painter.ts, in a worker where the
 * browser can hand the canvas over (the page's script, loaded again as a worker), else on this thread.
 * This thread keeps one small loop while the plane flies and the page is visible: each frame it hands
 * the multiplier to `onFrame` (the cash-out buttons). The canvas is measured only when ResizeObserver
 * says its size changed.
 */
import { flightHundredths, type AviatorState } from './aviator-state';
import { flightPainter, type FlightPainter, type FlightView, type PainterMessage } from './flight-painter';

export interface FlightLoop {
  /** The state changed: start, stop or redraw. */
  update(state: AviatorState): void;
}

/** The painter in a worker running `workerScript`, or null when the canvas cannot be handed over. */
function workerPainter(canvas: HTMLCanvasElement, workerScript: string | undefined): FlightPainter | null {
  if (!workerScript || typeof canvas.transferControlToOffscreen !== 'function' || typeof Worker !== 'function') return null;
  let worker: Worker;
  try {
    worker = new Worker(workerScript, { type: 'module', name: 'aviator-flight' });
  } catch {
    return null;
  }
  const offscreen = canvas.transferControlToOffscreen();
  const post = (message: PainterMessage, transfer: Transferable[] = []) => worker.postMessage(message, transfer);
  post({ canvas: offscreen }, [offscreen]);
  return { show: (view, visible) => post({ view, visible }), resize: (size) => post({ size }) };
}

function pagePainter(canvas: HTMLCanvasElement): FlightPainter | null {
  const context = canvas.getContext('2d');
  return context && flightPainter(context, window);
}

const sameView = (a: FlightView | null, b: FlightView | null) => a === b || (!!a && !!b && a.phase === b.phase && a.takeOffAt === b.takeOffAt && a.crashPoint === b.crashPoint && a.offset === b.offset);

export function flightLoop(canvas: HTMLCanvasElement, onFrame: (hundredths: number) => void, workerScript?: string): FlightLoop {
  const painter = workerPainter(canvas, workerScript) ?? pagePainter(canvas);
  let state: AviatorState | null = null;
  let frame = 0;
  let shown: FlightView | null = null;
  let shownVisible = true;

  const tick = () => {
    frame = 0;
    const hundredths = state && !document.hidden ? flightHundredths(state, Date.now()) : null;
    if (hundredths === null) return;
    onFrame(hundredths);
    frame = requestAnimationFrame(tick);
  };

  const update = (next: AviatorState) => {
    state = next;
    const round = next.round;
    const view: FlightView | null = round && { phase: round.phase, takeOffAt: round.takeOffAt, crashPoint: round.crashPoint, offset: next.clock.offset };
    const visible = !document.hidden;
    // Events come many times a second; the painter hears only of a change of what it draws.
    if (!sameView(view, shown) || visible !== shownVisible) painter?.show(view, visible);
    [shown, shownVisible] = [view, visible];
    const flying = round?.phase === 'flying' && visible;
    if (flying && !frame) frame = requestAnimationFrame(tick);
    if (!flying && frame) {
      cancelAnimationFrame(frame);
      frame = 0;
    }
  };

  new ResizeObserver((entries) => {
    const box = entries[entries.length - 1]!.contentRect;
    const ratio = Math.min(window.devicePixelRatio || 1, 2);
    painter?.resize({ width: Math.max(1, box.width), height: Math.max(1, box.height), ratio });
  }).observe(canvas);
  document.addEventListener('visibilitychange', () => state && update(state));
  return { update };
}
