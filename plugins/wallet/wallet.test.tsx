import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Wire } from '../../engine/plugin-api';
import { logInPlayer, logOutPlayer } from '../../tests/support/engine-scene';
import { fakeApi, fakeServices, renderPage } from '../../tests/support/fake-services';
import DepositPage from './DepositPage';
import WithdrawPage from './WithdrawPage';
import plugin from './index';
import contract from './plugin.json';
import { receiveUpdate, updateToast } from './receive-update';
import { configureWallet, walletState } from './state';
import { upiUri } from './UpiQr';
import { Submitted, submittedState } from './wallet-kit';
import { depositSchema, MESSAGES, parseRupees, payoutAccountSchema, screenshotContentProblem, screenshotProblem, sniffImage, withdrawalSchema } from './validation';
import { attachScreenshot, createDeposit, createWithdrawal, fetchMethods, fetchRequests, requestFrom, rupeeText, savePayoutAccount, type PaymentRequest } from './wallet-api';

/** The first message of each field that fails, by field. */
async function messages(schema: { validate(value: unknown, options: { abortEarly: false }): Promise<unknown> }, value: unknown): Promise<Record<string, string>> {
  try {
    await schema.validate(value, { abortEarly: false });
    return {};
  } catch (error) {
    const found: Record<string, string> = {};
    for (const each of (error as { inner: Array<{ path: string; message: string }> }).inner) found[each.path] ??= each.message;
    return found;
  }
}

const UPI_LIMITS = { name: 'UPI', min: 100_00, max: 1_00_000_00 };
const WIRE_METHODS = [
  { id: 'upi', name: 'UPI', kind: 'deposit-and-withdrawal', minAmount: 100, maxAmount: 100000, details: { upiId: 'sandbox.exchange@upi', payeeName: 'Sandbox Exchange' } },
  { id: 'bank', name: 'Bank transfer (IMPS/NEFT)', kind: 'deposit-and-withdrawal', minAmount: 500, maxAmount: 1000000, details: { accountName: 'Sandbox Exchange', accountNumber: '000123456789', ifsc: 'SBIN0000001', bank: 'Sandbox Bank' } },
] satisfies Wire.PaymentMethod[];
const WIRE_REQUEST = {
  refrenceNo: 'D1A2B3',
  type: 'deposit',
  status: 'pending',
  amount: 500.5,
  method: 'upi',
  methodName: 'UPI',
  utr: '123456789012',
  hasScreenshot: false,
  payoutAccount: null,
  reason: null,
  createdAt: '2026-11-24T10:00:00.000Z',
  decidedAt: null,
} satisfies Wire.PaymentRequest;

beforeEach(() => logInPlayer({ memberCode: 'M 7' }));
afterEach(() => logOutPlayer());

describe('wallet plugin contract', () => {
  it('gives a page to every route, gates /deposit and /withdraw on their brand flags and links Transactions in the drawer', () => {
    expect(plugin.id).toBe(contract.id);
    expect(plugin.routes?.map((route) => route.path)).toEqual(contract.routes.map((route) => route.path));
    expect(contract.routes.map((route) => [route.path, route.requiresLogin, (route as { requiresFlag?: string }).requiresFlag ?? null])).toEqual([
      ['/deposit', true, 'deposit'],
      ['/withdraw', true, 'withdrawal'],
      ['/transactions', true, null],
      ['/transactions-details/:type/:refrenceNo', true, null],
    ]);
    expect(contract.accountLinks).toEqual([{ section: 'statements', label: 'Transactions', to: '/transactions', order: 10 }]);
    expect(Object.keys(plugin.socket ?? {})).toEqual(['payment-request-update']);
  });
});

