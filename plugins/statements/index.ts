import { definePlugin } from '../../engine/plugin-api';
import { configureStatements, type StatementsOptions } from './state';

export default definePlugin<StatementsOptions>({
  id: 'statements',
  routes: [
    { path: '/account-statement', load: () => import('./AccountStatementPage') },
    { path: '/account-statement-details', load: () => import('./AccountStatementDetailsPage') },
    { path: '/betting-profit-loss', load: () => import('./ProfitLossPage') },
    { path: '/betting-profit-loss-details', load: () => import('./ProfitLossDetailsPage') },
    { path: '/transfer-statement', load: () => import('./TransferStatementPage') },
  ],
  setup({ options }) {
    configureStatements(options);
  },
});
