import { describe, expect, it } from 'vitest';
import type { LayoutRow } from '../../domain/manifest/types';
import { BUILT_CONTRACTS } from '../../tests/support/built-contracts';
import { contractSurface } from '../plugin-host/contract-surface';
import { ENGINE_LAYOUT_TABLE, headerTitle, layoutTableFor, resolveLayout } from './layout-table';

/** The table with every built plugin running, as assembly makes it. */
const contracts = Object.values(BUILT_CONTRACTS);
const table = contractSurface({ layout: { rows: {} }, menu: [] }, contracts).layout;
const pluginRows = Object.fromEntries(Object.entries(table.rows).filter(([segment]) => !(segment in ENGINE_LAYOUT_TABLE.rows)));

describe('layout table', () => {
  it.each<[string, string, number, number, string, string, boolean, boolean]>([
    // path, segment, pad mobile, pad desktop, header mobile, header desktop, left, right
    ['/', '', 94, 94, 'fixed', 'fixed', true, true],
    ['/rules-regulations', 'rules-regulations', 130, 130, 'fixed', 'fixed', true, true],
    ['/no-such-page/x', 'no-such-page', 130, 130, 'fixed', 'fixed', true, true],
  ])('engine page %s', (path, segment, padMobile, padDesktop, headerMobile, headerDesktop, left, right) => {
    const { row, segment: found } = resolveLayout(path, ENGINE_LAYOUT_TABLE);
    expect(found).toBe(segment);
    expect(row.topPadding).toEqual({ mobile: padMobile, desktop: padDesktop });
    expect(row.header).toEqual({ mobile: headerMobile, desktop: headerDesktop });
    expect([row.leftSidebar, row.rightSidebar]).toEqual([left, right]);
  });

  it.each<[string, number, number, string, string, boolean, boolean]>([
    ['/sports-page/Cricket/4', 130, 130, 'fixed', 'fixed', true, true],
    ['/event-page/4/123', 0, 0, 'static', 'fixed', true, true],
    ['/virtual-event-page/v9', 0, 0, 'static', 'fixed', true, true],
  ])("a plugin's page %s, its fields over the default row", (path, padMobile, padDesktop, headerMobile, headerDesktop, left, right) => {
    const { row, known } = resolveLayout(path, table);
    expect(known).toBe(true);
    expect(row.topPadding).toEqual({ mobile: padMobile, desktop: padDesktop });
    expect(row.header).toEqual({ mobile: headerMobile, desktop: headerDesktop });
    expect([row.leftSidebar, row.rightSidebar]).toEqual([left, right]);
  });

  it('keeps only engine pages in the engine table', () => {
    expect(Object.keys(ENGINE_LAYOUT_TABLE.rows).sort()).toEqual(['', 'change-password', 'default-page', 'download-apk', 'exclusion-policy', 'privacy-policy', 'responsible-gambling', 'rules-regulations', 'time-setting']);
  });

  it('covers every segment the spec lists, between the engine and the plugins (those of plugins still to be built apart)', () => {
    const spec = 'default-page, event-page, virtual-event-page, indian-card-games, open-bets, sports-page, competition-detail-page, rules-regulations, exclusion-policy, responsible-gambling, privacy-policy, change-password, time-setting, casino-lobby, casino-live, table-casino-live, aviator, transactions, deposit, withdraw, betting-profit-loss, betting-profit-loss-details, account-statement, transfer-statement, account-statement-details, horse-racing, greyhound-racing';
    const notBuilt: string[] = [];
    const uncovered = spec.split(', ').filter((segment) => !resolveLayout(`/${segment}`, table).known);
    expect(uncovered).toEqual(notBuilt);
  });

  it("takes a brand's rows over the engine's and the plugins'", () => {
    const row: LayoutRow = { headerName: 'Bets', topPadding: { mobile: 10, desktop: 20 }, header: { mobile: 'static', desktop: 'static' }, leftSidebar: false, rightSidebar: false };
    const branded = layoutTableFor({ layout: { rows: { 'event-page': row, 'time-setting': row } } }, pluginRows);
    expect(resolveLayout('/event-page/4/1', branded).row).toEqual(row);
    expect(resolveLayout('/time-setting', branded).row).toEqual(row);
    expect(resolveLayout('/change-password', branded).row).toEqual(ENGINE_LAYOUT_TABLE.rows['change-password']);
    expect(resolveLayout('/unknown', branded).row).toEqual(ENGINE_LAYOUT_TABLE.default);
  });

  it("fills a plugin row's missing fields from the brand's default row where it has one", () => {
    const fallback: LayoutRow = { headerName: '', topPadding: { mobile: 100, desktop: 100 }, header: { mobile: 'fixed', desktop: 'fixed' }, leftSidebar: false, rightSidebar: true };
    const branded = layoutTableFor({ layout: { default: fallback, rows: {} } }, { quiz: { headerName: 'Quiz' } });
    expect(branded.rows.quiz).toEqual({ ...fallback, headerName: 'Quiz' });
  });
});

describe('header title', () => {
  const routes = [
    { path: '/sports-page/:sportsName/:eventTypeId', title: (p: Readonly<Record<string, string | undefined>>) => p.sportsName ?? '' },
    { path: '/competition-detail-page/:competitionName/:eventTypeId/:competitionId', title: (p: Readonly<Record<string, string | undefined>>) => p.competitionName ?? '' },
    { path: '/event-page/:eventTypeId/:eventId' },
  ];
  it.each([
    ['/sports-page/Cricket/4', 'Cricket'],
    ['/competition-detail-page/Indian%20Premier%20League/4/101', 'Indian Premier League'],
    ['/sports-page/%E0%A4%95/4', 'क'],
    ['/sports-page/%E0%A4/4', '%E0%A4'],
    ['/event-page/4/1', ''],
    ['/rules-regulations', 'Rules & Regulations'],
    ['/unknown-place', ''],
  ])('%s → %s', (path, title) => {
    expect(headerTitle(path, resolveLayout(path, ENGINE_LAYOUT_TABLE).row, routes)).toBe(title);
  });

  it("falls back to the row's name when the route's title is empty", () => {
    expect(headerTitle('/quiz', { ...ENGINE_LAYOUT_TABLE.default, headerName: 'Quiz' }, [{ path: '/quiz', title: () => ' ' }])).toBe('Quiz');
  });
});