describe('deposit form', () => {
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['empty', { amount: '', utr: '', screenshot: null }, { amount: MESSAGES.amountRequired, utr: MESSAGES.utrRequired }],
    ['words', { amount: 'five hundred', utr: '123456789012', screenshot: null }, { amount: 'Amount must be a number of rupees, like 500 or 500.50.' }],
    ['negative', { amount: '-500', utr: '123456789012', screenshot: null }, { amount: 'Amount must be more than zero.' }],
    ['zero', { amount: '0', utr: '123456789012', screenshot: null }, { amount: 'Amount must be more than zero.' }],
    ['three decimals', { amount: '500.505', utr: '123456789012', screenshot: null }, { amount: 'Amount can have at most 2 decimal places.' }],
    ['exponent', { amount: '1e5', utr: '123456789012', screenshot: null }, { amount: 'Amount must be a number of rupees, like 500 or 500.50.' }],
    ['below min', { amount: '99.99', utr: '123456789012', screenshot: null }, { amount: 'Amount for UPI must be between ₹100.00 and ₹1,00,000.00.' }],
    ['huge', { amount: '999999999', utr: '123456789012', screenshot: null }, { amount: 'Amount for UPI must be between ₹100.00 and ₹1,00,000.00.' }],
    ['short UTR', { amount: '500', utr: '12345678901', screenshot: null }, { utr: 'UTR must be exactly 12 digits for UPI.' }],
    ['letters in a UPI UTR', { amount: '500', utr: '12345678901A', screenshot: null }, { utr: 'UTR must be exactly 12 digits for UPI.' }],
    ['a text file named .png', { amount: '500', utr: '123456789012', screenshot: { type: 'text/plain', size: 10 } }, { screenshot: 'The screenshot must be a PNG, JPEG or WebP image.' }],
    ['a GIF', { amount: '500', utr: '123456789012', screenshot: { type: 'image/gif', size: 10 } }, { screenshot: 'The screenshot must be a PNG, JPEG or WebP image.' }],
    ['a 50 MB PNG', { amount: '500', utr: '123456789012', screenshot: { type: 'image/png', size: 50 * 1024 * 1024 } }, { screenshot: 'The screenshot must be 5 MB or smaller.' }],
    ['fine', { amount: ' 500.50 ', utr: '123456789012', screenshot: { type: 'image/webp', size: 5 * 1024 * 1024 } }, {}],
  ])('UPI, %s', async (_name, value, expected) => {
    expect(await messages(depositSchema('upi', UPI_LIMITS), value)).toEqual(expected);
  });

  it('takes 12 to 22 letters and digits as a bank transfer UTR', async () => {
    const bank = depositSchema('bank', { name: 'Bank transfer (IMPS/NEFT)', min: 500_00, max: 10_00_000_00 });
    expect(await messages(bank, { amount: '500', utr: 'N123456789AB', screenshot: null })).toEqual({});
    expect(await messages(bank, { amount: '500', utr: 'N12345', screenshot: null })).toEqual({ utr: 'UTR must be 12 to 22 letters and digits for a bank transfer.' });
    expect(await messages(bank, { amount: '499', utr: 'N123456789AB', screenshot: null })).toEqual({ amount: 'Amount for Bank transfer (IMPS/NEFT) must be between ₹500.00 and ₹10,00,000.00.' });
  });

  it('reads rupees into paise and back', () => {
    expect([parseRupees('500'), parseRupees('500.5'), parseRupees(' 0.01 '), parseRupees('5,000'), parseRupees('')]).toEqual([50000, 50050, 1, null, null]);
    expect([rupeeText(50000), rupeeText(50050), rupeeText(7)]).toEqual(['500.00', '500.50', '0.07']);
    expect(screenshotProblem(null)).toBeNull();
  });

  it.each<[string, number[], string | null]>([
    ['PNG', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'image/png'],
    ['JPEG', [0xff, 0xd8, 0xff, 0xe0], 'image/jpeg'],
    ['WebP', [...'RIFF'].map((c) => c.charCodeAt(0)).concat([0, 0, 0, 0], [...'WEBP'].map((c) => c.charCodeAt(0))), 'image/webp'],
    ['GIF', [...'GIF89a'].map((c) => c.charCodeAt(0)), null],
    ['text', [...'not an image'].map((c) => c.charCodeAt(0)), null],
  ])('sniffs %s by its first bytes', (_name, bytes, type) => {
    expect(sniffImage(Uint8Array.from(bytes))).toBe(type);
  });

  it('refuses a text file named and typed as a PNG by its content', async () => {
    const fake = new File(['not an image at all'], 'receipt.png', { type: 'image/png' });
    const real = new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'receipt.png', { type: 'image/png' });
    expect(await screenshotContentProblem(fake)).toBe('The screenshot must be a PNG, JPEG or WebP image.');
    expect(await screenshotContentProblem(real)).toBeNull();
  });
});

