import { contribute, definePlugin } from '../../engine/plugin-api';
import { FancyEventSection } from './FancyEventSection';
import { configureFancy, type FancyOptions } from './state';

export default definePlugin<FancyOptions>({
  id: 'fancy',
  routes: [{ path: '/virtual-event-page/:eventTypeId', load: () => import('./VirtualEventPage') }],
  contributes: [contribute({ slot: 'exchange/event.section', id: 'cricket-lines', value: FancyEventSection })],
  // Settlements come after bets, long after the first paint: their reader loads with the first one.
  socket: { 'market-settled': (payload) => void import('./receive-settled').then((m) => m.receiveSettled(payload)) },
  setup({ options, ...services }) {
    configureFancy(options, services);
  },
});
