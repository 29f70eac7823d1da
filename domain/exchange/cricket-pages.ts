/**
 * Which event pages have a cricket score and session lines, the first-screen part those are drawn in, and
 * the words on a line nobody may bet on now.
 * A module of its own, so the fancy plugin's first chunk carries these two names and nothing else.
 */

/** Event types with a score board and session lines: cricket, virtual cricket and ball-by-ball. */
export const CRICKET_EVENT_TYPES: readonly string[] = ['4', 'v9', 'b9'];

/** The first-screen part a cricket event's sections are drawn in: the id of the slot the fancy plugin draws them into. */
export const CRICKET_SECTIONS_PART = 'exchange/event.section';

/** The cover over a line nobody may bet on now (a closed line is not drawn at all); the fancy plugin's words. */
export function lineStateText(status: string): string | null {
  if (status === 'BALL_RUNNING') return 'Ball Running';
  if (status === 'SUSPENDED') return 'Suspended';
  if (status === 'CLOSED') return 'Closed';
  return null;
}
