import { contribute, definePlugin } from '../../engine/plugin-api';
import { RacingSidebarSection } from './RacingSidebarSection';
import { configureRacing, receiveSettled, type RacingOptions } from './state';

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
