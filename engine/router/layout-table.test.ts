import { describe, expect, it } from 'vitest';
import { DEFAULT_LAYOUT_TABLE, headerTitle, layoutTableFor, resolveLayout } from './layout-table';

const table = DEFAULT_LAYOUT_TABLE;

describe('layout table', () => {
  it.each<[string, string, number, number, string, string, boolean, boolean]>([
    // path, segment, pad mobile, pad desktop, header mobile, header desktop, left, right
    ['/', '', 94, 94, 'fixed', 'fixed', true, true],
    ['/sports-page/Cricket/4', 'sports-page', 130, 130, 'fixed', 'fixed', true, true],
    ['/event-page/4/123', 'event-page', 0, 0, 'static', 'fixed', true, true],
    ['/indian-card-games', 'indian-card-games', 130, 130, 'fixed', 'fixed', false, false],
    ['/casino-live/1/2', 'casino-live', 0, 130, 'hidden', 'fixed', false, false],
    ['/table-casino-live/teen', 'table-casino-live', 0, 130, 'hidden', 'fixed', false, false],
    ['/aviator', 'aviator', 0, 130, 'hidden', 'fixed', false, false],
    ['/casino-lobby/casino', 'casino-lobby', 130, 130, 'fixed', 'fixed', false, false],
    ['/no-such-page/x', 'no-such-page', 130, 130, 'fixed', 'fixed', true, true],
  ])('%s', (path, segment, padMobile, padDesktop, headerMobile, headerDesktop, left, right) => {
    const { row, segment: found } = resolveLayout(path, table);
    expect(found).toBe(segment);
    expect(row.topPadding).toEqual({ mobile: padMobile, desktop: padDesktop });
    expect(row.header).toEqual({ mobile: headerMobile, desktop: headerDesktop });
    expect([row.leftSidebar, row.rightSidebar]).toEqual([left, right]);
  });

  it('covers every segment the spec lists', () => {
    const spec = 'default-page, event-page, virtual-event-page, indian-card-games, open-bets, sports-page, competition-detail-page, rules-regulations, exclusion-policy, responsible-gambling, privacy-policy, change-password, time-setting, casino-lobby, casino-live, table-casino-live, aviator, transactions, deposit, withdraw, betting-profit-loss, betting-profit-loss-details, account-statement, transfer-statement, account-statement-details, horse-racing, greyhound-racing';
    for (const segment of spec.split(', ')) expect(resolveLayout(`/${segment}`, table).known, segment).toBe(true);
  });

  it("takes a brand's rows over the engine's", () => {
    const row = { headerName: 'Bets', topPadding: { mobile: 10, desktop: 20 }, header: { mobile: 'static' as const, desktop: 'static' as const }, leftSidebar: false, rightSidebar: false };
    const branded = layoutTableFor({ layout: { rows: { 'open-bets': row } } });
    expect(resolveLayout('/open-bets', branded).row).toEqual(row);
    expect(resolveLayout('/deposit', branded).row).toEqual(table.rows.deposit);
    expect(resolveLayout('/unknown', branded).row).toEqual(table.default);
  });
});

describe('header title', () => {
  it.each([
    ['/sports-page/Cricket/4', 'Cricket'],
    ['/competition-detail-page/Indian%20Premier%20League/4/101', 'Indian Premier League'],
    ['/casino-lobby/slot-games/Crash', 'slot games Crash'],
    ['/casino-lobby/provider/Evolution-Gaming/77', 'Evolution Gaming'],
    ['/casino-lobby/casino', 'casino'],
    ['/open-bets', 'Open Bets'],
    ['/deposit', 'Deposit'],
    ['/unknown-place', ''],
    ['/sports-page/%E0%A4%95', 'क'],
    ['/sports-page/%E0%A4', '%E0%A4'],
  ])('%s → %s', (path, title) => {
    expect(headerTitle(path, resolveLayout(path, table).row)).toBe(title);
  });
});