describe('payout account form', () => {
  const bank = { kind: 'bank', holderName: 'Asha Rao', accountNumber: '123456789012', confirmAccountNumber: '123456789012', ifsc: 'SBIN0001234', upiId: '' };
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['no name', { ...bank, holderName: '' }, { holderName: "Account holder's name must be 2 to 80 letters." }],
    ['digits for a name', { ...bank, holderName: 'R2D2' }, { holderName: "Account holder's name must be 2 to 80 letters." }],
    ['a short account number', { ...bank, accountNumber: '12345', confirmAccountNumber: '12345' }, { accountNumber: 'Account number must be 6 to 18 digits.' }],
    ['numbers that differ', { ...bank, confirmAccountNumber: '123456789013' }, { confirmAccountNumber: 'Account numbers do not match.' }],
    ['IFSC without its 0', { ...bank, ifsc: 'SBIN1001234' }, { ifsc: 'IFSC must be 4 letters, a 0, then 6 letters or digits (like SBIN0001234).' }],
    ['IFSC too short', { ...bank, ifsc: 'SBIN000123' }, { ifsc: 'IFSC must be 4 letters, a 0, then 6 letters or digits (like SBIN0001234).' }],
    ['lower-case IFSC', { ...bank, ifsc: 'sbin0001234' }, {}],
    ['a UPI id without a bank', { kind: 'upi', holderName: 'Asha Rao', upiId: 'asha', accountNumber: '', confirmAccountNumber: '', ifsc: '' }, { upiId: 'UPI id must look like name@bank.' }],
    ['a UPI id', { kind: 'upi', holderName: 'Asha Rao', upiId: 'asha.rao@okbank', accountNumber: '', confirmAccountNumber: '', ifsc: '' }, {}],
  ])('%s', async (_name, value, expected) => {
    expect(await messages(payoutAccountSchema, value)).toEqual(expected);
  });

  it('upper-cases the IFSC it sends', () => {
    expect(payoutAccountSchema.cast({ ...bank, ifsc: ' sbin0001234 ' }).ifsc).toBe('SBIN0001234');
  });
});

describe('withdrawal form', () => {
  const schema = withdrawalSchema({ name: 'Bank transfer (IMPS/NEFT)', min: 500_00, max: 10_00_000_00 }, 1_000_00);
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['no account', { payoutAccountId: '', amount: '600' }, { payoutAccountId: 'Choose an account to be paid to.' }],
    ['below the minimum', { payoutAccountId: 'p1', amount: '400' }, { amount: 'Amount for Bank transfer (IMPS/NEFT) must be between ₹500.00 and ₹10,00,000.00.' }],
    ['more than withdrawable', { payoutAccountId: 'p1', amount: '1000.01' }, { amount: 'You can withdraw at most ₹1,000.00 now.' }],
    ['all of it', { payoutAccountId: 'p1', amount: '1000' }, {}],
  ])('%s', async (_name, value, expected) => {
    expect(await messages(schema, value)).toEqual(expected);
  });
});

