/**
 * The lobby's grid of game tiles, windowed: only the rows on screen (and two either side) are in the
 * DOM, so 2,000 games scroll as smoothly as 20. Thumbnails are sized before they load (width, height
 * and aspect ratio set), so nothing moves when they arrive, and rows that scroll into view ask for
 * theirs once scrolling pauses, so a fling does not stall on images it passes by.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { CasinoGame } from './casino-api';
import { gridGeometry, gridHeight, rowCount, visibleRows, type GridSizing, type RowWindow } from './windowing';

const SIZING: GridSizing = { minTileWidth: 150, gap: 10, aspect: 2 / 3, captionHeight: 40 };
/** Scrolling counts as paused after this long without a scroll event. */
const SCROLL_PAUSE_MS = 120;

const Grid = styled.div`
  position: relative;
  width: 100%;
  .row { position: absolute; left: 0; right: 0; display: grid; }
  .tile { position: relative; min-width: 0; border-radius: 10px; overflow: hidden; background: #1f2430; box-shadow: 0 1px 3px rgb(0 0 0 / 18%); }
  .open {
    display: grid; grid-template-rows: auto 40px; width: 100%; height: 100%; padding: 0; border: 0; background: none; color: #fff; cursor: pointer; text-align: left;
  }
  .open:focus-visible { outline: 3px solid var(--wl-color-theme, #c10931); outline-offset: -3px; }
  img { display: block; width: 100%; height: auto; aspect-ratio: 3 / 2; object-fit: cover; background: #2b3140; }
  .name { display: flex; align-items: center; padding: 0 10px; font-size: 13px; font-weight: 600; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; min-width: 0; }
  .name span { overflow: hidden; text-overflow: ellipsis; }
  .favourite {
    position: absolute; top: 6px; right: 6px; width: 32px; height: 32px; border-radius: 16px; border: 0; cursor: pointer;
    background: rgb(0 0 0 / 55%); color: #fff; font-size: 18px; line-height: 32px; padding: 0;
  }
  .favourite[aria-pressed='true'] { color: #ffd23f; }
`;

export interface GameGridProps {
  games: readonly CasinoGame[];
  favourites: readonly string[] | null;
  onOpen(game: CasinoGame): void;
  onToggleFavourite(game: CasinoGame): void;
}

function sameWindow(a: RowWindow, b: RowWindow): boolean {
  return a.first === b.first && a.end === b.end;
}

export function GameGrid({ games, favourites, onOpen, onToggleFavourite }: GameGridProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [shown, setShown] = useState<RowWindow>({ first: 0, end: 0 });
  // Rows whose thumbnails may load: those on screen when scrolling last paused.
  const [pictured, setPictured] = useState<RowWindow>({ first: 0, end: 0 });
  const geometry = gridGeometry(width, SIZING);
  const rows = rowCount(games.length, geometry.columns);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    let frame = 0;
    let pause: ReturnType<typeof setTimeout> | undefined;
    const measure = (paused: boolean) => {
      frame = 0;
      const element = ref.current;
      if (!element) return;
      const next = visibleRows(element.getBoundingClientRect().top, window.innerHeight, geometry.rowStride, rows);
      setShown((current) => (sameWindow(current, next) ? current : next));
      if (paused) setPictured((current) => (sameWindow(current, next) ? current : next));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(() => measure(false));
      clearTimeout(pause);
      pause = setTimeout(() => measure(true), SCROLL_PAUSE_MS);
    };
    const onResize = () => measure(true);
    measure(true);
    // Captured, so a scrolling container anywhere in the frame counts as well as the window.
    document.addEventListener('scroll', onScroll, { capture: true, passive: true });
    window.addEventListener('resize', onResize);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      clearTimeout(pause);
      document.removeEventListener('scroll', onScroll, { capture: true });
      window.removeEventListener('resize', onResize);
    };
  }, [geometry.rowStride, rows]);

  const drawn = [];
  for (let row = shown.first; row < Math.min(shown.end, rows); row += 1) {
    const start = row * geometry.columns;
    const pictureShown = row >= pictured.first && row < pictured.end;
    drawn.push(
      <div key={row} className="row" role="presentation" style={{ top: row * geometry.rowStride, height: geometry.tileHeight, gap: SIZING.gap, gridTemplateColumns: `repeat(${geometry.columns}, minmax(0, 1fr))` }}>
        {games.slice(start, start + geometry.columns).map((game, i) => (
          <GameTile key={game.gameId} game={game} picture={pictureShown} position={start + i + 1} total={games.length} favourite={favourites ? favourites.includes(game.gameId) : null} onOpen={onOpen} onToggleFavourite={onToggleFavourite} />
        ))}
      </div>,
    );
  }
  return (
    <Grid ref={ref} role="list" aria-label="Games" data-testid="game-grid" data-games={games.length} style={{ height: gridHeight(rows, geometry) }}>
      {drawn}
    </Grid>
  );
}

interface GameTileProps {
  game: CasinoGame;
  /** False while the tile's row has only scrolled past: the thumbnail's place is kept, empty. */
  picture: boolean;
  position: number;
  total: number;
  /** null where favourites are not offered (visitors). */
  favourite: boolean | null;
  onOpen(game: CasinoGame): void;
  onToggleFavourite(game: CasinoGame): void;
}

function GameTile({ game, picture, position, total, favourite, onOpen, onToggleFavourite }: GameTileProps) {
  return (
    <div className="tile" role="listitem" aria-setsize={total} aria-posinset={position} data-testid="game-tile" data-game-id={game.gameId}>
      <button type="button" className="open" onClick={() => onOpen(game)} aria-label={`Play ${game.name} (${game.provider})`}>
        <img src={picture ? game.thumbnail : undefined} alt="" width={240} height={160} loading="lazy" decoding="async" />
        <span className="name">
          <span>{game.name}</span>
        </span>
      </button>
      {favourite !== null && (
        <button type="button" className="favourite" aria-pressed={favourite} aria-label={`${favourite ? 'Remove' : 'Add'} ${game.name} ${favourite ? 'from' : 'to'} favourites`} onClick={() => onToggleFavourite(game)}>
          {favourite ? '★' : '☆'}
        </button>
      )}
    </div>
  );
}
