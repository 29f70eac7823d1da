/**
 * Open bets, by market: unmatched bets (each cancellable, or all at once) and matched bets in the chosen
 * view (wide screens) or by date (phones). A market with a matched runner position offers Cash Out.
 */
import { useSession } from '../../../engine/plugin-api';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { formatOddsHundredths, formatRupeesFromPaise } from '../../../domain/format';
import { askCashOut } from '../cash-out-prompt';
import { cancelUnmatched } from '../open-bets-actions';
import { isLineMarketType } from '../open-bets-adapter';
import { openBetsState, type OpenBetsView } from '../open-bets-state';
import { OpenBetsViews } from './OpenBetsViews';
import { combinedText, groupByMarket, type BetRow } from '../open-bets-views';
import { bettingServices } from '../betting-services';
import { BACK_COLOUR, LAY_COLOUR } from './slip-styles';

export const NO_BETS_TEXT = 'You have no Matched Bets.';
export const GUEST_BETS_TEXT = 'Please login to see your open bets.';

const List = styled.div`
  display: grid;
  gap: 10px;
  color: #1c1c1c;
  font-size: 13px;
  p.note { margin: 8px 0; text-align: center; color: #555; }
`;

const Group = styled.section`
  background: #fff;
  border-radius: 8px;
  overflow: hidden;
  header { display: flex; justify-content: space-between; align-items: center; gap: 6px; padding: 8px; background: #f1f1f1; }
  header a { color: inherit; font-weight: 700; text-decoration: none; }
  h4 { margin: 6px 8px 2px; font-size: 12px; text-transform: uppercase; color: #666; }
  button.small { border: 0; border-radius: 6px; padding: 5px 8px; font-weight: 700; cursor: pointer; font-size: 12px; white-space: nowrap; flex: none; }
  button.remove { width: 26px; height: 26px; padding: 0; font-size: 14px; line-height: 1; }
  button.cashout { background: #f5a623; color: #1c1c1c; }
  button.cancel { background: #fff; border: 1px solid #bbb; }
`;

const Bet = styled.div<{ $side: 'back' | 'lay' }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto auto auto;
  gap: 6px;
  align-items: center;
  padding: 6px 8px;
  border-left: 4px solid ${(p) => (p.$side === 'back' ? BACK_COLOUR : LAY_COLOUR)};
  margin: 2px 0;
  small.combined { display: block; color: #555; font-size: 11px; }
`;

function priceText(row: { price: number; line: number | null }, marketType: string): string {
  return isLineMarketType(marketType) ? `${row.line ?? ''} @ ${row.price}` : formatOddsHundredths(row.price);
}

function sideText(side: 'back' | 'lay', marketType: string): string {
  return isLineMarketType(marketType) ? (side === 'back' ? 'Yes' : 'No') : side === 'back' ? 'Back' : 'Lay';
}

async function cancel(orderId?: string) {
  const outcome = await cancelUnmatched(orderId);
  const toast = bettingServices()?.toast;
  if (outcome.ok) toast?.success(outcome.message);
  else toast?.error(outcome.message);
}

function MatchedRow({ row, marketType }: { row: BetRow; marketType: string }) {
  return (
    <Bet $side={row.side} data-testid="matched-bet">
      <span>
        {sideText(row.side, marketType)} {row.selectionName}
        {row.count > 1 ? <small className="combined">{combinedText(row.count)}</small> : null}
      </span>
      <span>{priceText(row, marketType)}</span>
      <span>{formatRupeesFromPaise(row.stake)}</span>
      <span />
    </Bet>
  );
}

export function OpenBetsList({ wide, eventId }: { wide: boolean; eventId?: string }) {
  const { isLogin } = useSession();
  const { bets, view } = useSnapshot(openBetsState);
  if (!isLogin) return <List><p className="note">{GUEST_BETS_TEXT}</p></List>;
  const shownView: OpenBetsView = wide ? view : 'date';
  const groups = groupByMarket(bets ?? [], shownView, eventId);
  return (
    <List aria-label="Open bets">
      {wide ? <OpenBetsViews /> : null}
      {groups.length === 0 ? <p className="note">{NO_BETS_TEXT}</p> : null}
      {groups.map((group) => (
        <Group key={group.marketId} aria-label={`${group.eventName} ${group.marketName}`} data-market-id={group.marketId}>
          <header>
            <Link to={`/event-page/${group.eventTypeId}/${group.eventId}`}>
              {group.eventName} · {group.marketName}
            </Link>
            {group.matched.length && !isLineMarketType(group.marketType) ? (
              <button type="button" className="small cashout" onClick={() => askCashOut(group.marketId)}>
                Cash Out
              </button>
            ) : null}
          </header>
          {group.unmatched.length ? (
            <>
              <h4>
                Unmatched{' '}
                {group.unmatched.length > 1 ? (
                  <button type="button" className="small cancel" onClick={() => void cancel()}>
                    Cancel All
                  </button>
                ) : null}
              </h4>
              {group.unmatched.map((bet) => (
                <Bet key={bet.id} $side={bet.side} data-testid="unmatched-bet">
                  <span>
                    {sideText(bet.side, bet.marketType)} {bet.selectionName}
                  </span>
                  <span>{priceText(bet, bet.marketType)}</span>
                  <span>{formatRupeesFromPaise(bet.remaining)}</span>
                  {/* A cross keeps the runner's name readable in the narrow panel; the label says what it does. */}
                  <button type="button" className="small cancel remove" aria-label={`Cancel ${bet.selectionName} bet`} title="Cancel bet" onClick={() => void cancel(bet.id)}>
                    ✕
                  </button>
                </Bet>
              ))}
            </>
          ) : null}
          {group.matched.length ? (
            <>
              <h4>Matched</h4>
              {group.matched.map((row) => (
                <MatchedRow key={row.key} row={row} marketType={group.marketType} />
              ))}
            </>
          ) : null}
        </Group>
      ))}
    </List>
  );
}