describe('wallet adapter', () => {
  it('reads methods into paise and requests into clean names', async () => {
    const api = fakeApi();
    api.get.mockResolvedValueOnce({ success: true, result: WIRE_METHODS });
    const methods = await fetchMethods(api);
    expect(api.get).toHaveBeenCalledWith('wallet/payment-methods');
    expect(methods.map((m) => [m.id, m.minAmount, m.maxAmount])).toEqual([
      ['upi', 100_00, 1_00_000_00],
      ['bank', 500_00, 10_00_000_00],
    ]);
    expect(requestFrom(WIRE_REQUEST)).toEqual({
      referenceNo: 'D1A2B3',
      type: 'deposit',
      status: 'pending',
      amount: 500_50,
      method: 'upi',
      methodName: 'UPI',
      utr: '123456789012',
      hasScreenshot: false,
      payoutAccount: null,
      reason: null,
      createdAt: Date.parse('2026-11-24T10:00:00.000Z'),
      decidedAt: null,
    });
  });

  it("sends rupee strings on the player's own paths, the screenshot as the raw body", async () => {
    const api = fakeApi();
    api.post.mockResolvedValue({ success: true, result: WIRE_REQUEST });
    (api.put as ReturnType<typeof vi.fn>).mockResolvedValue({ success: true, result: { ...WIRE_REQUEST, hasScreenshot: true } });
    await createDeposit(api, { method: 'upi', amount: 500_50, utr: '123456789012' });
    expect(api.post).toHaveBeenLastCalledWith('account/M%207/payment-requests/deposit', { method: 'upi', amount: '500.50', utr: '123456789012' });
    await createWithdrawal(api, { payoutAccountId: 'p1', amount: 1_000_00 });
    expect(api.post).toHaveBeenLastCalledWith('account/M%207/payment-requests/withdrawal', { payoutAccountId: 'p1', amount: '1000.00' });
    const file = new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' });
    expect((await attachScreenshot(api, 'D1/A', file)).hasScreenshot).toBe(true);
    expect(api.put).toHaveBeenCalledWith('account/M%207/payment-requests/deposit/D1%2FA/screenshot', file, { headers: { 'Content-Type': 'image/png' } });
  });

  it('sends a bank account without its UPI field, and a refusal throws the server message', async () => {
    const api = fakeApi();
    api.post.mockResolvedValueOnce({ success: true, result: { id: 'p1', kind: 'bank', holderName: 'Asha Rao', accountNumber: 'XXXXXXXX9012', ifsc: 'SBIN0001234', upiId: null } });
    const saved = await savePayoutAccount(api, { kind: 'bank', holderName: 'Asha Rao', accountNumber: '123456789012', confirmAccountNumber: '123456789012', ifsc: 'SBIN0001234', upiId: '' });
    expect(api.post).toHaveBeenCalledWith('account/M%207/payout-accounts', { kind: 'bank', holderName: 'Asha Rao', accountNumber: '123456789012', confirmAccountNumber: '123456789012', ifsc: 'SBIN0001234' });
    expect(saved).toEqual({ id: 'p1', kind: 'bank', holderName: 'Asha Rao', accountNumber: 'XXXXXXXX9012', ifsc: 'SBIN0001234', upiId: null });
    api.get.mockResolvedValueOnce({ success: false, message: 'status must be one of pending, approved, rejected, cancelled.' });
    await expect(fetchRequests(api, { status: 'pending' })).rejects.toThrow('status must be one of pending, approved, rejected, cancelled.');
    expect(api.get).toHaveBeenLastCalledWith('account/M%207/payment-requests', { params: { status: 'pending' } });
  });

  it('refuses to call without a logged-in player', async () => {
    logOutPlayer();
    await expect(fetchRequests(fakeApi())).rejects.toThrow('Please Login Again');
  });
});

describe('live updates', () => {
  const request = (status: PaymentRequest['status'], type: PaymentRequest['type'] = 'deposit', reason: string | null = null) => requestFrom({ ...WIRE_REQUEST, amount: 500, type, status, reason });
  it.each<[PaymentRequest, ReturnType<typeof updateToast>]>([
    [request('approved'), { kind: 'success', text: 'Deposit ₹500.00 approved' }],
    [request('rejected', 'deposit', 'No such UTR at the bank.'), { kind: 'error', text: 'Deposit ₹500.00 rejected: No such UTR at the bank.' }],
    [request('approved', 'withdrawal'), { kind: 'success', text: 'Withdrawal ₹500.00 approved' }],
    [request('cancelled', 'withdrawal'), { kind: 'info', text: 'Withdrawal ₹500.00 cancelled' }],
    [request('pending'), null],
  ])('%#: toast for the new state', (changed, expected) => {
    expect(updateToast(changed)).toEqual(expected);
  });

  it('toasts, moves the revision every wallet view reads and re-reads the balance', () => {
    const services = fakeServices();
    const refresh = vi.spyOn(services.balance, 'refresh').mockResolvedValue();
    configureWallet({}, services);
    const before = walletState.revision;
    receiveUpdate({ request: { ...WIRE_REQUEST, status: 'approved', amount: 500 }, message: 'Deposit D1A2B3 of ₹500.00 was approved and added to your balance.' });
    expect(services.toast.success).toHaveBeenCalledWith('Deposit ₹500.00 approved');
    expect(walletState.revision).toBe(before + 1);
    expect(refresh).toHaveBeenCalled();
    receiveUpdate({ nonsense: true });
    expect(walletState.revision).toBe(before + 1);
  });

  it('turns a just-submitted notice from pending to the decision the toast announced', async () => {
    configureWallet({}, fakeServices());
    const pending = requestFrom({ ...WIRE_REQUEST, refrenceNo: 'W9X8', type: 'withdrawal', amount: 600 });
    render(<Submitted request={pending} next="The amount is held from your balance until it is paid." again={() => {}} againLabel="Make another withdrawal" />, { wrapper: MemoryRouter });
    expect(screen.getByTestId('request-submitted').textContent).toContain('Withdrawal request W9X8 of ₹600.00 is pending. The amount is held');
    act(() => receiveUpdate({ request: { ...WIRE_REQUEST, refrenceNo: 'W9X8', type: 'withdrawal', amount: 600, status: 'rejected', reason: 'The account name does not match.' } }));
    await waitFor(() => expect(screen.getByTestId('request-submitted').textContent).toContain('Withdrawal request W9X8 of ₹600.00 was rejected: The account name does not match.'));
    expect(screen.getByTestId('request-submitted').textContent).not.toContain('pending');
    expect(submittedState({ status: 'approved', reason: null }, 'x')).toBe('was approved.');
  });
});

