/**
 * The first screen the server drew into the page (domain/brand/first-screen.ts): boot reads it before
 * the app renders over it. Its parts' markup is shown again, where the app draws those parts, while
 * their code loads, so the prices on screen stay put; its answers go to whoever would have asked for
 * them on that page, so the app draws the same thing without asking again.
 */
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { carryFocus, focusPlace } from './carry-focus';
import { FIRST_SCREEN_ID, FIRST_SCREEN_PART, type FirstScreenSnapshot } from '../../domain/brand/first-screen';

const held: { path: string | null; answers: Map<string, unknown>; parts: Map<string, string> } = { path: null, answers: new Map(), parts: new Map() };

function readSnapshot(doc: Document): FirstScreenSnapshot | null {
  try {
    const value: unknown = JSON.parse(doc.getElementById(FIRST_SCREEN_ID)?.textContent ?? 'null');
    if (!value || typeof value !== 'object') return null;
    const { path, answers } = value as Partial<FirstScreenSnapshot>;
    return typeof path === 'string' && answers && typeof answers === 'object' ? (value as FirstScreenSnapshot) : null;
  } catch {
    return null;
  }
}

/** Reads the snapshot and the parts drawn into `container`, when they were drawn for `pathname`. */
export function captureFirstScreen(container: HTMLElement, pathname: string): void {
  const snapshot = readSnapshot(container.ownerDocument);
  held.path = snapshot && snapshot.path === pathname ? pathname : null;
  held.answers = new Map(held.path && snapshot ? Object.entries(snapshot.answers) : []);
  held.parts = new Map();
  if (!held.path) return;
  for (const element of Array.from(container.querySelectorAll(`[${FIRST_SCREEN_PART}]`))) held.parts.set(element.getAttribute(FIRST_SCREEN_PART)!, element.innerHTML);
}

/**
 * The answer the first screen was drawn from for `key` (see apiAnswerKey, socketAnswerKey), while the
 * page is still the one it was drawn for. Once the player has left that page, every answer is dropped:
 * coming back asks the server afresh. Reading does not use the answer up, since a render that suspends
 * is thrown away and runs again.
 */
export function firstScreenAnswer(key: string): unknown {
  if (held.path !== null && typeof location !== 'undefined' && location.pathname !== held.path) {
    held.path = null;
    held.answers.clear();
    held.parts.clear();
  }
  return held.path === null ? undefined : held.answers.get(key);
}

/**
 * The server's markup of `part` (a slot id, or `page`), on the page it was drawn for, until the code
 * that draws the part has drawn it once; `fallback` otherwise. Meant as a Suspense fallback.
 */
export function FirstScreenPart({ part, fallback = null }: { part: string; fallback?: ReactNode }): ReactNode {
  const { pathname } = useLocation();
  const markup = pathname === held.path ? held.parts.get(part) : undefined;
  // Gone once the part's own code has drawn it: a later load of the same part shows the usual fallback.
  useEffect(() => () => void held.parts.delete(part), [part]);
  const copy = useRef<HTMLDivElement>(null);
  // Run as the copy is taken away (still in the page): the keyboard's place moves to the part's own markup once it is in.
  useLayoutEffect(() => {
    const element = copy.current;
    return () => {
      const place = element ? focusPlace(element) : null;
      if (place) queueMicrotask(() => carryFocus(element!.ownerDocument.body, place));
    };
  }, []);
  if (markup === undefined) return fallback;
  return <div ref={copy} {...{ [FIRST_SCREEN_PART]: part }} dangerouslySetInnerHTML={{ __html: markup }} />;
}
