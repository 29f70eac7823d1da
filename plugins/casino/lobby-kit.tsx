/** What the casino pages share: the card they sit in, the chips, and the loading and failed states of what they read. */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Loaded } from '../../engine/plugin-api';

export const CasinoCard = styled.section`
  background: #fff;
  color: #1c1c1c;
  border-radius: 10px;
  padding: 14px;
  display: grid;
  gap: 12px;
  min-width: 0;
  overflow-wrap: anywhere;
  h1 { margin: 0; font-size: 20px; text-transform: capitalize; }
  p { margin: 0; }
  a { color: inherit; font-weight: 600; }
  .muted { color: #5b6472; font-size: 13px; }
  .chips { display: flex; gap: 8px; overflow-x: auto; padding-bottom: 2px; min-width: 0; scrollbar-width: thin; }
  .chip {
    flex: none; display: inline-flex; align-items: center; min-height: 36px; border: 1px solid #c9cdd4; border-radius: 18px; background: #fff;
    color: #1c1c1c; padding: 0 14px; cursor: pointer; font-weight: 600; font-size: 14px; text-decoration: none; white-space: nowrap;
  }
  .chip[aria-pressed='true'], .chip[aria-current='page'] { background: var(--wl-color-theme, #c10931); color: var(--wl-color-on-theme, #fff); border-color: transparent; }
  .search { display: grid; gap: 4px; font-size: 13px; font-weight: 600; color: #344054; }
  .search input { height: 40px; border: 1px solid #c9cdd4; border-radius: 8px; padding: 0 12px; font-size: 15px; min-width: 0; width: 100%; box-sizing: border-box; }
  .state { display: grid; gap: 10px; justify-items: start; padding: 12px 0; }
  .retry { min-height: 36px; border-radius: 8px; border: 0; padding: 0 16px; background: var(--wl-color-theme, #c10931); color: var(--wl-color-on-theme, #fff); font-weight: 700; cursor: pointer; }
`;

/** Loading, or the failure with Try again (and whatever else helps, like a way back), or the children with the value. */
export function LoadState<T>({ loaded, retry, loading, extra, children }: { loaded: Loaded<T>; retry: () => void; loading: string; extra?: ReactNode; children: (value: T) => ReactNode }) {
  if (loaded.state === 'loading')
    return (
      <p className="state" role="status">
        {loading}
      </p>
    );
  if (loaded.state === 'error')
    return (
      <div className="state" role="alert">
        <p>{loaded.message}</p>
        <button type="button" className="retry" onClick={retry}>
          Try again
        </button>
        {extra}
      </div>
    );
  return <>{children(loaded.value)}</>;
}