describe('deposit page', () => {
  it('puts the amount in the UPI QR code, keeps the form on a refusal and shows it in the server words', async () => {
    expect(upiUri('pay.me@upi', 'Sandbox Exchange', 500_00)).toBe('upi://pay?pa=pay.me@upi&pn=Sandbox%20Exchange&am=500.00&cu=INR');
    const api = fakeApi();
    api.get.mockResolvedValue({ success: true, result: WIRE_METHODS });
    api.post.mockRejectedValueOnce({ response: { status: 409, data: { success: false, message: 'UTR 123456789012 has already been used for a deposit. Check the reference of your transfer.' } } });
    configureWallet({ quickAmounts: [50, 500, 200000] }, fakeServices({ api }));
    renderPage(<DepositPage />, fakeServices({ api }), '/deposit');
    await screen.findByTestId('upi-qr');
    // Chips outside the method's limits are left out.
    expect(screen.getByRole('group', { name: 'Quick amounts' }).textContent).toBe('₹500');
    fireEvent.click(screen.getByRole('button', { name: '₹500' }));
    await waitFor(() => expect(screen.getByTestId('upi-qr').getAttribute('data-text')).toContain('&am=500.00&'));
    fireEvent.change(screen.getByLabelText('UTR / reference number'), { target: { value: '123456789012' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit deposit' })));
    expect(await screen.findByTestId('deposit-refusal')).toHaveProperty('textContent', 'UTR 123456789012 has already been used for a deposit. Check the reference of your transfer.');
    expect((screen.getByLabelText('Amount (₹)') as HTMLInputElement).value).toBe('500');
    expect((screen.getByLabelText('UTR / reference number') as HTMLInputElement).value).toBe('123456789012');
    expect(api.post).toHaveBeenCalledWith('account/M%207/payment-requests/deposit', { method: 'upi', amount: '500.00', utr: '123456789012' });
  });
});

describe('withdraw page', () => {
  it('shows a demo player why withdrawal is refused, in the server’s words, and offers no form', async () => {
    const api = fakeApi();
    const refusal = 'Demo accounts cannot withdraw. Register to withdraw real money.';
    api.get.mockImplementation((path: string) =>
      Promise.resolve(
        path.endsWith('/withdrawable')
          ? { success: true, result: { balance: 100000, exposure: 0, lockedBonus: 0, withdrawable: 0, refusal } }
          : path === 'wallet/payment-methods'
            ? { success: true, result: WIRE_METHODS }
            : { success: true, result: [] },
      ),
    );
    configureWallet({}, fakeServices({ api }));
    renderPage(<WithdrawPage />, fakeServices({ api }), '/withdraw');
    expect(await screen.findByTestId('withdraw-not-allowed')).toHaveProperty('textContent', refusal);
    expect(screen.getByTestId('withdrawable').textContent).toBe('₹0.00');
    expect(screen.queryByRole('form', { name: 'Withdrawal' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save account' })).toBeNull();
  });
});
