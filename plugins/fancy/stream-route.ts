/**
 * Which match-centre call an event uses, and where its stream finally points. Pure, so the operator's
 * rules are pinned by a table test: the second (direct) list wins over the first, and a url not on the
 * primary stream host is moved onto the fallback host by its last path segment.
 */
export interface StreamLists {
  /** First fixed list: events with live video. */
  streamEventIds: readonly string[];
  /** Second fixed list: events whose scorecard token comes from d-access-token. Takes priority. */
  directStreamEventIds: readonly string[];
}

export type AccessTokenCall = 'match-center/stats/d-access-token' | 'match-center/stats/access-token' | 'open/match-center/stats/access-token';

export interface StreamRoute {
  tokenCall: AccessTokenCall;
  /** Ask match-center/stats/{type}/{eventId}/video for a video id. */
  video: boolean;
}

export function chooseStreamRoute(eventId: string, loggedIn: boolean, lists: StreamLists): StreamRoute {
  const video = lists.streamEventIds.includes(eventId);
  if (lists.directStreamEventIds.includes(eventId)) return { tokenCall: 'match-center/stats/d-access-token', video };
  return { tokenCall: loggedIn ? 'match-center/stats/access-token' : 'open/match-center/stats/access-token', video };
}

/**
 * `url` as it may be shown: kept when on the primary host (empty primary = the page's own host),
 * otherwise its last path segment appended to the fallback host; null when there is no fallback or
 * nothing usable to move.
 */
export function resolveStreamUrl(url: string, primaryHost: string, fallbackHost: string, pageHost: string): string | null {
  const trimmed = url.trim();
  if (!trimmed) return null;
  let parsed: URL | null;
  try {
    parsed = new URL(trimmed);
  } catch {
    parsed = null;
  }
  const primary = (primaryHost || pageHost).toLowerCase();
  if (parsed && /^https?:$/.test(parsed.protocol) && parsed.host.toLowerCase() === primary) return parsed.href;
  // A URL's path is already percent-encoded; a bare id (a video id) is encoded here.
  const segment = parsed ? parsed.pathname.split('/').filter(Boolean).pop() : trimmed.split(/[/?#]/).filter(Boolean).map(encodeURIComponent).pop();
  if (!fallbackHost || !segment) return null;
  return `${fallbackHost.replace(/\/+$/, '')}/${segment}`;
}
