/**
 * /transactions-details/{type}/{refrenceNo}: one request in full, with the operator's reason when it was
 * rejected, its screenshot (fetched with the player's token and shown from an object URL, never a
 * public address) and Cancel while a withdrawal is pending.
 */
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { formatRupeesFromPaise } from '../../domain/format';
import { formatInstant, useServices, useTimeZone } from '../../engine/plugin-api';
import { accountName, TYPE_NAMES } from './request-text';
import { Loading, Refusal, StatusBadge, usePlayerAction, useWalletData, WalletCard } from './wallet-kit';
import { cancelWithdrawal, fetchRequest, fetchScreenshot, type PaymentRequest } from './wallet-api';

function Screenshot({ request }: { request: PaymentRequest }) {
  const { api } = useServices();
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    let made: string | null = null;
    fetchScreenshot(api, request.type, request.referenceNo).then(
      (blob) => {
        if (!current) return;
        made = URL.createObjectURL(blob);
        setUrl(made);
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [api, request.type, request.referenceNo]);
  if (failed) return <p className="muted">The screenshot could not be loaded.</p>;
  if (!url) return <p role="status">Loading screenshot…</p>;
  return <img src={url} alt={`Screenshot of ${request.referenceNo}`} data-testid="request-screenshot" style={{ maxWidth: '100%', maxHeight: 480, borderRadius: 8, border: '1px solid #e4e7ec', justifySelf: 'start' }} />;
}

function Details({ request }: { request: PaymentRequest }) {
  const { api } = useServices();
  useTimeZone();
  const { busy, refusal, run } = usePlayerAction();
  const rows: Array<[string, string | null]> = [
    ['Reference', request.referenceNo],
    ['Type', TYPE_NAMES[request.type]],
    ['Amount', formatRupeesFromPaise(request.amount)],
    ['Method', request.methodName],
    ['UTR', request.utr],
    ['Paid to', request.payoutAccount ? accountName(request.payoutAccount) : null],
    ['Requested', formatInstant(request.createdAt)],
    ['Decided', request.decidedAt === null ? null : formatInstant(request.decidedAt)],
  ];
  return (
    <>
      <dl className="details" data-testid="request-details">
        <div>
          <dt>Status</dt>
          <dd>
            <StatusBadge status={request.status} />
          </dd>
        </div>
        {rows
          .filter((row): row is [string, string] => row[1] !== null)
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {request.status === 'rejected' && request.reason ? (
        <p className="refusal" data-testid="rejection-reason">
          Reason: {request.reason}
        </p>
      ) : null}
      {request.hasScreenshot ? <Screenshot request={request} /> : null}
      <Refusal message={refusal} />
      {request.type === 'withdrawal' && request.status === 'pending' ? (
        <div className="actions">
          <button type="button" className="small" disabled={busy !== null} onClick={() => void run('cancel', () => cancelWithdrawal(api, request.referenceNo))}>
            {busy ? 'Cancelling…' : 'Cancel withdrawal'}
          </button>
        </div>
      ) : null}
    </>
  );
}

export default function TransactionDetailsPage() {
  const { api } = useServices();
  const { type = '', refrenceNo = '' } = useParams();
  const [loaded, retry] = useWalletData(`${type}/${refrenceNo}`, () => fetchRequest(api, type, refrenceNo), (e) => api.errorText(e));
  return (
    <WalletCard aria-labelledby="transaction-title" data-testid="transaction-details">
      <h1 id="transaction-title">Transaction Details</h1>
      <Loading loaded={loaded} retry={retry}>
        {(request) => <Details request={request} />}
      </Loading>
      <p className="muted">
        <Link to="/transactions">Back to Transactions</Link>
      </p>
    </WalletCard>
  );
}
