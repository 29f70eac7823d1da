import { describe, expect, it } from 'vitest';
import { chooseStreamRoute, resolveStreamUrl, type StreamLists } from './stream-route';

const lists: StreamLists = { streamEventIds: ['111', '222'], directStreamEventIds: ['222', '333'] };

describe('the match centre route', () => {
  it.each<[string, boolean, string, boolean]>([
    ['333', true, 'match-center/stats/d-access-token', false],
    ['333', false, 'match-center/stats/d-access-token', false],
    ['222', true, 'match-center/stats/d-access-token', true],
    ['222', false, 'match-center/stats/d-access-token', true],
    ['111', true, 'match-center/stats/access-token', true],
    ['111', false, 'open/match-center/stats/access-token', true],
    ['999', true, 'match-center/stats/access-token', false],
    ['999', false, 'open/match-center/stats/access-token', false],
  ])('event %s, logged in %s → %s (video %s)', (eventId, loggedIn, tokenCall, video) => {
    expect(chooseStreamRoute(eventId, loggedIn, lists)).toEqual({ tokenCall, video });
  });
});

describe('where a stream url points', () => {
  it.each<[string, string, string, string, string | null]>([
    ['https://stream.example.com/embed/abc', 'stream.example.com', 'https://fallback.example.net/tv', 'app.example.com', 'https://stream.example.com/embed/abc'],
    ['https://other.example.org/live/abc?x=1', 'stream.example.com', 'https://fallback.example.net/tv/', 'app.example.com', 'https://fallback.example.net/tv/abc'],
    ['https://other.example.org/live/abc', 'stream.example.com', '', 'app.example.com', null],
    ['http://localhost:8500/api/match-center/scorecard/31000001', '', '', 'localhost:8500', 'http://localhost:8500/api/match-center/scorecard/31000001'],
    ['http://127.0.0.1:9/api/match-center/scorecard/31000001', '', 'https://fb.example.net', 'localhost:8500', 'https://fb.example.net/31000001'],
    ['sandbox-31000001', 'stream.example.com', 'https://fb.example.net/v', 'localhost:8500', 'https://fb.example.net/v/sandbox-31000001'],
    ['sandbox-31000001', 'stream.example.com', '', 'localhost:8500', null],
    ['a b/c d', 'x', 'https://fb.example.net', 'y', 'https://fb.example.net/c%20d'],
    ['javascript:alert(1)', 'x', 'https://fb.example.net', 'y', 'https://fb.example.net/alert(1)'],
    ['   ', 'x', 'https://fb.example.net', 'y', null],
    ['HTTPS://STREAM.EXAMPLE.COM/embed/abc', 'stream.example.com', '', 'y', 'https://stream.example.com/embed/abc'],
  ])('%s (primary %s, fallback %s, page %s) → %s', (url, primary, fallback, page, expected) => {
    expect(resolveStreamUrl(url, primary, fallback, page)).toBe(expected);
  });
});
