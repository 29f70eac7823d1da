/**
 * /betting-profit-loss: the player's settled markets in the chosen range by sport, event and market,
 * each with its total; a market opens its bets. The total is the range's settlement postings, so it
 * matches the account statement to the paisa.
 */
import { Link } from 'react-router-dom';
import { formatRupeesFromPaise } from '../../domain/format';
import { formatInstant, useServices } from '../../engine/plugin-api';
import { groupProfitLoss, type SportGroup } from './profit-loss-groups';
import { LoadState, RangeForm, SignedMoney, StatementCard, useChosenRange, useLoaded } from './statement-kit';
import { fetchProfitLoss } from './statements-api';

const detailsPath = (marketId: string) => `/betting-profit-loss-details?marketId=${encodeURIComponent(marketId)}`;

export default function ProfitLossPage() {
  const { api } = useServices();
  const { choice, range, error } = useChosenRange();
  const [loaded, retry] = useLoaded(range ? `${range.from}-${range.to}` : 'none', range ? () => fetchProfitLoss(api, range) : null, (e) => api.errorText(e));

  return (
    <StatementCard aria-labelledby="pnl-title" data-testid="betting-profit-loss">
      <h1 id="pnl-title">Betting Profit &amp; Loss</h1>
      <RangeForm choice={choice} />
      {error ? <p role="alert">{error}</p> : null}
      {range ? (
        <LoadState loaded={loaded} retry={retry} empty={(pnl) => pnl.markets.length === 0}>
          {(pnl) => (
            <>
              <div className="summary" data-testid="pnl-total">
                <span>
                  Total P&amp;L<b><SignedMoney paise={pnl.total} /></b>
                </span>
                <span>
                  Commission<b>{formatRupeesFromPaise(pnl.markets.reduce((sum, m) => sum + m.commission, 0))}</b>
                </span>
              </div>
              {groupProfitLoss(pnl.markets).map((sport) => (
                <SportProfitLoss key={sport.eventTypeId} sport={sport} />
              ))}
              <p>Profit and loss is net of commission; this exchange charges none, so every commission reads ₹0.00.</p>
            </>
          )}
        </LoadState>
      ) : null}
    </StatementCard>
  );
}

/** One sport's markets by event, each opening its bets; an event of several markets adds its total. */
function SportProfitLoss({ sport }: { sport: SportGroup }) {
  return (
    <section aria-label={sport.name}>
      <h2>
        {sport.name} <SignedMoney paise={sport.total} />
      </h2>
      <div className="table">
        <table>
          <thead>
            <tr>
              <th>Event</th>
              <th>Market</th>
              <th>Settled</th>
              <th className="num">Commission</th>
              <th className="num">Profit/Loss</th>
            </tr>
          </thead>
          <tbody>
            {sport.events.flatMap((event) => [
              ...event.markets.map((market) => (
                <tr key={market.marketId} data-testid="pnl-market-row">
                  {/* The event opens the row's details too: it is what players reach for first. */}
                  <td data-label="Event" className="wrap">
                    <Link to={detailsPath(market.marketId)}>{event.eventName}</Link>
                  </td>
                  <td data-label="Market">
                    <Link to={detailsPath(market.marketId)}>{market.marketName}</Link>
                  </td>
                  <td data-label="Settled">{formatInstant(market.settledAt)}</td>
                  <td data-label="Commission" className="num">
                    {formatRupeesFromPaise(market.commission)}
                  </td>
                  <td data-label="Profit/Loss" className="num">
                    <SignedMoney paise={market.profitLoss} />
                  </td>
                </tr>
              )),
              event.markets.length > 1 ? (
                <tr key={`${event.eventId}-total`} className="total">
                  <td data-label="Event total" colSpan={4}>
                    <b>{event.eventName} total</b>
                  </td>
                  <td data-label="Profit/Loss" className="num">
                    <SignedMoney paise={event.total} />
                  </td>
                </tr>
              ) : null,
            ])}
          </tbody>
        </table>
      </div>
    </section>
  );
}
