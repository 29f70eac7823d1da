import { describe, expect, it } from 'vitest';
import { timeOrderedId } from './time-ordered-id';

describe('time-ordered ids', () => {
  it('are version 7 UUIDs whose first 48 bits are the time in milliseconds', () => {
    const id = timeOrderedId(0x0189_5a3c_1d2e);
    expect(id).toMatch(/^01895a3c-1d2e-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('sort by the time they were made, and do not repeat', () => {
    const ids = Array.from({ length: 5000 }, (_, i) => timeOrderedId(1_700_000_000_000 + Math.floor(i / 10)));
    expect(new Set(ids).size).toBe(ids.length);
    const times = ids.map((id) => id.slice(0, 13));
    expect([...times].sort()).toEqual(times);
  });
});
