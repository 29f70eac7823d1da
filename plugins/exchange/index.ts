import { createElement } from 'react';
import { contribute, definePlugin, FirstScreenPart } from '../../engine/plugin-api';
import { lazySection } from './lazy-section';
import { configureExchange, exchangeServices, type ExchangeOptions } from './state';
import { SportTreeSection } from './tree/SportTreeSection';

/**
 * The first screen's answers go into the feed (first-screen.ts) with the first of the exchange's pages or
 * sections to load, not at setup: the feed's code then loads with that page's, after the first render
 * (which shows the server's markup meanwhile), and the page still draws the snapshot without asking.
 */
let primed: Promise<void> | null = null;
const withFirstScreen =
  <T,>(load: () => Promise<T>) =>
  (): Promise<T> => {
    primed ??= import('./first-screen').then((m) => {
      if (typeof location !== 'undefined') m.primeFirstScreen(exchangeServices(), location.pathname);
    });
    return Promise.all([load(), primed]).then(([module]) => module);
  };

export default definePlugin<ExchangeOptions>({
  id: 'exchange',
  routes: [
    // Sport and competition pages are named in the header by their decoded name (spec: Header title).
    { path: '/sports-page/:sportsName/:eventTypeId', load: withFirstScreen(() => import('./pages/SportPage')), title: ({ sportsName }) => sportsName ?? '' },
    { path: '/competition-detail-page/:competitionName/:eventTypeId/:competitionId', load: withFirstScreen(() => import('./pages/CompetitionPage')), title: ({ competitionName }) => competitionName ?? '' },
    { path: '/event-page/:eventTypeId/:eventId', load: withFirstScreen(() => import('./pages/EventPage')) },
  ],
  contributes: [
    contribute({ slot: 'home.section', id: 'home-markets', order: 10, value: lazySection(withFirstScreen(() => import('./home/HomeMarkets')), createElement(FirstScreenPart, { part: 'home.section' })) }),
    contribute({ slot: 'sidebar.left', id: 'sport-tree', order: 0, value: SportTreeSection }),
    contribute({ slot: 'drawer.section', id: 'competitions', order: 5, value: lazySection(() => import('./tree/DrawerCompetitions')) }),
    contribute({ slot: 'search.provider', id: 'events', value: { search: (text) => import('./search/search-events').then((m) => m.searchEvents(text)) } }),
  ],
  setup({ options, api, socket, time }) {
    configureExchange(options, { api, socket, time });
  },
});
