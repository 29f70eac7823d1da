/**
 * The floor of "scripting per frame" under Chromium's CPU slowdown, measured the way the market render
 * bench measures: a page whose only work is one animation-frame callback writing one text node per frame.
 * The slowdown interrupts the page's main thread every 200 µs and spins it for three times as long as it
 * ran (cpu-slowdown.ts), whatever it is doing; a callback that a spin lands in reads that much longer. So
 * even a frame that does almost nothing has a tail, and this figure says how much of a page's p95 that
 * tail is on this machine.
 */
import type { Browser } from 'playwright-core';
import { slowCpu } from './cpu-slowdown';
import { mainThread, percentile, scriptingPerFrame, type TraceEvent } from './trace';

const FLOOR_TRACE_MS = 15_000;

/** A text write in every animation frame; a string, so nothing the test runner adds to functions reaches the page. */
const DRAW_EVERY_FRAME = `(() => {
  const text = document.body.appendChild(document.createElement('p')).appendChild(document.createTextNode(''));
  let frame = 0;
  const draw = () => { text.data = String(frame++); requestAnimationFrame(draw); };
  requestAnimationFrame(draw);
})()`;

export interface FrameFloor {
  /** Per 60 Hz display frame. */
  p50: number;
  p95: number;
  /** Per drawn frame (as the Aviator page bench counts). */
  drawnP50: number;
  drawnP95: number;
}

export async function measureFrameFloor(browser: Browser, cpuSlowdown: number): Promise<FrameFloor> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    const cdp = await page.context().newCDPSession(page);
    await slowCpu(cdp, cpuSlowdown);
    await page.setContent('<!doctype html><title>Frame floor</title>');
    await page.evaluate(DRAW_EVERY_FRAME);
    await page.waitForTimeout(1000);
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (data) => void events.push(...(data.value as unknown as TraceEvent[])));
    const traced = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline.frame,v8.execute', transferMode: 'ReportEvents' });
    await page.waitForTimeout(FLOOR_TRACE_MS);
    await cdp.send('Tracing.end');
    await traced;
    const { from, to } = mainThread(events);
    const { display, drawn } = scriptingPerFrame(events, from, to);
    return { p50: percentile(display, 50), p95: percentile(display, 95), drawnP50: percentile(drawn, 50), drawnP95: percentile(drawn, 95) };
  } finally {
    await page.close();
  }
}
