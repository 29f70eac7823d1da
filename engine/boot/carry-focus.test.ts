/** The keyboard's place carried from replaced markup to the markup replacing it. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { carryFocus, focusPlace } from './carry-focus';

const draw = (html: string) => {
  document.body.innerHTML = `<div id="root">${html}</div>`;
  return document.getElementById('root')!;
};

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('carrying focus across a redraw', () => {
  it('finds the skip link and a labelled button again in the new markup', () => {
    let root = draw('<a href="#main">Skip to content</a><main id="main" tabindex="-1"><button aria-label="Add A v B to favourites">★</button></main>');
    root.querySelector('a')!.focus();
    const skip = focusPlace(root);
    root.querySelector('button')!.focus();
    const star = focusPlace(root);
    root = draw('<a href="/">Home</a><a href="#main">Skip to content</a><main id="main" tabindex="-1"><button aria-label="Add C v D to favourites">★</button><button aria-label="Add A v B to favourites">★</button></main>');
    carryFocus(root, skip);
    expect(document.activeElement?.textContent).toBe('Skip to content');
    (document.activeElement as HTMLElement).blur();
    carryFocus(root, star);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Add A v B to favourites');
  });

  it('waits for the element to come in later, and leaves focus alone once the player has moved it', async () => {
    let root = draw('<main id="main" tabindex="-1"><a href="/event/1">A v B</a></main>');
    root.querySelector('a')!.focus();
    const link = focusPlace(root);
    root = draw('<main id="main" tabindex="-1"></main>');
    carryFocus(root, link);
    expect(document.activeElement).toBe(document.body);
    root.querySelector('main')!.insertAdjacentHTML('beforeend', '<a href="/event/2">C v D</a><a href="/event/1">A v B</a>');
    await Promise.resolve();
    expect(document.activeElement?.getAttribute('href')).toBe('/event/1');

    const place = focusPlace(root);
    root = draw('<button>Search</button><main id="main" tabindex="-1"></main>');
    carryFocus(root, place);
    root.querySelector('button')!.focus();
    root.querySelector('main')!.insertAdjacentHTML('beforeend', '<a href="/event/1">A v B</a>');
    await Promise.resolve();
    expect(document.activeElement?.textContent).toBe('Search');
  });

  it('has no place when focus is outside the markup', () => {
    const root = draw('<a href="/">Home</a>');
    expect(focusPlace(root)).toBeNull();
  });
});
