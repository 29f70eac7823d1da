/** The open-bets view buttons (spec: Consolidated, Average Odds, Order By Date, one at a time), shared by the panel and /open-bets. */
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { openBetsState, setOpenBetsView, type OpenBetsView } from '../open-bets-state';

const VIEWS: ReadonlyArray<[OpenBetsView, string]> = [
  ['consolidated', 'Consolidated'],
  ['average', 'Average Odds'],
  ['date', 'Order By Date'],
];

const Views = styled.div`
  display: flex;
  gap: 4px;
  button { flex: 1; border: 1px solid #ccc; background: #fff; color: #1c1c1c; border-radius: 6px; padding: 6px 2px; font-size: 12px; cursor: pointer; }
  button[aria-pressed='true'] { background: var(--wl-color-theme, #c10931); color: var(--wl-color-on-theme, #fff); border-color: transparent; }
`;

export function OpenBetsViews() {
  const { view } = useSnapshot(openBetsState);
  return (
    <Views role="group" aria-label="View">
      {VIEWS.map(([id, label]) => (
        <button key={id} type="button" aria-pressed={view === id} onClick={() => setOpenBetsView(id)}>
          {label}
        </button>
      ))}
    </Views>
  );
}
