import { describe, expect, it } from 'vitest';
import { changeLossLimit, effectiveLossLimit, indiaDayStart, LIMIT_COOLING_OFF_MS } from './loss-limit';

const NOW = Date.UTC(2026, 10, 22, 20, 0); // 01:30 on 23 Nov in India

describe('daily loss limit', () => {
  it('days start at midnight India time', () => {
    expect(new Date(indiaDayStart(NOW)).toISOString()).toBe('2026-11-22T18:30:00.000Z');
    expect(new Date(indiaDayStart(Date.UTC(2026, 10, 22, 18, 29))).toISOString()).toBe('2026-11-21T18:30:00.000Z');
  });

  it.each<[string, number | null, number | null, { limit: number | null; next: number | null; at: number | null }]>([
    ['sets a first limit at once', null, 5000, { limit: 5000, next: null, at: null }],
    ['lowers at once', 5000, 2000, { limit: 2000, next: null, at: null }],
    ['raises after 24 hours', 5000, 9000, { limit: 5000, next: 9000, at: NOW + LIMIT_COOLING_OFF_MS }],
    ['removes after 24 hours', 5000, null, { limit: 5000, next: 0, at: NOW + LIMIT_COOLING_OFF_MS }],
  ])('%s', (_name, current, requested, expected) => {
    const change = changeLossLimit({ daily_loss_limit: current, daily_loss_limit_next: null, daily_loss_limit_next_at: null }, requested, NOW);
    expect(change).toEqual({ daily_loss_limit: expected.limit, daily_loss_limit_next: expected.next, daily_loss_limit_next_at: expected.at });
  });

  it('applies a waiting change once its time comes', () => {
    const user = { daily_loss_limit: 5000, daily_loss_limit_next: 9000, daily_loss_limit_next_at: NOW + 1 };
    expect(effectiveLossLimit(user, NOW)).toBe(5000);
    expect(effectiveLossLimit(user, NOW + 1)).toBe(9000);
    expect(effectiveLossLimit({ ...user, daily_loss_limit_next: 0 }, NOW + 1)).toBeNull();
  });
});
