import { contribute, definePlugin, lazyAfterPaint, type SlotProps } from '../../engine/plugin-api';
import { configureRacing, receiveSettled, type RacingOptions } from './state';

// Its code comes after the first paint: the boot bundle carries only this wrapper.
const RacingSidebarSection = lazyAfterPaint<SlotProps>(() => import('./RacingSidebarSection').then((m) => ({ default: m.RacingSidebarSection })));

export default definePlugin<RacingOptions>({
  id: 'racing',
  routes: [
    { path: '/horse-racing', load: () => import('./RacingPage') },
    { path: '/greyhound-racing', load: () => import('./RacingPage') },
  ],
  contributes: [contribute({ slot: 'sidebar.left', id: 'race-list', order: 0, value: RacingSidebarSection })],
  socket: { 'market-settled': (payload) => receiveSettled(payload) },
  setup({ options, ...services }) {
    configureRacing(options, services);
  },
});
