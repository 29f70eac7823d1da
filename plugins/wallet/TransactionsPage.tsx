/**
 * /transactions: every deposit and withdrawal request, newest first, filtered by type and status, a
 * page at a time; times in the player's time setting. Each reference opens the request's details.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { formatRupeesFromPaise } from '../../domain/format';
import { formatInstant, useServices, useTimeZone } from '../../engine/plugin-api';
import { TYPE_NAMES } from './request-text';
import { walletState } from './state';
import { Loading, StatusBadge, useWalletData, WalletCard } from './wallet-kit';
import { fetchRequests, type PaymentRequest, type RequestStatus, type RequestType } from './wallet-api';

const TYPES: ReadonlyArray<[RequestType | '', string]> = [['', 'All'], ['deposit', 'Deposits'], ['withdrawal', 'Withdrawals']];
const STATUSES: ReadonlyArray<[RequestStatus | '', string]> = [['', 'Any status'], ['pending', 'Pending'], ['approved', 'Approved'], ['rejected', 'Rejected'], ['cancelled', 'Cancelled']];

export default function TransactionsPage() {
  const { api } = useServices();
  useTimeZone();
  const { pageSize } = useSnapshot(walletState);
  const [type, setType] = useState<RequestType | ''>('');
  const [status, setStatus] = useState<RequestStatus | ''>('');
  const [shown, setShown] = useState(pageSize);
  const [loaded, retry] = useWalletData(`${type}|${status}`, () => fetchRequests(api, { type: type || undefined, status: status || undefined }), (e) => api.errorText(e));
  return (
    <WalletCard aria-labelledby="transactions-title" data-testid="transactions-page">
      <h1 id="transactions-title">Transactions</h1>
      <div className="actions filters">
        <div className="choices" role="group" aria-label="Type">
          {TYPES.map(([value, label]) => (
            <button key={label} type="button" aria-pressed={type === value} onClick={() => (setType(value), setShown(pageSize))}>
              {label}
            </button>
          ))}
        </div>
        <label className="status-filter">
          <span>Status</span>
          <select value={status} onChange={(e) => (setStatus(e.target.value as RequestStatus | ''), setShown(pageSize))}>
            {STATUSES.map(([value, label]) => (
              <option key={label} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <Loading loaded={loaded} retry={retry}>
        {(requests) =>
          requests.length === 0 ? (
            <p>No data found</p>
          ) : (
            <RequestList requests={requests} shown={shown} onMore={() => setShown((n) => n + pageSize)} />
          )
        }
      </Loading>
    </WalletCard>
  );
}

/** The first `shown` requests, each reference a link to its details, and Show more while there are more. */
function RequestList({ requests, shown, onMore }: { requests: readonly PaymentRequest[]; shown: number; onMore: () => void }) {
  return (
    <>
      <div className="table">
        <table>
          <thead>
            <tr>
              <th>Date</th>
              <th>Type</th>
              <th className="num">Amount</th>
              <th>Method</th>
              <th>Status</th>
              <th>Reference</th>
            </tr>
          </thead>
          <tbody>
            {requests.slice(0, shown).map((request) => (
              <tr key={request.referenceNo} data-testid="transaction-row">
                <td data-label="Date">{formatInstant(request.createdAt)}</td>
                <td data-label="Type">{TYPE_NAMES[request.type]}</td>
                <td data-label="Amount" className="num">
                  {formatRupeesFromPaise(request.amount)}
                </td>
                <td data-label="Method">{request.methodName}</td>
                <td data-label="Status">
                  <StatusBadge status={request.status} />
                </td>
                <td data-label="Reference">
                  <Link to={`/transactions-details/${request.type}/${encodeURIComponent(request.referenceNo)}`}>{request.referenceNo}</Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="actions">
        <span className="muted">
          Showing {Math.min(shown, requests.length)} of {requests.length}
        </span>
        {shown < requests.length ? (
          <button type="button" className="small" onClick={onMore}>
            Show more
          </button>
        ) : null}
      </div>
    </>
  );
}
