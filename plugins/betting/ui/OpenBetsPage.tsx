/**
 * /open-bets: the player's open or settled bets over a date range, from `order-list`, in the view the
 * player picks (Consolidated, Average Odds or Order By Date, as in the panel).
 */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { averagePrice } from '../../../domain/exchange/matching';
import { CLOCK_FORMAT, formatAverageOdds, formatOddsHundredths, formatRupeesFromPaise } from '../../../domain/format';
import { DAY_MS, dayOf, daysAsInstants } from '../../../domain/time/calendar-days';
import { formatInstant, useTimeZone } from '../../../engine/plugin-api';
import { bettingServices } from '../betting-services';
import { fetchOrderList, type OrderListStatus } from '../open-bets-actions';
import { isLineMarketType, type OpenBet } from '../open-bets-adapter';
import { openBetsState } from '../open-bets-state';
import { combinedText, orderRows, type OrderRow } from '../open-bets-views';
import { OpenBetsViews } from './OpenBetsViews';

const Page = styled.div`
  background: #fff;
  color: #1c1c1c;
  border-radius: 8px;
  padding: 12px;
  display: grid;
  gap: 12px;
  h1 { margin: 0; font-size: 20px; }
  form { display: flex; flex-wrap: wrap; gap: 8px; align-items: end; }
  label { display: grid; gap: 2px; font-size: 12px; }
  input, select { height: 34px; border: 1px solid #bbb; border-radius: 6px; padding: 0 6px; }
  form button { height: 34px; border: 0; border-radius: 6px; background: var(--wl-color-theme, #c10931); color: var(--wl-color-on-theme, #fff); font-weight: 700; padding: 0 14px; }
  .table { overflow-x: auto; }
  table { width: 100%; border-collapse: collapse; font-size: 13px; }
  th, td { text-align: left; padding: 6px; border-bottom: 1px solid #eee; white-space: nowrap; }
  p { margin: 0; color: #555; }
  small.combined { display: block; color: #555; font-size: 11px; }
  /* Phones: each bet is a card of label and value lines instead of a table wider than the screen. */
  @media (max-width: 599px) {
    .table { overflow: visible; }
    table, tbody, tr, td { display: block; }
    thead { display: none; }
    tr { border: 1px solid #e4e4e4; border-radius: 8px; padding: 6px 8px; margin-bottom: 8px; }
    td { display: flex; justify-content: space-between; gap: 12px; border: 0; padding: 3px 0; white-space: normal; text-align: right; }
    td::before { content: attr(data-label); font-weight: 700; color: #555; text-align: left; flex: none; }
  }
`;

/** Minutes east of UTC of the player's clock (the time setting); UTC before the plugin is set up. */
const zoneOffset = (at: number) => bettingServices()?.time.offsetMinutes(at) ?? 0;

/** Where the matched amount was taken, when price improvement got it at better than the odds asked. */
function MatchedAt({ bet }: { bet: Pick<OpenBet, 'fills' | 'price' | 'marketType'> }) {
  const average = averagePrice(bet.fills);
  if (average === null || isLineMarketType(bet.marketType)) return null;
  // Said only when it reads differently from the odds asked.
  const text = formatAverageOdds(average / 100);
  return text === formatOddsHundredths(bet.price) ? null : <small> at {text}</small>;
}

export default function OpenBetsPage() {
  const [status, setStatus] = useState<OrderListStatus>('open');
  useTimeZone();
  const [from, setFrom] = useState(() => dayOf(Date.now() - 7 * DAY_MS, zoneOffset(Date.now())));
  const [to, setTo] = useState(() => dayOf(Date.now(), zoneOffset(Date.now())));
  // The list shown answers the last query: the status as chosen (a change reloads at once) and the
  // dates as last searched. `run` makes a repeated search load again.
  const [query, setQuery] = useState({ status, from, to, run: 0 });
  const [shown, setShown] = useState<{ bets: OpenBet[] | null; error: string }>({ bets: null, error: '' });

  useEffect(() => {
    const services = bettingServices();
    if (!services) return;
    let current = true;
    // The days are the player's: from the start of `from` to the end of `to` in their clock.
    fetchOrderList(services.api, { status: query.status, ...daysAsInstants(query.from, query.to, zoneOffset(Date.now())) }).then(
      (bets) => current && setShown({ bets, error: '' }),
      (failure: unknown) => current && setShown({ bets: [], error: services.api.errorText(failure) }),
    );
    return () => {
      current = false;
    };
  }, [query]);

  const search = (next: OrderListStatus = status) => {
    if (from > to) return setShown((was) => ({ ...was, error: 'The start date must be on or before the end date.' }));
    setQuery({ status: next, from, to, run: query.run + 1 });
  };
  const { bets, error } = shown;
  const { view } = useSnapshot(openBetsState);
  const rows = bets ? orderRows(bets, view) : [];

  return (
    <Page>
      <h1>Open Bets</h1>
      <form onSubmit={(e) => (e.preventDefault(), search())}>
        <label>
          Bets
          <select
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as OrderListStatus);
              search(e.target.value as OrderListStatus);
            }}
          >
            <option value="open">Open</option>
            <option value="settled">Settled</option>
          </select>
        </label>
        <label>
          From
          <input type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </label>
        <label>
          To
          <input type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </label>
        <button type="submit">Search</button>
      </form>
      {error ? <p role="alert">{error}</p> : null}
      {bets && bets.length === 0 && !error ? <p>You have no Matched Bets.</p> : null}
      {bets && bets.length ? <OpenBetsViews /> : null}
      {bets && bets.length ? <OpenBetsTable rows={rows} settled={query.status === 'settled'} /> : null}
    </Page>
  );
}

/** The bets as rows, a card each on phones; settled bets add their profit or loss. */
function OpenBetsTable({ rows, settled }: { rows: OrderRow[]; settled: boolean }) {
  return (
    <div className="table">
      <table>
        <thead>
          <tr>
            <th>Placed</th>
            <th>Event</th>
            <th>Market</th>
            <th>Selection</th>
            <th>Type</th>
            <th>Odds</th>
            <th>Stake</th>
            <th>Matched</th>
            <th>Status</th>
            {settled ? <th>Profit/Loss</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((bet) => (
            <OpenBetRow key={bet.key} bet={bet} settled={settled} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One row: bets combined by the view say how many they are; a line market's odds are its line and rate. */
function OpenBetRow({ bet, settled }: { bet: OrderRow; settled: boolean }) {
  return (
    <tr data-testid="open-bets-row">
      <td data-label="Placed">{formatInstant(bet.placedAt, CLOCK_FORMAT)}</td>
      <td data-label="Event">{bet.eventName}</td>
      <td data-label="Market">{bet.marketName}</td>
      <td data-label="Selection">
        <span>
          {bet.selectionName}
          {bet.count > 1 ? <small className="combined">{combinedText(bet.count)}</small> : null}
        </span>
      </td>
      <td data-label="Type">{bet.side === 'back' ? 'Back' : 'Lay'}</td>
      <td data-label="Odds">{isLineMarketType(bet.marketType) ? `${bet.line ?? ''} @ ${bet.price}` : formatOddsHundredths(bet.price)}</td>
      <td data-label="Stake">{formatRupeesFromPaise(bet.stake)}</td>
      <td data-label="Matched">
        <span>
          {formatRupeesFromPaise(bet.matched)}
          <MatchedAt bet={bet} />
        </span>
      </td>
      <td data-label="Status">{bet.statuses.join(', ')}</td>
      {settled ? <td data-label="Profit/Loss">{formatRupeesFromPaise(bet.profit)}</td> : null}
    </tr>
  );
}
