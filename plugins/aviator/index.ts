import { definePlugin } from '../../engine/plugin-api';
import { configureAviator, type AviatorOptions } from './state';

export default definePlugin<AviatorOptions>({
  id: 'aviator',
  routes: [{ path: '/aviator', load: () => import('./AviatorPage') }],
  setup({ options }) {
    configureAviator(options);
  },
});
