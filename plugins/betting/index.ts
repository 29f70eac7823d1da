import { contribute, definePlugin, lazyAfterPaint, type SlotProps } from '../../engine/plugin-api';
import { bindBettingServices } from './betting-services';

// The slip and its runtime wait for the first paint: nothing of betting weighs on the first render.
const BetPanelHost = lazyAfterPaint<SlotProps>(() => import('./ui/BettingHosts').then((m) => ({ default: m.BetPanelHost })));
const BettingHost = lazyAfterPaint<SlotProps>(() => import('./ui/BettingHosts').then((m) => ({ default: m.BettingHost })));

export default definePlugin({
  id: 'betting',
  routes: [
    { path: '/open-bets', load: () => import('./ui/OpenBetsPage') },
    { path: '/settings', load: () => import('./settings/SettingsPage') },
  ],
  contributes: [
    // The slip and Available Credit head the right sidebar.
    contribute({ slot: 'sidebar.right', id: 'bet-panel', order: -10, value: BetPanelHost }),
    contribute({ slot: 'page.overlay', id: 'betting-runtime', value: BettingHost }),
  ],
  setup(services) {
    bindBettingServices(services);
  },
});
