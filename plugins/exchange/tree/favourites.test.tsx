/**
 * The sport tree's Favourites after a reload on a sport page: the stars are stored, but home (which names
 * the events) has not been drawn in this page's life. This file's modules are fresh, as after a reload.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { exchangeState } from '../state';
import { fakeSocket, renderWith, testServices } from '../test-services';
import { SportTreeSection } from './SportTreeSection';

const HOME_LIST = [
  {
    competitionName: 'Indian Super League',
    data: [
      { eventId: '2', eventName: 'FC Goa v Odisha FC', eventTypeId: '1', competitionId: '20', competitionName: 'Indian Super League', openDate: new Date(Date.now() + 3_600_000).toISOString(), inPlay: false, market: null },
      { eventId: '3', eventName: 'Bengaluru FC v Kerala Blasters', eventTypeId: '1', competitionId: '20', competitionName: 'Indian Super League', openDate: new Date().toISOString(), inPlay: true, market: null },
    ],
  },
];

function renderTree(favourites: string[]) {
  window.localStorage.setItem('favorites', JSON.stringify(favourites));
  exchangeState.favourites = favourites;
  const io = fakeSocket({ 'get-freehomeallmarkets': () => ['get-freehomeallmarkets-success', HOME_LIST] });
  const api = { post: async () => ({ response: [{ id: '20', name: 'Indian Super League' }] }) };
  renderWith(testServices(io.socket, api as never), <SportTreeSection />, '/sports-page/football/1');
  return io;
}

async function openFavourites() {
  const tree = await screen.findByTestId('sport-tree', {}, { timeout: 5000 });
  await act(async () => fireEvent.click(within(tree).getByRole('button', { name: 'Favourites' })));
  return within(tree).getByRole('list', { name: 'Favourite events' });
}

describe('sport tree favourites', () => {
  afterEach(() => {
    exchangeState.favourites = [];
    window.localStorage.removeItem('favorites');
  });

  it('shows the stored favourites after a reload on a sport page, named from the home list', async () => {
    const io = renderTree(['2']);
    const list = await openFavourites();
    const link = await within(list).findByRole('link', { name: 'FC Goa v Odisha FC' });
    expect(link.getAttribute('href')).toBe('/event-page/1/2');
    expect(within(list).queryByText(/No favourites yet/)).toBeNull();
    expect(within(list).queryByRole('link', { name: 'Bengaluru FC v Kerala Blasters' })).toBeNull();
    expect(io.emitted.filter(([event]) => event === 'get-freehomeallmarkets')).toHaveLength(1);
  });

  it('says so when nothing is starred, without asking for the home list', async () => {
    const io = renderTree([]);
    const list = await openFavourites();
    expect(within(list).getByText('No favourites yet: star an event on the home page.')).toBeTruthy();
    expect(io.emitted.filter(([event]) => event === 'get-freehomeallmarkets')).toHaveLength(0);
  });
});
