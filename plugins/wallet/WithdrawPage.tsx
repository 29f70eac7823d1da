/**
 * /withdraw: what can be withdrawn now (balance less exposure and bonus still locked), the player's
 * payout accounts (add, remove, choose one), the amount within the method's limits, and pending
 * withdrawals, each held from the balance until paid and cancellable until then. A player the server
 * says may not withdraw at all (a demo account) is shown why instead of the form.
 */
import { useFormik } from 'formik';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { formatRupeesFromPaise } from '../../domain/format';
import { formatInstant, Form, Secondary, useServices, useTimeZone } from '../../engine/plugin-api';
import { QuickAmounts, TextField } from './form-fields';
import { PayoutAccountForm } from './PayoutAccountForm';
import { accountName } from './request-text';
import { requestsChanged, walletState } from './state';
import { parseRupees, withdrawalSchema, type WithdrawalValues } from './validation';
import { FreeCashPanel } from './FreeCashPanel';
import { Loading, Refusal, Submit, Submitted, usePlayerAction, useWalletData, WalletPage } from './wallet-kit';
import { cancelWithdrawal, createWithdrawal, fetchMethods, fetchPayoutAccounts, fetchRequests, fetchWithdrawable, removePayoutAccount, type PaymentMethod, type PaymentRequest, type PayoutAccount, type Withdrawable } from './wallet-api';

interface WithdrawData {
  figures: Withdrawable;
  accounts: PayoutAccount[];
  methods: PaymentMethod[];
  pending: PaymentRequest[];
}

function Figures({ figures }: { figures: Withdrawable }) {
  return (
    <dl className="figures" data-testid="withdraw-figures">
      <div>
        <dt>Balance</dt>
        <dd>{formatRupeesFromPaise(figures.balance)}</dd>
      </div>
      <div>
        <dt>Exposure</dt>
        <dd>{formatRupeesFromPaise(figures.exposure)}</dd>
      </div>
      <div>
        <dt>Locked Free Cash</dt>
        <dd>{formatRupeesFromPaise(figures.lockedBonus)}</dd>
      </div>
      <div className="main">
        <dt>Withdrawable</dt>
        <dd data-testid="withdrawable">{formatRupeesFromPaise(figures.withdrawable)}</dd>
      </div>
    </dl>
  );
}

function WithdrawForm({ data, onDone }: { data: WithdrawData; onDone: (request: PaymentRequest) => void }) {
  const { api } = useServices();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { quickAmounts } = useSnapshot(walletState);
  const removal = usePlayerAction();
  const [initial] = useState<WithdrawalValues>({ payoutAccountId: data.accounts[0]?.id ?? '', amount: '' });
  const chosenId = (values: WithdrawalValues) => (data.accounts.some((a) => a.id === values.payoutAccountId) ? values.payoutAccountId : (data.accounts[0]?.id ?? ''));
  const methodOf = (id: string) => data.methods.find((m) => m.id === data.accounts.find((a) => a.id === id)?.kind) ?? null;
  const form = useFormik<WithdrawalValues>({
    initialValues: initial,
    validate: (values) => {
      const method = methodOf(chosenId(values));
      try {
        withdrawalSchema(method && { name: method.name, min: method.minAmount, max: method.maxAmount }, data.figures.withdrawable).validateSync({ ...values, payoutAccountId: chosenId(values) }, { abortEarly: false });
        return {};
      } catch (error) {
        const inner = (error as { inner?: Array<{ path?: string; message: string }> }).inner ?? [];
        return Object.fromEntries(inner.filter((e) => e.path).map((e) => [e.path!, e.message]));
      }
    },
    onSubmit: async (values) => {
      setRefusal(null);
      try {
        const request = await createWithdrawal(api, { payoutAccountId: chosenId(values), amount: parseRupees(values.amount)! });
        requestsChanged();
        onDone(request);
      } catch (error) {
        setRefusal(api.errorText(error));
      }
    },
  });
  const selected = chosenId(form.values);
  const method = methodOf(selected);
  return (
    <Form onSubmit={form.handleSubmit} noValidate aria-label="Withdrawal">
      <fieldset className="panel accounts" data-testid="payout-accounts">
        <legend>Pay to</legend>
        {data.accounts.map((account) => (
          <div key={account.id} className="account" data-testid="payout-account">
            <label>
              <input type="radio" name="payoutAccountId" value={account.id} checked={selected === account.id} onChange={form.handleChange} />
              <span>{accountName(account)}</span>
            </label>
            <button type="button" className="small" disabled={removal.busy === account.id} onClick={() => void removal.run(account.id, () => removePayoutAccount(api, account.id))} aria-label={`Remove ${accountName(account)}`}>
              Remove
            </button>
          </div>
        ))}
      </fieldset>
      <TextField
        form={form}
        name="amount"
        label="Amount (₹)"
        idPrefix="withdraw"
        inputMode="decimal"
        autoComplete="off"
        hint={method ? `Min ${formatRupeesFromPaise(method.minAmount)}, max ${formatRupeesFromPaise(Math.min(method.maxAmount, data.figures.withdrawable))}` : undefined}
      />
      {method ? <QuickAmounts form={form} name="amount" amounts={quickAmounts} min={method.minAmount} max={Math.min(method.maxAmount, data.figures.withdrawable)} /> : null}
      <Refusal message={refusal ?? removal.refusal} testId="withdraw-refusal" />
      <Submit submitting={form.isSubmitting} label="Request withdrawal" />
    </Form>
  );
}

