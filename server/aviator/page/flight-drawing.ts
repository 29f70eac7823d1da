/**
 * What the canvas shows, drawn from numbers alone: the flight's curve with the plane at its tip and the
 * multiplier in large type, the wait before take-off, and the crash. Nothing here reads the page's
 * layout; the size comes from the caller, measured only when the canvas is resized.
 */
import { multiplierAt } from '../../../domain/games';
import { times } from './money';

export const PLANE_RED = '#e50539';
const CURVE_POINTS = 32;
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/** The page's canvas, or one handed over to a worker. */
export type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

export interface CanvasSize {
  /** CSS pixels. */
  width: number;
  height: number;
  /** Device pixels per CSS pixel. */
  ratio: number;
}

function prepare(context: Context2D, size: CanvasSize): void {
  context.setTransform(size.ratio, 0, 0, size.ratio, 0, 0);
  context.clearRect(0, 0, size.width, size.height);
}

/** The big type's size for this canvas, in CSS pixels. */
const bigPx = (size: CanvasSize, scale = 1) => Math.round(Math.min(size.width / 5, size.height / 3.2) * scale);

/** Sets the font only when it changes: parsing a font string is the dearest part of drawing text. */
const fontSet = new WeakMap<Context2D, string>();
function useFont(context: Context2D, px: number): void {
  const font = `800 ${px}px ${FONT}`;
  // The getter answers a normalised form, so what was set is remembered here instead.
  if (fontSet.get(context) !== font) {
    context.font = font;
    fontSet.set(context, font);
  }
  context.textAlign = 'center';
  context.textBaseline = 'middle';
}

/** A resized canvas has lost its drawing state, the font with it. */
export function canvasReset(context: Context2D): void {
  fontSet.delete(context);
}

function bigText(context: Context2D, size: CanvasSize, text: string, colour: string, scale = 1): void {
  useFont(context, bigPx(size, scale));
  context.fillStyle = colour;
  context.fillText(text, size.width / 2, size.height * 0.42);
}

/** A small plane: wings and body as one path, pointing along the curve. */
function plane(context: Context2D, size: CanvasSize, x: number, y: number, angle: number, scale: number): void {
  const [cos, sin, k] = [Math.cos(angle) * scale * size.ratio, Math.sin(angle) * scale * size.ratio, size.ratio];
  context.setTransform(cos, sin, -sin, cos, x * k, y * k);
  context.fillStyle = PLANE_RED;
  context.beginPath();
  context.moveTo(14, 0);
  context.lineTo(-10, -4);
  context.lineTo(-14, -12);
  context.lineTo(-18, -12);
  context.lineTo(-16, -2);
  context.lineTo(-18, 0);
  context.lineTo(-16, 2);
  context.lineTo(-4, 3);
  context.lineTo(-8, 12);
  context.lineTo(-3, 12);
  context.lineTo(6, 3);
  context.closePath();
  context.fill();
  context.setTransform(size.ratio, 0, 0, size.ratio, 0, 0);
}

/** One frame of the flight, `elapsed` ms after take-off. */
export function drawFlight(context: Context2D, size: CanvasSize, elapsed: number, multiplierText: string): void {
  prepare(context, size);
  const { width, height } = size;
  const pad = Math.min(24, width * 0.05);
  // Room for the plane at the start of the curve, so its wings are not cut by the canvas's edge.
  const floor = height - Math.max(pad, 28);
  const left = Math.max(pad, 36);
  const spanMs = Math.max(8_000, elapsed * 1.15);
  const top = Math.max(1.8, multiplierAt(elapsed) * 1.15);
  const x = (ms: number) => left + ((width - left - pad) * ms) / spanMs;
  const y = (m: number) => floor - ((floor - 1.5 * pad) * (m - 1)) / (top - 1);
  context.beginPath();
  context.moveTo(x(0), y(1));
  for (let i = 1; i <= CURVE_POINTS; i += 1) {
    const ms = (elapsed * i) / CURVE_POINTS;
    context.lineTo(x(ms), y(multiplierAt(ms)));
  }
  const tipX = x(elapsed);
  const tipY = y(multiplierAt(elapsed));
  context.lineWidth = 4;
  context.strokeStyle = PLANE_RED;
  context.stroke();
  context.lineTo(tipX, y(1));
  context.closePath();
  context.fillStyle = 'rgba(229, 5, 57, 0.22)';
  context.fill();
  // The slope of the curve at the tip, in screen space, turns the plane.
  const ahead = elapsed + 200;
  const angle = Math.atan2(y(multiplierAt(ahead)) - tipY, x(ahead) - tipX);
  plane(context, size, tipX, tipY, Math.max(-0.9, angle), Math.max(1.2, Math.min(2.2, width / 320)));
  bigText(context, size, multiplierText, '#ffffff');
}

export function drawWaiting(context: Context2D, size: CanvasSize): void {
  prepare(context, size);
  bigText(context, size, 'Waiting for take-off', '#ffffff', 0.32);
  plane(context, size, size.width * 0.12, size.height * 0.82, 0, Math.max(1.2, Math.min(2.2, size.width / 320)));
}

export function drawCrashed(context: Context2D, size: CanvasSize, crashPoint: number): void {
  prepare(context, size);
  bigText(context, size, 'Flew away!', PLANE_RED, 0.38);
  const px = bigPx(size);
  useFont(context, px);
  context.fillStyle = PLANE_RED;
  context.fillText(times(crashPoint), size.width / 2, size.height * 0.42 + px * 0.9);
}
