/** Adding a payout account: a bank account (number entered twice, IFSC upper-cased) or a UPI id. */
import { useFormik } from 'formik';
import { useState } from 'react';
import { Form, Primary, Secondary, useServices } from '../../engine/plugin-api';
import { TextField } from './form-fields';
import { payoutAccountSchema, type PayoutAccountValues } from './validation';
import { savePayoutAccount, type PayoutAccount } from './wallet-api';
import { Refusal } from './wallet-kit';

export function PayoutAccountForm({ onSaved, onCancel }: { onSaved: (account: PayoutAccount) => void; onCancel?: () => void }) {
  const { api } = useServices();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useFormik<PayoutAccountValues>({
    initialValues: { kind: 'bank', holderName: '', accountNumber: '', confirmAccountNumber: '', ifsc: '', upiId: '' },
    validationSchema: payoutAccountSchema,
    onSubmit: async (values) => {
      setRefusal(null);
      const clean = payoutAccountSchema.cast(values);
      try {
        onSaved(await savePayoutAccount(api, clean));
      } catch (error) {
        setRefusal(api.errorText(error));
      }
    },
  });
  const kind = form.values.kind;
  return (
    <Form onSubmit={form.handleSubmit} noValidate aria-label="Add payout account" className="panel">
      <h2>Add an account</h2>
      <div className="choices" role="group" aria-label="Account type">
        {(['bank', 'upi'] as const).map((each) => (
          <button key={each} type="button" aria-pressed={kind === each} onClick={() => void form.setFieldValue('kind', each)}>
            {each === 'bank' ? 'Bank account' : 'UPI ID'}
          </button>
        ))}
      </div>
      <TextField form={form} name="holderName" label="Account holder's name" idPrefix="payout" autoComplete="name" maxLength={80} />
      {kind === 'bank' ? (
        <>
          <TextField form={form} name="accountNumber" label="Account number" idPrefix="payout" inputMode="numeric" autoComplete="off" maxLength={18} />
          <TextField form={form} name="confirmAccountNumber" label="Confirm account number" idPrefix="payout" inputMode="numeric" autoComplete="off" maxLength={18} onPaste={(e) => e.preventDefault()} />
          <TextField
            form={form}
            name="ifsc"
            label="IFSC"
            idPrefix="payout"
            autoComplete="off"
            maxLength={11}
            style={{ textTransform: 'uppercase' }}
            onChange={(e) => void form.setFieldValue('ifsc', e.target.value.toUpperCase())}
          />
        </>
      ) : (
        <TextField form={form} name="upiId" label="UPI ID" idPrefix="payout" autoComplete="off" placeholder="name@bank" maxLength={130} />
      )}
      <Refusal message={refusal} />
      <div className="actions">
        <Primary type="submit" disabled={form.isSubmitting} style={{ padding: '0 18px' }}>
          {form.isSubmitting ? 'Please Wait...' : 'Save account'}
        </Primary>
        {onCancel ? (
          <Secondary type="button" onClick={onCancel} style={{ padding: '0 18px' }}>
            Cancel
          </Secondary>
        ) : null}
      </div>
    </Form>
  );
}
