/** /transfer-statement: money in and out of the account (deposits, withdrawals, credits), without bet settlements. */
import { formatInstant, useServices } from '../../engine/plugin-api';
import { LoadState, RangeForm, SignedMoney, StatementCard, useChosenRange, useLoaded } from './statement-kit';
import { fetchTransfers } from './statements-api';

const KIND_NAMES: Readonly<Record<string, string>> = { deposit: 'Deposit', withdrawal: 'Withdrawal', 'withdrawal-release': 'Withdrawal returned', transfer: 'Transfer' };

export default function TransferStatementPage() {
  const { api } = useServices();
  const { choice, range, error } = useChosenRange();
  const [loaded, retry] = useLoaded(range ? `${range.from}-${range.to}` : 'none', range ? () => fetchTransfers(api, range) : null, (e) => api.errorText(e));
  return (
    <StatementCard aria-labelledby="transfers-title" data-testid="transfer-statement">
      <h1 id="transfers-title">Transfer Statement</h1>
      <RangeForm choice={choice} />
      {error ? <p role="alert">{error}</p> : null}
      {range ? (
        <LoadState loaded={loaded} retry={retry} empty={(rows) => rows.length === 0}>
          {(rows) => (
            <div className="table">
              <table>
                <thead>
                  <tr>
                    <th>Date</th>
                    <th>Type</th>
                    <th>Description</th>
                    <th className="num">Amount</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.referenceNo} data-testid="transfer-row">
                      <td data-label="Date">{formatInstant(row.at)}</td>
                      <td data-label="Type">{KIND_NAMES[row.kind] ?? row.kind}</td>
                      <td data-label="Description" className="wrap">
                        {row.description}
                      </td>
                      <td data-label="Amount" className="num">
                        <SignedMoney paise={row.amount} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </LoadState>
      ) : null}
    </StatementCard>
  );
}