function PendingWithdrawals({ pending }: { pending: PaymentRequest[] }) {
  const { api } = useServices();
  useTimeZone();
  const { busy, refusal, run } = usePlayerAction();
  if (pending.length === 0) return null;
  return (
    <div className="panel" data-testid="pending-withdrawals">
      <h2>Pending withdrawals</h2>
      <Refusal message={refusal} />
      <ul className="pending">
        {pending.map((request) => (
          <li key={request.referenceNo} data-testid="pending-withdrawal">
            <span>
              <b>{formatRupeesFromPaise(request.amount)}</b> · <Link to={`/transactions-details/withdrawal/${encodeURIComponent(request.referenceNo)}`}>{request.referenceNo}</Link>
              <br />
              <span className="muted">{formatInstant(request.createdAt)}</span>
            </span>
            <button type="button" className="small" disabled={busy === request.referenceNo} onClick={() => void run(request.referenceNo, () => cancelWithdrawal(api, request.referenceNo))}>
              {busy === request.referenceNo ? 'Cancelling…' : 'Cancel'}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function WithdrawPage() {
  const { api } = useServices();
  const [adding, setAdding] = useState(false);
  const [done, setDone] = useState<PaymentRequest | null>(null);
  const [loaded, retry] = useWalletData(
    'withdraw',
    async (): Promise<WithdrawData> => {
      const [figures, accounts, methods, pending] = await Promise.all([fetchWithdrawable(api), fetchPayoutAccounts(api), fetchMethods(api), fetchRequests(api, { type: 'withdrawal', status: 'pending' })]);
      return { figures, accounts, methods, pending };
    },
    (e) => api.errorText(e),
  );
  return (
    <WalletPage title="Withdraw" testId="withdraw-page">
      <Loading loaded={loaded} retry={retry}>
        {(data) => (
          <>
            <Figures figures={data.figures} />
            <FreeCashPanel />
            {data.figures.refusal ? (
              <Refusal message={data.figures.refusal} testId="withdraw-not-allowed" />
            ) : done ? (
              <Submitted request={done} next="The amount is held from your balance until it is paid." again={() => setDone(null)} againLabel="Make another withdrawal" />
            ) : data.accounts.length === 0 ? (
              <>
                <p className="muted">Add the bank account or UPI ID you want to be paid to.</p>
                <PayoutAccountForm onSaved={() => requestsChanged()} />
              </>
            ) : (
              <>
                <WithdrawForm key={data.accounts.map((a) => a.id).join()} data={data} onDone={setDone} />
                {adding ? (
                  <PayoutAccountForm onSaved={() => (setAdding(false), requestsChanged())} onCancel={() => setAdding(false)} />
                ) : (
                  <div className="actions">
                    <Secondary type="button" onClick={() => setAdding(true)} style={{ padding: '0 14px' }}>
                      Add another account
                    </Secondary>
                  </div>
                )}
              </>
            )}
            <PendingWithdrawals pending={data.pending} />
          </>
        )}
      </Loading>
    </WalletPage>
  );
}
