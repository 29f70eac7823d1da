/**
 * /account-statement-details: one posting of the account statement (opened from its row), and for a
 * settlement the bets it paid, from the market's settled bets.
 */
import { Link, useLocation } from 'react-router-dom';
import { formatRupeesFromPaise } from '../../domain/format';
import { formatInstant, useServices } from '../../engine/plugin-api';
import { MarketBetsTable } from './MarketBetsTable';
import { LoadState, StatementCard, useLoaded } from './statement-kit';
import { fetchMarketBets, settledMarketOf, type StatementEntry } from './statements-api';

export default function AccountStatementDetailsPage() {
  const { api } = useServices();
  const entry = (useLocation().state as { entry?: StatementEntry } | null)?.entry;
  const marketId = entry ? settledMarketOf(entry) : null;
  const [loaded, retry] = useLoaded(marketId ?? '', marketId ? () => fetchMarketBets(api, marketId) : null, (e) => api.errorText(e));

  return (
    <StatementCard aria-labelledby="details-title" data-testid="account-statement-details">
      <h1 id="details-title">Statement Details</h1>
      {entry ? (
        <>
          <dl className="summary">
            <dt>Date</dt>
            <dd>{formatInstant(entry.at)}</dd>
            <dt>Reference</dt>
            <dd>{entry.referenceNo}</dd>
            <dt>Description</dt>
            <dd>{entry.description}</dd>
            <dt>{entry.credit ? 'Credit' : 'Debit'}</dt>
            <dd>{formatRupeesFromPaise(entry.credit || entry.debit)}</dd>
            <dt>Balance</dt>
            <dd>{formatRupeesFromPaise(entry.balance)}</dd>
          </dl>
          {marketId ? (
            <LoadState loaded={loaded} retry={retry} empty={(market) => market.bets.length === 0}>
              {(market) => <MarketBetsTable market={market} />}
            </LoadState>
          ) : null}
        </>
      ) : (
        <p>No data found</p>
      )}
      <p>
        <Link to="/account-statement">Back to Account Statement</Link>
      </p>
    </StatementCard>
  );
}
