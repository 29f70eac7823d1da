import { createElement } from 'react';
import { contribute, definePlugin, FirstScreenPart } from '../../engine/plugin-api';
import { primeFirstScreen } from './first-screen';
import { lazySection } from './lazy-section';
import { configureExchange, type ExchangeOptions } from './state';
import { SportTreeSection } from './tree/SportTreeSection';

export default definePlugin<ExchangeOptions>({
  id: 'exchange',
  routes: [
    // Sport and competition pages are named in the header by their decoded name (spec: Header title).
    { path: '/sports-page/:sportsName/:eventTypeId', load: () => import('./pages/SportPage'), title: ({ sportsName }) => sportsName ?? '' },
    { path: '/competition-detail-page/:competitionName/:eventTypeId/:competitionId', load: () => import('./pages/CompetitionPage'), title: ({ competitionName }) => competitionName ?? '' },
    { path: '/event-page/:eventTypeId/:eventId', load: () => import('./pages/EventPage') },
  ],
  contributes: [
    contribute({ slot: 'home.section', id: 'home-markets', order: 10, value: lazySection(() => import('./home/HomeMarkets'), createElement(FirstScreenPart, { part: 'home.section' })) }),
    contribute({ slot: 'sidebar.left', id: 'sport-tree', order: 0, value: SportTreeSection }),
    contribute({ slot: 'drawer.section', id: 'competitions', order: 5, value: lazySection(() => import('./tree/DrawerCompetitions')) }),
    contribute({ slot: 'search.provider', id: 'events', value: { search: (text) => import('./search/search-events').then((m) => m.searchEvents(text)) } }),
  ],
  setup({ options, api, socket, time }) {
    configureExchange(options, { api, socket, time });
    if (typeof location !== 'undefined') primeFirstScreen({ socket }, location.pathname);
  },
});
