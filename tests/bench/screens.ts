/** The screens players have, on which the page benchmarks judge their targets: a phone and a desktop. */
import type { BrowserContextOptions } from 'playwright-core';

export interface Screen {
  name: string;
  viewport: { width: number; height: number };
  phone: boolean;
}

export const SCREENS: readonly Screen[] = [
  { name: 'phone', viewport: { width: 375, height: 812 }, phone: true },
  { name: 'desktop', viewport: { width: 1280, height: 900 }, phone: false },
];

/** A browser context (or page) shaped as `screen`: a phone's also has its pixel ratio and touch. */
export function screenContext(screen: Screen): BrowserContextOptions {
  return { viewport: screen.viewport, ...(screen.phone ? { deviceScaleFactor: 2, isMobile: true } : {}) };
}
