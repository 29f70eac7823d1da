import { describe, expect, it } from 'vitest';
import type { MenuEntry, MenuPlacement } from '../../domain/manifest/types';
import { visibleEntries } from './menu-visibility';

const entry = (id: string, extra: Partial<MenuEntry> = {}): MenuEntry => ({
  id,
  label: id,
  to: `/${id}`,
  requiresLogin: false,
  comingSoon: false,
  placements: ['header', 'sidebar', 'drawer'],
  ...extra,
});

const MENU: MenuEntry[] = [
  entry('cricket', { eventType: '4' }),
  entry('football', { eventType: '1' }),
  entry('casino', { eventType: 'c9', placements: ['header', 'drawer'] }),
  entry('live-casino', { placements: ['header', 'sidebar'], order: { sidebar: 5 } }),
  entry('aviator', { order: { drawer: 0 } }),
];
const ALL = { '1': true, '4': true, c9: true };

describe('visible menu entries by placement', () => {
  it.each<[MenuPlacement, boolean, Record<string, boolean>, string[]]>([
    // Unranked entries keep the menu's order.
    ['header', false, ALL, ['cricket', 'football', 'casino', 'live-casino', 'aviator']],
    // A rank for one placement moves the entry there only.
    ['drawer', false, ALL, ['aviator', 'cricket', 'football', 'casino']],
    ['sidebar', false, ALL, ['live-casino', 'cricket', 'football', 'aviator']],
    // Players lose what their event types switch off; the rank still holds for the rest.
    ['drawer', true, { '1': true, '4': false, c9: false }, ['aviator', 'football']],
    // Visitors see every entry whatever the event types say.
    ['drawer', false, { '1': false, '4': false, c9: false }, ['aviator', 'cricket', 'football', 'casino']],
  ])('%s, logged in %s, types %j: %j', (placement, isLogin, types, ids) => {
    expect(visibleEntries(MENU, placement, isLogin, types).map((e) => e.id)).toEqual(ids);
  });

  it('orders ranked entries by rank, ties in menu order, without touching the menu', () => {
    const menu = [entry('a'), entry('b', { order: { drawer: 2 } }), entry('c', { order: { drawer: 1 } }), entry('d', { order: { drawer: 1 } })];
    expect(visibleEntries(menu, 'drawer', false, {}).map((e) => e.id)).toEqual(['c', 'd', 'b', 'a']);
    expect(menu.map((e) => e.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});
