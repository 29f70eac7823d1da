import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFrameWork } from '../../betting/api';
import { createPriceFlash, FLASH_MS, SWEEP_MS } from './price-flash';

describe('price flash', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  const setUp = (budgetMs = 1) => {
    const frames: Array<() => void> = [];
    const work = createFrameWork((run) => void frames.push(run), budgetMs);
    const flash = createPriceFlash(work);
    return { flash, work, runFrames: () => frames.splice(0).forEach((run) => run()), pending: () => frames.length };
  };

  it('ends a due flash in the next frame that draws prices, without waiting for a sweep of its own', () => {
    const { flash, work, runFrames, pending } = setUp();
    const cell = document.createElement('button');
    flash.flash(cell, 'up');
    vi.advanceTimersByTime(FLASH_MS + 1);
    expect(pending()).toBe(0);
    // Prices move: their frame ends the flash too.
    work.request(() => true);
    runFrames();
    expect(cell.dataset.flash).toBeUndefined();
    vi.advanceTimersByTime(SWEEP_MS);
    expect(pending()).toBe(0);
  });

  it('lights a cell and clears it in the first frame of the sweep after its time is up, cells lit later staying lit', () => {
    const { flash, runFrames } = setUp();
    const first = document.createElement('button');
    const second = document.createElement('button');
    flash.flash(first, 'up');
    vi.advanceTimersByTime(FLASH_MS / 2);
    flash.flash(second, 'down');
    expect([first.dataset.flash, second.dataset.flash]).toEqual(['up', 'down']);
    vi.advanceTimersByTime(FLASH_MS / 2 + SWEEP_MS);
    // Due, but cleared only when the frame runs.
    expect(first.dataset.flash).toBe('up');
    runFrames();
    expect([first.dataset.flash, second.dataset.flash]).toEqual([undefined, 'down']);
    vi.advanceTimersByTime(FLASH_MS);
    runFrames();
    expect(second.dataset.flash).toBeUndefined();
  });

  it('keeps a cell lit again before its sweep for the full time from the new flash', () => {
    const { flash, runFrames } = setUp();
    const cell = document.createElement('button');
    flash.flash(cell, 'up');
    vi.advanceTimersByTime(FLASH_MS - 10);
    flash.flash(cell, 'down');
    vi.advanceTimersByTime(SWEEP_MS + 10);
    runFrames();
    expect(cell.dataset.flash).toBe('down');
    vi.advanceTimersByTime(FLASH_MS);
    runFrames();
    expect(cell.dataset.flash).toBeUndefined();
  });

  it('ends many flashes over several frames when a frame runs out of budget, oldest first', () => {
    // A budget of 0: one flash ends per frame.
    const { flash, runFrames, pending } = setUp(0);
    const cells = Array.from({ length: 3 }, () => document.createElement('button'));
    cells.forEach((cell) => flash.flash(cell, 'up'));
    vi.advanceTimersByTime(FLASH_MS + SWEEP_MS);
    const lit = () => cells.map((cell) => cell.dataset.flash ?? '-').join(' ');
    runFrames();
    expect(lit()).toBe('- up up');
    runFrames();
    expect(lit()).toBe('- - up');
    runFrames();
    expect(lit()).toBe('- - -');
    expect(pending()).toBe(0);
  });
});
