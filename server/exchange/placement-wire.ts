/**
 * Placement batches in compact form for the trip to the SQLite writer thread and back. Structured
 * cloning an object writes every property name and rebuilds every object on the other side; flat arrays
 * of plain values clone several times faster. Each market's details travel once per batch, and an
 * accepted order comes back as its id and time only: the sending thread rebuilds it from the request
 * with newOrder, the same pure function the writer used to build the row it stored.
 */
import { newOrder, type Order, type PlacementInput } from './placement-decision';
import { ORDER_COLUMNS, type PlacementOutcome } from './sqlite-placements';

const MARKET_FIELDS = 12;
const ITEM_FIELDS = 12;

/** [market count, market fields…, item fields…] */
export type PackedInputs = unknown[];
/** Per outcome: 0 id time (new order) | 1 row values (earlier order) | 2 message (refused) | 3 message (failed). */
export type PackedOutcomes = unknown[];

/** An earlier order comes back as its row's values in the table's column order. */
const ORDER_KEYS: ReadonlyArray<keyof Order> = ORDER_COLUMNS;

function marketFields({ market: m, limits }: PlacementInput): unknown[] {
  return [m.id, m.name, m.type, m.eventTypeId, m.eventId, m.eventName, m.competitionId, m.runnerIds, limits.minBet, limits.maxBet, limits.maxWinPerMarket, m.winners];
}

function sameFields(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((value, i) => value === b[i] || (Array.isArray(value) && Array.isArray(b[i]) && sameFields(value, b[i] as unknown[])));
}

export function packInputs(items: readonly PlacementInput[]): PackedInputs {
  // Keyed by id, but a market whose details differ within the batch (runners changed) goes again.
  const known = new Map<string, Array<{ index: number; fields: unknown[] }>>();
  const markets: unknown[] = [];
  const rows: unknown[] = [];
  let count = 0;
  for (const input of items) {
    const { userId, request: r, market: m, fills } = input;
    const fields = marketFields(input);
    const seen = known.get(m.id) ?? [];
    let index = seen.find((entry) => sameFields(entry.fields, fields))?.index;
    if (index === undefined) {
      index = count++;
      seen.push({ index, fields });
      known.set(m.id, seen);
      markets.push(...fields);
    }
    rows.push(index, userId, r.selectionId, r.side, r.price, r.line, r.stake, r.betSlipRef, r.fromOneClick, r.clientIp, fills.flatMap((f) => [f.price, f.size]), m.selectionName);
  }
  return [count, ...markets, ...rows];
}

export function unpackInputs(packed: PackedInputs): PlacementInput[] {
  const count = packed[0] as number;
  const stride = MARKET_FIELDS;
  const markets = Array.from({ length: count }, (_, i) => {
    const f = 1 + i * stride;
    return {
      market: { id: packed[f], name: packed[f + 1], type: packed[f + 2], eventTypeId: packed[f + 3], eventId: packed[f + 4], eventName: packed[f + 5], competitionId: packed[f + 6], runnerIds: packed[f + 7], winners: packed[f + 11] },
      limits: { minBet: packed[f + 8], maxBet: packed[f + 9], maxWinPerMarket: packed[f + 10] },
    } as Pick<PlacementInput, 'limits'> & { market: Omit<PlacementInput['market'], 'selectionName'> };
  });
  const items: PlacementInput[] = [];
  for (let f = 1 + count * stride; f < packed.length; f += ITEM_FIELDS) {
    const { market, limits } = markets[packed[f] as number]!;
    items.push({
      userId: packed[f + 1] as string,
      request: {
        selectionId: packed[f + 2] as string,
        side: packed[f + 3] as 'back' | 'lay',
        price: packed[f + 4] as number,
        line: packed[f + 5] as number | null,
        stake: packed[f + 6] as number,
        betSlipRef: packed[f + 7] as string,
        fromOneClick: packed[f + 8] as boolean,
        clientIp: packed[f + 9] as string,
      },
      market: { ...market, selectionName: packed[f + 11] as string | undefined },
      fills: unpackFills(packed[f + 10] as number[]),
      limits,
    });
  }
  return items;
}

function unpackFills(flat: readonly number[]): PlacementInput['fills'] {
  const fills: PlacementInput['fills'] = [];
  for (let i = 0; i < flat.length; i += 2) fills.push({ price: flat[i]!, size: flat[i + 1]! });
  return fills;
}

export function packOutcomes(outcomes: readonly PlacementOutcome[]): PackedOutcomes {
  const packed: unknown[] = [];
  for (const outcome of outcomes) {
    if (!outcome.ok) packed.push(outcome.rejected ? 2 : 3, outcome.message);
    else if (outcome.repeated) packed.push(1, ...ORDER_KEYS.map((key) => outcome.order[key]));
    else packed.push(0, outcome.order.id, outcome.order.placed_at);
  }
  return packed;
}

/** `items`: the inputs the outcomes answer, in the same order. */
export function unpackOutcomes(packed: PackedOutcomes, items: readonly PlacementInput[]): PlacementOutcome[] {
  const outcomes: PlacementOutcome[] = [];
  let f = 0;
  for (const input of items) {
    const tag = packed[f];
    if (tag === 0) {
      outcomes.push({ ok: true, order: newOrder(input, packed[f + 1] as string, packed[f + 2] as number), repeated: false });
      f += 3;
    } else if (tag === 1) {
      const order = {} as Record<string, unknown>;
      ORDER_KEYS.forEach((key, i) => (order[key] = packed[f + 1 + i]));
      outcomes.push({ ok: true, order: order as unknown as Order, repeated: true });
      f += 1 + ORDER_KEYS.length;
    } else {
      outcomes.push({ ok: false, rejected: tag === 2, message: packed[f + 1] as string } as PlacementOutcome);
      f += 2;
    }
  }
  return outcomes;
}
