import { afterEach, describe, expect, it, vi } from 'vitest';
import { FLASH_MS, flashPrice } from './price-flash';

describe('price flash', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('lights a cell and clears it in the first frame after its time is up, cells lit later staying lit', () => {
    vi.useFakeTimers();
    const frames: Array<() => void> = [];
    vi.stubGlobal('requestAnimationFrame', (run: () => void) => frames.push(run));
    const first = document.createElement('button');
    const second = document.createElement('button');
    flashPrice(first, 'up');
    vi.advanceTimersByTime(FLASH_MS / 2);
    flashPrice(second, 'down');
    expect([first.dataset.flash, second.dataset.flash]).toEqual(['up', 'down']);
    vi.advanceTimersByTime(FLASH_MS / 2);
    // Due, but cleared only when the frame runs.
    expect(first.dataset.flash).toBe('up');
    frames.splice(0).forEach((run) => run());
    expect([first.dataset.flash, second.dataset.flash]).toEqual([undefined, 'down']);
    vi.advanceTimersByTime(FLASH_MS);
    frames.splice(0).forEach((run) => run());
    expect(second.dataset.flash).toBeUndefined();
  });
});
