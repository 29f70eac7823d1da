/**
 * The keyboard's place, carried from markup that is replaced to the markup replacing it: from the
 * server's first paint to the app, and from a first-screen part's copy to the part's own code. A player
 * who tabbed to "Skip to content" or into the page before the scripts ran keeps that place, instead of
 * focus falling back to the page's body when the element goes.
 */

/** How to find the focused element again: by id, else by its tag, address, label and text. */
export type FocusPlace = { id: string } | { tag: string; href: string | null; label: string | null; text: string } | null;

export function focusPlace(container: HTMLElement): FocusPlace {
  const active = container.ownerDocument.activeElement;
  if (!(active instanceof HTMLElement) || !container.contains(active)) return null;
  if (active.id) return { id: active.id };
  return { tag: active.tagName, href: active.getAttribute('href'), label: active.getAttribute('aria-label'), text: active.textContent?.trim() ?? '' };
}

function sameElement(element: HTMLElement, place: Exclude<FocusPlace, null | { id: string }>): boolean {
  return element.getAttribute('href') === place.href && element.getAttribute('aria-label') === place.label && (element.textContent?.trim() ?? '') === place.text;
}

/**
 * Focuses the element at `place` within `scope`, when focus has not gone anywhere else meanwhile. True
 * when there is nothing left to do: focused, or focus is elsewhere.
 */
export function restoreFocus(scope: HTMLElement, place: FocusPlace): boolean {
  if (!place) return true;
  const doc = scope.ownerDocument;
  if (doc.activeElement && doc.activeElement !== doc.body) return true;
  const target = 'id' in place ? doc.getElementById(place.id) : Array.from(scope.getElementsByTagName(place.tag) as HTMLCollectionOf<HTMLElement>).find((element) => sameElement(element, place));
  target?.focus({ preventScroll: true });
  return target !== undefined && target !== null;
}

/** How long the keyboard's place is waited for when the markup replacing it comes in later (a part whose code is still loading). */
const WAIT_MS = 5000;

/** restoreFocus now, or as soon as the element at `place` appears in `scope`, for a few seconds. */
export function carryFocus(scope: HTMLElement, place: FocusPlace): void {
  if (restoreFocus(scope, place) || typeof MutationObserver === 'undefined') return;
  const observer = new MutationObserver(() => {
    if (restoreFocus(scope, place)) observer.disconnect();
  });
  observer.observe(scope, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), WAIT_MS);
}
