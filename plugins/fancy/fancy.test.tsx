import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EngineServices } from '../../engine/plugin-api';
import { marketStore } from '../betting/api';
import { logInPlayer, logOutPlayer } from '../../tests/support/engine-scene';
import { fakeServices as engineServices, fakeSocket, renderWithServices } from '../../tests/support/fake-services';
import { BookDialog } from './BookDialog';
import { FancyEventSection } from './FancyEventSection';
import { LineRow } from './LineRow';
import plugin from './index';
import contract from './plugin.json';
import RulesDialog from './RulesDialog';
import { ScoreBoard } from './ScoreBoard';
import { receiveSettled } from './receive-settled';
import { configureFancy, fancyState, openRules } from './state';
import { marketFixture } from './test-fixtures';

const picked = vi.hoisted(() => [] as unknown[]);
vi.mock('../betting/api', async (actual) => ({ ...(await actual<typeof import('../betting/api')>()), pickSelection: (selection: unknown) => void picked.push(selection) }));

function fakeServices(answers: { get?: (path: string) => unknown; post?: (path: string, body: unknown) => unknown } = {}) {
  const { socket, push } = fakeSocket();
  const api = {
    get: vi.fn(async (path: string) => answers.get?.(path) ?? { success: true, result: null }),
    post: vi.fn(async (path: string, body: unknown) => answers.post?.(path, body) ?? { success: true, result: null }),
    put: vi.fn(),
    delete: vi.fn(),
    errorText: (error: unknown) => String((error as Error).message ?? error),
  };
  const services = engineServices({ api: api as unknown as EngineServices['api'], socket });
  configureFancy({}, services);
  return { services, api, push };
}

const limitsAnswer = { post: () => ({ success: true, result: { minBet: 1, maxBet: 100000 } }) };

function show(services: EngineServices, node: ReactElement) {
  return renderWithServices(services, node);
}

beforeEach(() => {
  picked.length = 0;
  logInPlayer({ memberCode: 'M100' });
});
afterEach(() => {
  logOutPlayer();
  fancyState.rulesOpen = false;
  fancyState.settled = [];
});

describe('fancy plugin contract', () => {
  it("guards its virtual event page and fills the exchange's event page sections", () => {
    expect(contract.routes).toMatchObject([{ path: '/virtual-event-page/:eventTypeId', requiresLogin: true, layout: { headerName: 'Virtual Cricket' } }]);
    expect(plugin.contributes?.map((c) => c.slot)).toEqual(['exchange/event.section']);
    expect(contract.requires).toContain('exchange');
  });

  it.each(['1', '2', '7', ''])('draws nothing on event type %j', (eventTypeId) => {
    const { services } = fakeServices();
    const { container } = show(services, <FancyEventSection eventTypeId={eventTypeId} eventId="31000001" />);
    expect(container.innerHTML).toBe('');
  });
});

describe('a session line', () => {
  it('shows No and Yes with line and rate, min and max, and picks Yes as back and No as lay', async () => {
    const { services } = fakeServices(limitsAnswer);
    marketStore.put(marketFixture({ marketId: 'open-1', line: { noLine: 45, noRate: 100, yesLine: 46, yesRate: 90 } }));
    show(services, <LineRow marketId="open-1" />);
    const no = screen.getByRole('button', { name: '6 Over Runs Mumbai Indians No: 45 100 per cent' });
    const yes = screen.getByRole('button', { name: '6 Over Runs Mumbai Indians Yes: 46 90 per cent' });
    expect([no.dataset, yes.dataset].map((d) => [d.marketId, d.selectionId, d.side, d.level])).toEqual([
      ['open-1', 'open-1', 'lay', '0'],
      ['open-1', 'open-1', 'back', '0'],
    ]);
    expect(await screen.findByText('Min ₹1.00 · Max ₹1,00,000.00')).toBeTruthy();
    fireEvent.click(yes);
    fireEvent.click(no);
    expect(picked).toEqual([
      expect.objectContaining({ marketId: 'open-1', side: 'back', line: 46, fancyPrice: 90, price: 1.9 }),
      expect.objectContaining({ marketId: 'open-1', side: 'lay', line: 45, fancyPrice: 100, price: 2 }),
    ]);
  });

  it('shows the limits its market carries from the first render, without asking the settings call', () => {
    const { services, api } = fakeServices(limitsAnswer);
    marketStore.put(marketFixture({ marketId: 'carried-1', stakeLimits: { minBet: 250_00, maxBet: 2_50_000_00 } }));
    show(services, <LineRow marketId="carried-1" />);
    expect(screen.getByText('Min ₹250.00 · Max ₹2,50,000.00')).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();
  });

  it.each([
    ['BALL_RUNNING', 'Ball Running'],
    ['SUSPENDED', 'Suspended'],
  ])('is covered and not clickable while %s', (status, text) => {
    const { services } = fakeServices(limitsAnswer);
    const marketId = `state-${status}`;
    marketStore.put(marketFixture({ marketId, status }));
    show(services, <LineRow marketId={marketId} />);
    expect(screen.getByRole('status').textContent).toBe(text);
    for (const button of screen.getAllByRole('button').filter((b) => b.dataset.side)) expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getAllByRole('button').find((b) => b.dataset.side === 'back')!);
    expect(picked).toEqual([]);
  });

  it('is gone once closed', () => {
    const { services } = fakeServices(limitsAnswer);
    marketStore.put(marketFixture({ marketId: 'closed-1', status: 'CLOSED' }));
    const { container } = show(services, <LineRow marketId="closed-1" />);
    expect(container.innerHTML).toBe('');
  });
});

