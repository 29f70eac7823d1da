/**
 * What the wallet pages share: the card they sit in (forms and tables that fit 375 px, tables turning
 * into label/value cards on phones), copy buttons, status badges, and data that reads again whenever a
 * payment request changes.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatRupeesFromPaise } from '../../domain/format';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { Primary, Secondary, useServices } from '../../engine/plugin-api';
import { requestsChanged, walletState } from './state';
import { TYPE_NAMES } from './request-text';
import type { PaymentRequest, RequestStatus } from './wallet-api';

export const WalletCard = styled.section`
  background: #fff;
  color: #1c1c1c;
  border-radius: 10px;
  padding: 14px;
  display: grid;
  gap: 14px;
  min-width: 0;
  max-width: 860px;
  margin: 0 auto;
  overflow-wrap: anywhere;
  h1 { margin: 0; font-size: 20px; }
  h2 { margin: 0; font-size: 16px; }
  p { margin: 0; }
  a { color: inherit; font-weight: 600; }
  .muted { color: #5b6472; font-size: 13px; }
  .panel { border: 1px solid #e4e7ec; border-radius: 8px; padding: 12px; display: grid; gap: 10px; min-width: 0; }
  .figures { display: grid; grid-template-columns: repeat(auto-fit, minmax(130px, 1fr)); gap: 8px; margin: 0; }
  .figures div { background: #f5f6f8; border-radius: 8px; padding: 8px 10px; }
  .figures dt { font-size: 12px; color: #5b6472; }
  .figures dd { margin: 2px 0 0; font-weight: 700; font-size: 15px; }
  .figures .main { background: var(--wl-color-theme, #c10931); color: var(--wl-color-on-theme, #fff); }
  .figures .main dt { color: inherit; }
  .choices { display: flex; flex-wrap: wrap; gap: 8px; border: 0; padding: 0; margin: 0; min-width: 0; }
  .choices button, .chip {
    min-height: 36px; border: 1px solid #c9cdd4; border-radius: 18px; background: #fff; color: #1c1c1c; padding: 0 14px; cursor: pointer; font-weight: 600;
  }
  .choices button[aria-pressed='true'], .chip[aria-pressed='true'] { background: var(--wl-color-theme, #c10931); color: var(--wl-color-on-theme, #fff); border-color: transparent; }
  .qr { display: grid; justify-items: center; gap: 6px; text-align: center; }
  .details { display: grid; gap: 6px; margin: 0; }
  .details > div { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: center; gap: 4px 10px; border-bottom: 1px solid #f0f0f0; padding-bottom: 6px; }
  .details dt { font-size: 12px; color: #5b6472; }
  .details dd { margin: 0; display: flex; gap: 8px; align-items: center; font-weight: 600; min-width: 0; }
  fieldset.accounts { margin: 0; }
  legend { font-weight: 700; padding: 0 4px; }
  .account { display: flex; justify-content: space-between; align-items: center; gap: 8px; }
  .account label { display: flex; gap: 8px; align-items: center; min-width: 0; font-weight: 500; }
  input[type='radio'] { height: 18px; width: 18px; padding: 0; flex: none; margin: 0; }
  input[type='file'] { height: auto; padding: 8px; min-width: 0; max-width: 100%; }
  .pending { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
  .pending li { display: flex; justify-content: space-between; align-items: center; gap: 8px; border-bottom: 1px solid #f0f0f0; padding-bottom: 6px; }
  .filters { justify-content: space-between; gap: 10px; }
  .status-filter { display: flex; align-items: center; gap: 8px; font-size: 13px; font-weight: 600; color: #344054; }
  .status-filter select { height: 36px; border: 1px solid #c9cdd4; border-radius: 8px; padding: 0 8px; background: #fff; color: #1c1c1c; font-size: 14px; }
  .bonus { display: grid; gap: 4px; font-size: 14px; }
  .progress { height: 8px; border-radius: 4px; background: #e4e7ec; overflow: hidden; }
  .progress span { display: block; height: 100%; background: var(--wl-color-theme, #c10931); }
  .notice { border-radius: 8px; padding: 10px 12px; background: #ecfdf3; color: #05603a; display: grid; gap: 6px; }
  .refusal { border-radius: 8px; padding: 10px 12px; background: #fef3f2; color: #b42318; }
  .actions { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
  .table { overflow-x: auto; }
  table { width: 100%; border-collapse: collapse; font-size: 13px; }
  th, td { text-align: left; padding: 7px 6px; border-bottom: 1px solid #eee; white-space: nowrap; }
  th.num, td.num { text-align: right; }
  button.small {
    min-height: 32px; border: 1px solid #c9cdd4; border-radius: 6px; background: #fff; color: #1c1c1c; padding: 0 10px; font-weight: 600; cursor: pointer;
  }
  button.small:disabled { opacity: 0.55; cursor: not-allowed; }
  @media (max-width: 599px) {
    padding: 12px 10px;
    .table { overflow: visible; }
    table, tbody, tr, td { display: block; }
    thead { display: none; }
    tr { border: 1px solid #e4e4e4; border-radius: 8px; padding: 6px 8px; margin-bottom: 8px; }
    td, td.num { display: flex; justify-content: space-between; gap: 12px; border: 0; padding: 3px 0; white-space: normal; text-align: right; min-width: 0; }
    td::before { content: attr(data-label); font-weight: 700; color: #5b6472; text-align: left; flex: none; }
  }
`;

const STATUS_COLOURS: Readonly<Record<RequestStatus, [string, string]>> = {
  pending: ['#fffaeb', '#b54708'],
  approved: ['#ecfdf3', '#067647'],
  rejected: ['#fef3f2', '#b42318'],
  cancelled: ['#f2f4f7', '#475467'],
};

const Badge = styled.span<{ $status: RequestStatus }>`
  display: inline-block;
  border-radius: 10px;
  padding: 1px 8px;
  font-size: 12px;
  font-weight: 700;
  text-transform: capitalize;
  background: ${({ $status }) => STATUS_COLOURS[$status][0]};
  color: ${({ $status }) => STATUS_COLOURS[$status][1]};
`;

export function StatusBadge({ status }: { status: RequestStatus }) {
  return (
    <Badge $status={status} data-testid="request-status">
      {status}
    </Badge>
  );
}

/** The clipboard where the page may write to it, else the older copy command on a selected field. */
async function copyText(value: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(value);
    return true;
  } catch {
    const field = document.createElement('textarea');
    field.value = value;
    field.setAttribute('readonly', '');
    field.style.position = 'fixed';
    field.style.opacity = '0';
    document.body.append(field);
    field.select();
    const copied = document.execCommand('copy');
    field.remove();
    return copied;
  }
}

