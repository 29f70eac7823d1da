/** /betting-profit-loss-details?marketId=…: the player's bets on one settled market, with their result and commission. */
import { Link, useSearchParams } from 'react-router-dom';
import { useServices } from '../../engine/plugin-api';
import { MarketBetsTable } from './MarketBetsTable';
import { LoadState, StatementCard, useLoaded } from './statement-kit';
import { fetchMarketBets } from './statements-api';

export default function ProfitLossDetailsPage() {
  const { api } = useServices();
  const marketId = useSearchParams()[0].get('marketId') ?? '';
  const [loaded, retry] = useLoaded(marketId, marketId ? () => fetchMarketBets(api, marketId) : null, (e) => api.errorText(e));
  return (
    <StatementCard aria-labelledby="pnl-details-title" data-testid="betting-profit-loss-details">
      <h1 id="pnl-details-title">Profit &amp; Loss Details</h1>
      {marketId ? (
        <LoadState loaded={loaded} retry={retry} empty={(market) => market.bets.length === 0}>
          {(market) => <MarketBetsTable market={market} />}
        </LoadState>
      ) : (
        <p>No data found</p>
      )}
      <p>
        <Link to="/betting-profit-loss">Back to Betting Profit &amp; Loss</Link>
      </p>
    </StatementCard>
  );
}