describe('the book', () => {
  it('shows every run range with its P&L, gap zones included, and reads again after a bet', async () => {
    let ladder = [{ runs: 0, pnl: 0 }, { runs: 46, pnl: -2000 }, { runs: 50, pnl: 0 }];
    const { services, api, push } = fakeServices({ get: () => ({ success: true, result: { marketId: 's1', type: 'SESSION', ladder } }) });
    show(services, <BookDialog marketId="s1" marketName="6 Over Runs MI" onClose={() => {}} />);
    const table = await screen.findByTestId('fancy-book');
    expect(api.get).toHaveBeenCalledWith('exposure/pnl/M100/markets/s1/ladder');
    const rows = () => within(table).getAllByRole('row').slice(1).map((r) => [r.textContent, r.getAttribute('data-tone')]);
    expect(rows()).toEqual([
      ['below 46₹0.00', 'even'],
      ['46 to 49-₹2,000.00', 'loss'],
      ['50 and above₹0.00', 'even'],
    ]);
    expect(screen.getByText('₹2,000.00')).toBeTruthy();
    ladder = [{ runs: 0, pnl: 500 }, { runs: 46, pnl: -1500 }, { runs: 50, pnl: 500 }];
    await act(async () => push('place-bet-success', {}));
    await vi.waitFor(() => expect(rows()[0]).toEqual(['below 46₹500.00', 'profit']));
  });

  it('says so when there are no bets, and shows a failure as the server says it', async () => {
    const { services } = fakeServices({ get: () => ({ success: true, result: { ladder: [{ runs: 0, pnl: 0 }] } }) });
    const first = show(services, <BookDialog marketId="s2" marketName="x" onClose={() => {}} />);
    expect(await screen.findByText('You have no bets on this line yet.')).toBeTruthy();
    first.unmount();
    const failing = fakeServices({
      get: () => {
        throw new Error('You can only see your own book.');
      },
    });
    show(failing.services, <BookDialog marketId="s3" marketName="x" onClose={() => {}} />);
    expect((await screen.findByRole('alert')).textContent).toBe('You can only see your own book.');
  });
});

describe('rules, score and results', () => {
  it('opens the rules with collapsible General Rules and Fancy Rules', async () => {
    fakeServices();
    render(<RulesDialog />);
    expect(screen.queryByTestId('fancy-rules')).toBeNull();
    await act(async () => openRules());
    const groups = (await screen.findByTestId('fancy-rules')).querySelectorAll('details');
    expect([...groups].map((g) => [g.querySelector('summary')?.textContent, g.open])).toEqual([
      ['General Rules', true],
      ['Fancy Rules', false],
    ]);
    expect(screen.getByText('Advance fancy markets are suspended 60 minutes before the match starts.')).toBeTruthy();
  });

  it('shows each innings, the target and the recent balls', () => {
    render(
      <ScoreBoard
        score={{ battingTeam: 'Punjab Kings', target: 151, finished: false, innings: [{ team: 'Chennai Super Kings', runs: 150, wickets: 6, overs: '20.0', recent: ['1'] }, { team: 'Punjab Kings', runs: 12, wickets: 1, overs: '1.4', recent: ['4', 'W', '0'] }] }}
      />,
    );
    const board = screen.getByTestId('fancy-score');
    expect(board.textContent).toContain('150/6 (20.0)');
    expect(board.textContent).toContain('12/1 (1.4)');
    expect(board.textContent).toContain('Target 151');
    expect(within(board).getByLabelText('Recent balls').textContent).toBe('4W0');
  });

  it('keeps the last settled markets from market-settled, newest first', () => {
    receiveSettled({ marketId: 'a', result: { kind: 'runs', runs: 7 }, pnl: -100, orders: [{ marketName: '1 Over Runs', eventId: '90000001' }] }, 1);
    receiveSettled({ marketId: 'b', result: { kind: 'winner', runnerId: 'r1' }, pnl: 250.5, orders: [{ marketName: 'Match Odds', eventId: '90000001', runnerId: 'r1', selectionName: 'England' }] }, 2);
    receiveSettled({ marketId: 'c', result: { kind: 'runs', runs: 1, words: 'Odd: 163 runs' }, pnl: 90, orders: [{ marketName: 'MI Innings Runs Odd (Yes) or Even (No)', eventId: '31000001' }] }, 3);
    receiveSettled('nonsense', 4);
    expect(fancyState.settled.map((s) => [s.marketId, s.marketName, s.runs, s.words, s.winnerName, s.pnl])).toEqual([
      ['c', 'MI Innings Runs Odd (Yes) or Even (No)', 1, 'Odd: 163 runs', null, 9000],
      ['b', 'Match Odds', null, null, 'England', 25050],
      ['a', '1 Over Runs', 7, null, null, -10000],
    ]);
  });
});