/** Copies `value`; says Copied for two seconds. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    if (await copyText(value)) setCopied(true);
  };
  return (
    <button type="button" className="small" aria-label={copied ? `${label} copied` : `Copy ${label}`} onClick={() => void copy()}>
      {copied ? 'Copied' : 'Copy'}
    </button>
  );
}

export type Loaded<T> = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; value: T };

/**
 * Runs `load` now, when `key` changes and whenever a payment request changes; keeps the last value while
 * a re-read is under way, so a list does not blink on a live update.
 */
export function useWalletData<T>(key: string, load: () => Promise<T>, failure: (error: unknown) => string): [Loaded<T>, () => void] {
  const { revision } = useSnapshot(walletState);
  const [run, setRun] = useState(0);
  const [loaded, setLoaded] = useState<{ key: string; value: Loaded<T> }>({ key, value: { state: 'loading' } });
  useEffect(() => {
    let current = true;
    load().then(
      (value) => current && setLoaded({ key, value: { state: 'ready', value } }),
      (error: unknown) => current && setLoaded({ key, value: { state: 'error', message: failure(error) } }),
    );
    return () => {
      current = false;
    };
    // load and failure are fresh closures each render; key, revision and run name what load reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, revision, run]);
  return [loaded.key === key ? loaded.value : { state: 'loading' }, () => setRun((n) => n + 1)];
}

/** Loading, or the error with Try again, or the children with the value. */
export function Loading<T>({ loaded, retry, children }: { loaded: Loaded<T>; retry: () => void; children: (value: T) => ReactNode }) {
  if (loaded.state === 'loading') return <p role="status">Loading…</p>;
  if (loaded.state === 'error')
    return (
      <div className="actions refusal" role="alert">
        <span>{loaded.message}</span>
        <button type="button" className="small" onClick={retry}>
          Try again
        </button>
      </div>
    );
  return <>{children(loaded.value)}</>;
}

/** A refusal in the server's words, or nothing. */
export function Refusal({ message, testId }: { message: string | null; testId?: string }) {
  return message ? (
    <p className="refusal" role="alert" data-testid={testId}>
      {message}
    </p>
  ) : null;
}

/**
 * A player's action on a request or account (cancel, remove): `busy` names the one under way, a refusal
 * keeps the server's words, and success makes every wallet view read again.
 */
export function usePlayerAction(): { busy: string | null; refusal: string | null; run: (id: string, action: () => Promise<unknown>) => Promise<void> } {
  const { api } = useServices();
  const [busy, setBusy] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const run = async (id: string, action: () => Promise<unknown>) => {
    setBusy(id);
    setRefusal(null);
    try {
      await action();
      requestsChanged();
    } catch (error) {
      setRefusal(api.errorText(error));
    } finally {
      setBusy(null);
    }
  };
  return { busy, refusal, run };
}

export function Submit({ submitting, label }: { submitting: boolean; label: string }) {
  return (
    <Primary type="submit" disabled={submitting}>
      {submitting ? 'Please Wait...' : label}
    </Primary>
  );
}

/** A wallet page: its card, title and, below, the way to every transaction. */
export function WalletPage({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <WalletCard aria-labelledby={`${testId}-title`} data-testid={testId}>
      <h1 id={`${testId}-title`}>{title}</h1>
      {children}
      <p className="muted">
        <Link to="/transactions">All transactions</Link>
      </p>
    </WalletCard>
  );
}

/** "is pending. <what happens next>", or what the operator decided since ("was approved.", "was rejected: <reason>."). */
export function submittedState(request: Pick<PaymentRequest, 'status' | 'reason'>, next: string): string {
  if (request.status === 'pending') return `is pending. ${next}`;
  return request.status === 'rejected' && request.reason ? `was rejected: ${request.reason}` : `was ${request.status}.`;
}

/** A request just made: its reference, its state (following the operator's decision), its details and the way to make another. */
export function Submitted({ request, next, again, againLabel, children }: { request: PaymentRequest; next: string; again: () => void; againLabel: string; children?: ReactNode }) {
  const { decided } = useSnapshot(walletState);
  const now = decided[request.referenceNo] ?? request;
  return (
    <div className="notice" role="status" data-testid="request-submitted" data-status={now.status}>
      <p>
        {TYPE_NAMES[request.type]} request <b data-testid="request-reference">{request.referenceNo}</b> of {formatRupeesFromPaise(request.amount)} {submittedState(now, next)}
      </p>
      {children}
      <div className="actions">
        <Link to={`/transactions-details/${request.type}/${encodeURIComponent(request.referenceNo)}`}>View request</Link>
        <Secondary type="button" onClick={again} style={{ padding: '0 14px' }}>
          {againLabel}
        </Secondary>
      </div>
    </div>
  );
}
