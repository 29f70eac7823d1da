/** The player's bets on one settled market: side, odds, stakes, result, commission and P&L, with the market's total. */
import { formatOdds, formatRupeesFromPaise } from '../../domain/format';
import { formatInstant } from '../../engine/plugin-api';
import { SignedMoney } from './statement-kit';
import type { MarketBets } from './statements-api';

export function MarketBetsTable({ market }: { market: MarketBets }) {
  const total = market.bets.reduce((sum, bet) => sum + bet.profitLoss, 0);
  const commission = market.bets.reduce((sum, bet) => sum + bet.commission, 0);
  return (
    <>
      <h2>
        {market.eventName} · {market.marketName}
      </h2>
      <p>Result: {market.result ?? 'Not settled yet'}</p>
      <div className="table">
        <table>
          <thead>
            <tr>
              <th>Placed</th>
              <th>Selection</th>
              <th>Type</th>
              <th className="num">Odds</th>
              <th className="num">Stake</th>
              <th className="num">Matched</th>
              <th>Result</th>
              <th className="num">Commission</th>
              <th className="num">Profit/Loss</th>
            </tr>
          </thead>
          <tbody>
            {market.bets.map((bet) => (
              <tr key={bet.id} data-testid="settled-bet-row">
                <td data-label="Placed">{formatInstant(bet.placedAt)}</td>
                <td data-label="Selection">{bet.selectionName}</td>
                <td data-label="Type">{bet.side}</td>
                <td data-label="Odds" className="num">
                  {bet.line === null ? formatOdds(bet.price) : `${bet.line} @ ${bet.price}`}
                </td>
                <td data-label="Stake" className="num">
                  {formatRupeesFromPaise(bet.stake)}
                </td>
                <td data-label="Matched" className="num">
                  {formatRupeesFromPaise(bet.matched)}
                </td>
                <td data-label="Result">{bet.status === 'VOID' ? 'Void' : bet.profitLoss > 0 ? 'Won' : bet.profitLoss < 0 ? 'Lost' : 'Even'}</td>
                <td data-label="Commission" className="num">
                  {formatRupeesFromPaise(bet.commission)}
                </td>
                <td data-label="Profit/Loss" className="num">
                  <SignedMoney paise={bet.profitLoss} />
                </td>
              </tr>
            ))}
            <tr className="total">
              <td data-label="Total" colSpan={7}>
                <b>Market total</b>
              </td>
              <td data-label="Commission" className="num">
                {formatRupeesFromPaise(commission)}
              </td>
              <td data-label="Profit/Loss" className="num">
                <SignedMoney paise={total} />
              </td>
            </tr>
          </tbody>
        </table>
      </div>
      {commission === 0 ? <p>No commission is charged on these markets.</p> : null}
    </>
  );
}
