/**
 * The brief highlight of a changed price. The cell's attribute is set and later removed straight on the
 * DOM, with one timer sweeping every cell, so a flash costs the cell no second render and the page no
 * per-frame animation work (a colour animation on thousands of cells restyles and repaints them all in
 * every frame; composited ones give each cell its own layer). The sweep runs at the start of a frame,
 * so ending flashes shares the frame that draws new prices instead of drawing one of its own.
 */
export const FLASH_MS = 400;

const lit = new Map<Element, number>();
let sweep: ReturnType<typeof setTimeout> | null = null;

const inNextFrame = (run: () => void) => (typeof requestAnimationFrame === 'function' ? requestAnimationFrame(run) : run());

function sweepExpired(): void {
  const now = Date.now();
  for (const [element, until] of lit) {
    if (until > now) continue;
    element.removeAttribute('data-flash');
    lit.delete(element);
  }
  sweep = lit.size ? setTimeout(() => inNextFrame(sweepExpired), 100) : null;
}

export function flashPrice(element: Element, direction: 'up' | 'down'): void {
  element.setAttribute('data-flash', direction);
  lit.set(element, Date.now() + FLASH_MS);
  sweep ??= setTimeout(() => inNextFrame(sweepExpired), FLASH_MS);
}
