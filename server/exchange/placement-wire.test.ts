import { describe, expect, it } from 'vitest';
import { defaultLimits } from './market-types';
import { newOrder, type Order, type PlacementInput } from './placement-decision';
import { packInputs, packOutcomes, unpackInputs, unpackOutcomes } from './placement-wire';
import type { PlacementOutcome } from './sqlite-placements';

const odds = { id: '1.1', name: 'Match Odds', type: 'MATCH_ODDS', eventTypeId: '4', eventId: 'e1', eventName: 'India v Australia', competitionId: 'c1', runnerIds: ['A', 'B'], winners: 1 };
const session = { id: '1.2', name: '6 Over Runs', type: 'SESSION', eventTypeId: '4', eventId: 'e1', eventName: 'India v Australia', competitionId: 'c1', runnerIds: [], winners: 1 };

function input(market: typeof odds, overrides: Partial<PlacementInput['request']> & { selectionName?: string; userId?: string; fills?: PlacementInput['fills'] } = {}): PlacementInput {
  const { selectionName, userId = 'u1', fills = [{ price: 260, size: 300 }, { price: 250, size: 200 }], ...request } = overrides;
  return {
    userId,
    request: { selectionId: 'A', side: 'back', price: 250, line: null, stake: 1000, betSlipRef: `ref-${Math.random()}`, fromOneClick: false, clientIp: '10.0.0.1', ...request },
    market: { ...market, selectionName },
    fills,
    limits: defaultLimits(market.type, market.eventTypeId),
  };
}

describe('placement batches for the writer thread', () => {
  it('unpack to the inputs that were packed, one market entry per distinct market', () => {
    const items = [
      input(odds, { selectionName: 'India' }),
      input(odds, { selectionId: 'B', side: 'lay', selectionName: 'Australia', userId: 'u2', fromOneClick: true }),
      input(session, { selectionId: '1.2', line: 48, price: 100, fills: [] }),
      // Same id, runners changed: travels as its own market entry.
      input({ ...odds, runnerIds: ['A', 'B', 'C'] }, { selectionName: 'India' }),
    ];
    const packed = packInputs(items);
    expect(packed[0]).toBe(3);
    expect(unpackInputs(structuredClone(packed))).toEqual(items);
  });

  it('bring back every kind of outcome, new orders rebuilt as the writer built them', () => {
    const items = [input(odds), input(odds, { userId: 'u2' }), input(session, { line: 40, price: 90, fills: [] }), input(odds, { userId: 'u3' })];
    const created = newOrder(items[0]!, 'order-1', 1_700_000_000_000);
    const earlier: Order = { ...newOrder(items[1]!, 'order-0', 1_600_000_000_000), matched: 200, cancelled: 300, status: 'MATCHED', profit: -200, settled_at: 1_650_000_000_000 };
    const outcomes: PlacementOutcome[] = [
      { ok: true, order: created, repeated: false },
      { ok: true, order: earlier, repeated: true },
      { ok: false, rejected: true, message: 'Insufficient balance' },
      { ok: false, rejected: false, message: 'disk I/O error' },
    ];
    expect(unpackOutcomes(structuredClone(packOutcomes(outcomes)), items)).toEqual(outcomes);
  });
});
