/**
 * The brief highlight of a changed price. The cell's attribute is set and later removed straight on the
 * DOM, so a flash costs the cell no second render. Ending flashes is price frame work: due ones end in
 * the first frame that draws prices after their time (at most SWEEP_MS late, with a frame of its own
 * when none comes), oldest first, within the frame's budget shared with drawing prices, so ending many
 * flashes never stalls a frame and, while prices move, needs no timer. Letting the browser end them
 * costs more: a colour animation, even a one-step one, restyles every lit cell in every frame, and
 * composited ones give each cell a layer of its own.
 */
import { priceFrames, type FrameWork } from '../../betting/api';

export const FLASH_MS = 400;
/** How late a flash may end when no price frame comes to end it. */
export const SWEEP_MS = 100;

export interface PriceFlash {
  flash(element: Element, direction: 'up' | 'down'): void;
}

export function createPriceFlash(frames: FrameWork): PriceFlash {
  // Lit cells with the time their flash ends, in that order (a cell lit again moves to the end).
  const lit = new Map<Element, number>();
  let asked = false;

  const endDue = (hasTime: () => boolean): boolean => {
    const now = performance.now();
    let ended = 0;
    for (const [element, until] of lit) {
      if (until > now) break;
      if (ended > 0 && !hasTime()) return false;
      element.removeAttribute('data-flash');
      lit.delete(element);
      ended += 1;
    }
    asked = false;
    askForSweep();
    return true;
  };

  function askForSweep() {
    if (asked || !lit.size) return;
    asked = true;
    for (const until of lit.values()) return frames.requestAt(endDue, until, SWEEP_MS);
  }

  return {
    flash(element, direction) {
      element.setAttribute('data-flash', direction);
      lit.delete(element);
      lit.set(element, performance.now() + FLASH_MS);
      askForSweep();
    },
  };
}

const pageFlash = createPriceFlash(priceFrames);

export const flashPrice = (element: Element, direction: 'up' | 'down'): void => pageFlash.flash(element, direction);
