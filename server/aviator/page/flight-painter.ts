/**
 * What draws the canvas: the flight at the display's rate from the take-off time, or the still picture
 * before take-off and after the crash. It runs in a worker on the canvas handed over to it (so the page's
 * own thread draws nothing per frame), or on the page's thread where a browser cannot hand a canvas over.
 * It knows only what `FlightView` tells it; the times are the server's clock, `offset` away from Date.now.
 */
import { multiplierHundredthsAt } from '../../../domain/games';
import { canvasReset, drawCrashed, drawFlight, drawWaiting, type CanvasSize, type Context2D } from './flight-drawing';
import { times } from './money';

export interface FlightView {
  phase: 'betting' | 'closing' | 'flying' | 'crashed';
  takeOffAt: number | null;
  crashPoint: number | null;
  /** Server clock minus Date.now, in ms. */
  offset: number;
}

export interface FlightPainter {
  show(view: FlightView | null, visible: boolean): void;
  resize(size: CanvasSize): void;
}

interface Frames {
  requestAnimationFrame(callback: () => void): number;
  cancelAnimationFrame(handle: number): void;
}

export function flightPainter(context: Context2D, frames: Frames): FlightPainter {
  let size: CanvasSize = { width: context.canvas.width || 320, height: context.canvas.height || 200, ratio: 1 };
  let view: FlightView | null = null;
  let visible = true;
  let frame = 0;
  let shownHundredths = -1;
  let shownText = '';

  const tick = () => {
    frame = 0;
    if (!view || view.phase !== 'flying' || view.takeOffAt === null || !visible) return;
    const elapsed = Math.max(0, Date.now() + view.offset - view.takeOffAt);
    const hundredths = multiplierHundredthsAt(elapsed);
    if (hundredths !== shownHundredths) {
      shownHundredths = hundredths;
      shownText = times(hundredths);
    }
    drawFlight(context, size, elapsed, shownText);
    frame = frames.requestAnimationFrame(tick);
  };

  const drawStill = () => {
    if (!view || view.phase === 'flying') return;
    if (view.phase === 'crashed' && view.crashPoint !== null) drawCrashed(context, size, view.crashPoint);
    else drawWaiting(context, size);
  };

  return {
    show(next, nowVisible) {
      view = next;
      visible = nowVisible;
      const flying = next?.phase === 'flying' && visible;
      if (flying && !frame) frame = frames.requestAnimationFrame(tick);
      if (!flying) {
        if (frame) frames.cancelAnimationFrame(frame);
        frame = 0;
        drawStill();
      }
    },
    resize(next) {
      size = next;
      context.canvas.width = Math.round(size.width * size.ratio);
      context.canvas.height = Math.round(size.height * size.ratio);
      canvasReset(context);
      drawStill();
    },
  };
}

/** The messages the page sends the worker: the canvas once, then sizes and views. */
export type PainterMessage = { canvas: OffscreenCanvas } | { size: CanvasSize } | { view: FlightView | null; visible: boolean };

/** The worker's side: paints on the canvas the page handed over. */
export function paintInWorker(): void {
  const scope = globalThis as unknown as Frames & { onmessage: ((event: MessageEvent<PainterMessage>) => void) | null };
  let painter: FlightPainter | null = null;
  scope.onmessage = ({ data }) => {
    if ('canvas' in data) {
      const context = data.canvas.getContext('2d');
      if (context) painter = flightPainter(context, { requestAnimationFrame: (callback) => scope.requestAnimationFrame(callback), cancelAnimationFrame: (handle) => scope.cancelAnimationFrame(handle) });
    } else if ('size' in data) painter?.resize(data.size);
    else painter?.show(data.view, data.visible);
  };
}
