/**
 * /deposit: pay the operator by UPI (its id and a QR code of the amount) or bank transfer (details to
 * copy), then tell us the amount and the transfer's UTR, with a screenshot if you like. The request
 * waits for the operator; its reference links to its details.
 */
import { useFormik } from 'formik';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { formatRupeesFromPaise } from '../../domain/format';
import { FieldError, Form, useServices } from '../../engine/plugin-api';
import { QuickAmounts, TextField } from './form-fields';
import { requestsChanged, walletState } from './state';
import { QrImage, upiUri } from './UpiQr';
import { depositSchema, parseRupees, screenshotContentProblem, SCREENSHOT_TYPES, type DepositValues } from './validation';
import { FreeCashPanel } from './FreeCashPanel';
import { CopyButton, Loading, Refusal, Submit, Submitted, useWalletData, WalletPage } from './wallet-kit';
import { attachScreenshot, createDeposit, fetchMethods, type PaymentMethod, type PaymentRequest } from './wallet-api';

const DETAIL_NAMES: Readonly<Record<string, string>> = { upiId: 'UPI ID', payeeName: 'Payee', accountName: 'Account name', accountNumber: 'Account number', ifsc: 'IFSC', bank: 'Bank' };

function PayTo({ method, amount }: { method: PaymentMethod; amount: number | null }) {
  const entries = Object.entries(method.details);
  return (
    <div className="panel" data-testid="pay-to">
      <h2>Pay to</h2>
      {method.id === 'upi' && method.details.upiId ? (
        <div className="qr">
          <QrImage text={upiUri(method.details.upiId, method.details.payeeName ?? '', amount)} label={`UPI QR code for ${method.details.upiId}`} />
          <p className="muted">Scan with any UPI app{amount !== null ? ` to pay ${formatRupeesFromPaise(amount)}` : ''}, or pay to the UPI ID below.</p>
        </div>
      ) : null}
      <dl className="details">
        {entries.map(([key, value]) => (
          <div key={key}>
            <dt>{DETAIL_NAMES[key] ?? key}</dt>
            <dd>
              <span>{value}</span>
              {key === 'payeeName' || key === 'bank' ? null : <CopyButton value={value} label={DETAIL_NAMES[key] ?? key} />}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function DepositForm({ method, onDone }: { method: PaymentMethod; onDone: (request: PaymentRequest, screenshotError: string | null) => void }) {
  const { api } = useServices();
  const { quickAmounts } = useSnapshot(walletState);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useFormik<DepositValues>({
    initialValues: { amount: '', utr: '', screenshot: null },
    validationSchema: depositSchema(method.id, { name: method.name, min: method.minAmount, max: method.maxAmount }),
    onSubmit: async (values) => {
      setRefusal(null);
      let request: PaymentRequest;
      try {
        request = await createDeposit(api, { method: method.id, amount: parseRupees(values.amount)!, utr: values.utr.trim().toUpperCase() });
      } catch (error) {
        setRefusal(api.errorText(error));
        return;
      }
      let screenshotError: string | null = null;
      if (values.screenshot) {
        try {
          request = await attachScreenshot(api, request.referenceNo, values.screenshot);
        } catch (error) {
          screenshotError = api.errorText(error);
        }
      }
      requestsChanged();
      onDone(request, screenshotError);
    },
  });
  const amount = parseRupees(form.values.amount);
  const limits = `Min ${formatRupeesFromPaise(method.minAmount)}, max ${formatRupeesFromPaise(method.maxAmount)}`;
  const screenshotError = form.touched.screenshot && form.errors.screenshot ? String(form.errors.screenshot) : null;
  return (
    <>
      <PayTo method={method} amount={amount !== null && amount >= method.minAmount && amount <= method.maxAmount ? amount : null} />
      <Form onSubmit={form.handleSubmit} noValidate aria-label="Deposit details">
        <TextField form={form} name="amount" label="Amount (₹)" hint={limits} idPrefix="deposit" inputMode="decimal" autoComplete="off" />
        <QuickAmounts form={form} name="amount" amounts={quickAmounts} min={method.minAmount} max={method.maxAmount} />
        <TextField
          form={form}
          name="utr"
          label="UTR / reference number"
          hint={method.id === 'upi' ? 'The 12-digit UTR your UPI app shows after paying.' : 'The IMPS/NEFT reference of your transfer.'}
          idPrefix="deposit"
          inputMode={method.id === 'upi' ? 'numeric' : 'text'}
          maxLength={22}
          autoComplete="off"
        />
        <div className="field">
          <label htmlFor="deposit-screenshot">Payment screenshot (optional)</label>
          <input
            id="deposit-screenshot"
            name="screenshot"
            type="file"
            accept={SCREENSHOT_TYPES.join(',')}
            aria-invalid={Boolean(screenshotError)}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0] ?? null;
              void form.setFieldValue('screenshot', file, true);
              void form.setFieldTouched('screenshot', true, false);
              const input = event.currentTarget;
              void screenshotContentProblem(file).then((problem) => problem && (input.value = ''));
            }}
          />
          <span className="muted">PNG, JPEG or WebP, up to 5 MB.</span>
          {screenshotError ? <FieldError id="deposit-screenshot-error">{screenshotError}</FieldError> : null}
        </div>
        <Refusal message={refusal} testId="deposit-refusal" />
        <Submit submitting={form.isSubmitting} label="Submit deposit" />
      </Form>
    </>
  );
}

export default function DepositPage() {
  const { api } = useServices();
  const [methods, retry] = useWalletData('methods', () => fetchMethods(api), (e) => api.errorText(e));
  const [chosen, setChosen] = useState<string | null>(null);
  const [done, setDone] = useState<{ request: PaymentRequest; screenshotError: string | null } | null>(null);
  return (
    <WalletPage title="Deposit" testId="deposit-page">
      {done ? (
        <Submitted request={done.request} next="Your balance is updated once the payment is confirmed." again={() => setDone(null)} againLabel="Make another deposit">
          {done.screenshotError ? <p className="refusal">The screenshot was not added: {done.screenshotError}</p> : null}
        </Submitted>
      ) : (
        <Loading loaded={methods} retry={retry}>
          {(list) => {
            const method = list.find((m) => m.id === chosen) ?? list[0];
            if (!method) return <p>No payment methods are available now.</p>;
            return (
              <>
                <div className="choices" role="group" aria-label="Payment method">
                  {list.map((m) => (
                    <button key={m.id} type="button" aria-pressed={m.id === method.id} onClick={() => setChosen(m.id)}>
                      {m.name}
                    </button>
                  ))}
                </div>
                <DepositForm key={method.id} method={method} onDone={(request, screenshotError) => setDone({ request, screenshotError })} />
              </>
            );
          }}
        </Loading>
      )}
      <FreeCashPanel />
    </WalletPage>
  );
}
