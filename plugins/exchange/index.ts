import { contribute, definePlugin } from '../../engine/plugin-host/define-plugin';
import { lazySection } from './lazy-section';
import { configureExchange, type ExchangeOptions } from './state';
import { SportTreeSection } from './tree/SportTreeSection';

export default definePlugin<ExchangeOptions>({
  id: 'exchange',
  routes: [
    { path: '/sports-page/:sportsName/:eventTypeId', requiresLogin: false, load: () => import('./pages/SportPage') },
    { path: '/competition-detail-page/:competitionName/:eventTypeId/:competitionId', requiresLogin: false, load: () => import('./pages/CompetitionPage') },
    { path: '/event-page/:eventTypeId/:eventId', requiresLogin: true, load: () => import('./pages/EventPage') },
  ],
  contributes: [
    contribute({ slot: 'home.section', id: 'home-markets', order: 10, value: lazySection(() => import('./home/HomeMarkets')) }),
    contribute({ slot: 'sidebar.left', id: 'sport-tree', order: 0, value: SportTreeSection }),
    contribute({ slot: 'drawer.section', id: 'competitions', order: 5, value: lazySection(() => import('./tree/DrawerCompetitions')) }),
    contribute({ slot: 'search.provider', id: 'events', value: { search: (text) => import('./search/search-events').then((m) => m.searchEvents(text)) } }),
  ],
  setup({ options, api, socket, time, store }) {
    configureExchange(options, { api, socket, time, store });
  },
});
