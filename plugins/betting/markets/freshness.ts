/**
 * When shown prices may no longer be true. Stale when the socket is down (after it was up, or when it has
 * not come up within CONNECT_GRACE_MS of the page opening), or when nothing has confirmed the market for
 * STALE_AFTER_MS. In-play prices move at every ball or game, and a watched market that stays quiet is
 * re-read from the API after CONFIRM_AFTER_MS (see feed.ts), so half a minute without either a delta or a
 * confirming snapshot means the feed or the network is broken: shorter would flag quiet pre-match markets
 * over a single slow request, longer would let a player bet on prices half a minute old without a warning.
 */
export const STALE_AFTER_MS = 30_000;
export const CONFIRM_AFTER_MS = 15_000;
export const CONNECT_GRACE_MS = 5_000;

export interface Connection {
  connected: boolean;
  /** Whether the socket has ever been connected on this page. */
  everConnected: boolean;
  /** When the page started waiting for the socket. */
  since: number;
}

export function connectionDown(connection: Connection, now: number): boolean {
  if (connection.connected) return false;
  return connection.everConnected || now - connection.since > CONNECT_GRACE_MS;
}

/** `receivedAt`: when the market's last change or snapshot arrived (undefined for a market not held). */
export function isStale(receivedAt: number | undefined, connection: Connection, now: number): boolean {
  if (connectionDown(connection, now)) return true;
  return receivedAt !== undefined && now - receivedAt > STALE_AFTER_MS;
}
