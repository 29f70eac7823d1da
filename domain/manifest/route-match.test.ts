import { describe, expect, it } from 'vitest';
import { routeServes } from './route-match';

describe('routeServes', () => {
  it.each([
    ['/', '/', true],
    ['/', '/?ReferBy=AB12', true],
    ['/', '/home', false],
    ['/time-setting', '/time-setting', true],
    ['/time-setting', '/Time-Setting/', true],
    ['/time-setting', '/time-setting/extra', false],
    ['/sports-page/:sportsName/:eventTypeId', '/sports-page/Cricket/4', true],
    ['/sports-page/:sportsName/:eventTypeId', '/sports-page/Cricket/4?x=1#top', true],
    ['/sports-page/:sportsName/:eventTypeId', '/sports-page/Cricket', false],
    ['/sports-page/:sportsName/:eventTypeId', '/sports-page/Cricket/4/5', false],
    ['/sports-page/:sportsName/:eventTypeId', '/event-page/Cricket/4', false],
    ['/casino-lobby/*', '/casino-lobby', true],
    ['/casino-lobby/*', '/casino-lobby/slot-games/Crash', true],
    ['/casino-lobby/*', '/casino-live/1', false],
  ])('%s serves %s: %s', (pattern, path, served) => {
    expect(routeServes(pattern, path)).toBe(served);
  });
});
