import { definePlugin } from '../../engine/plugin-api';
import { configureWallet, type WalletOptions } from './state';

export default definePlugin<WalletOptions>({
  id: 'wallet',
  routes: [
    { path: '/deposit', load: () => import('./DepositPage') },
    { path: '/withdraw', load: () => import('./WithdrawPage') },
    { path: '/transactions', load: () => import('./TransactionsPage') },
    { path: '/transactions-details/:type/:refrenceNo', load: () => import('./TransactionDetailsPage') },
  ],
  // Decisions come long after the first paint: their handler loads with the first one.
  socket: { 'payment-request-update': (payload) => void import('./receive-update').then((m) => m.receiveUpdate(payload)) },
  setup({ options, toast, balance }) {
    configureWallet(options, { toast, balance });
  },
});
