/**
 * The message a game frame posts to the page after a round has settled (a bet debited, a win
 * credited): `window.parent.postMessage({ type: 'wl:balance-changed' }, '*')`. The page then reads the
 * balance again; the message carries no amount, so a frame cannot make the header show a wrong one.
 */
export const BALANCE_MESSAGE = 'wl:balance-changed';

export function isBalanceMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === BALANCE_MESSAGE;
}
