import { contribute, definePlugin } from '../../engine/plugin-host/define-plugin';
import { FancyEventSection } from './FancyEventSection';
import { configureFancy, receiveSettled, type FancyOptions } from './state';

export default definePlugin<FancyOptions>({
  id: 'fancy',
  routes: [{ path: '/virtual-event-page/:eventTypeId', requiresLogin: true, load: () => import('./VirtualEventPage') }],
  contributes: [contribute({ slot: 'event.section', id: 'cricket-lines', value: FancyEventSection })],
  socket: { 'market-settled': (payload) => receiveSettled(payload) },
  setup({ options, ...services }) {
    configureFancy(options, services);
  },
});
