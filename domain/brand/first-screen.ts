/**
 * The first screen the server draws into the app's page: the page's markup in parts the app shows
 * while its code loads, and the answers that markup was drawn from, which the app reads instead of
 * asking again. Both sides name them here.
 */

/** The script element (type application/json) holding the snapshot. */
export const FIRST_SCREEN_ID = 'wl-first-screen';

/** The attribute naming a part of the markup: a slot's id, or `page` for a routed page's content. */
export const FIRST_SCREEN_PART = 'data-first-screen';

export interface FirstScreenSnapshot {
  /** The path the screen was drawn for; the app uses it for that path only. */
  path: string;
  /** Server clock when it was drawn (ms). */
  drawnAt: number;
  /** Answers by what the app would have asked: `GET <api path>` or `socket <event>`. */
  answers: Record<string, unknown>;
}

export const apiAnswerKey = (path: string) => `GET ${path}`;
export const socketAnswerKey = (event: string) => `socket ${event}`;
