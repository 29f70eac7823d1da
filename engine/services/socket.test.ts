import { afterEach, describe, expect, it, vi } from 'vitest';
import { isMarketDelta } from '../markets/adapter';
import { createSocketService } from './socket';
import { openSocketClient, readSocketEvent, SOCKET_OPTIONS } from './socket-client';
import type { ToPage, ToWorker } from './socket-messages';
import { SOCKET_READERS } from './socket-readers';

/** A socket.io client as openSocketClient sees it: handlers by event, what was emitted, and its options. */
function fakeIo() {
  const handlers = new Map<string, Array<(...args: unknown[]) => void>>();
  let any: ((event: string, payload: unknown) => void) | null = null;
  const emitted: Array<[string, unknown]> = [];
  const opts: { transports?: string[] } = {};
  const socket = {
    io: { opts },
    on(event: string, handler: (...args: unknown[]) => void) {
      handlers.set(event, [...(handlers.get(event) ?? []), handler]);
      return socket;
    },
    onAny(handler: (event: string, payload: unknown) => void) {
      any = handler;
      return socket;
    },
    emit(event: string, payload?: unknown) {
      emitted.push([event, payload]);
      return socket;
    },
    disconnect: vi.fn(),
  };
  const io = vi.fn((_url: string, options: typeof SOCKET_OPTIONS) => {
    opts.transports = options.transports;
    return socket;
  });
  const fire = (event: string, ...args: unknown[]) => (handlers.get(event) ?? []).forEach((handler) => handler(...args));
  return { io, socket, emitted, opts, fire, push: (event: string, payload: unknown) => any?.(event, payload) };
}

const marketUpdate = { marketId: '1.1', version: 2, ts: 5, runners: [{ selectionId: 'a', back: [{ price: 2, size: 10 }], lay: [] }] };

describe('socket client', () => {
  it('connects with polling only, adds websocket after a connect error, and emits connected on disconnect', () => {
    const fake = fakeIo();
    const connection: boolean[] = [];
    openSocketClient(fake.io as never, 'http://x', SOCKET_READERS, { onEvent: () => {}, onConnection: (up) => connection.push(up) });
    expect(fake.io).toHaveBeenCalledWith('http://x', expect.objectContaining({ transports: ['polling'], reconnectionDelay: 1000, reconnectionDelayMax: 5000, timeout: 20_000 }));
    fake.fire('connect_error', new Error('refused'));
    expect(fake.opts.transports).toEqual(['polling', 'websocket']);
    fake.fire('connect');
    fake.fire('disconnect', 'transport close');
    expect(connection).toEqual([true, false]);
    expect(fake.emitted).toEqual([['connected', undefined]]);
    // The options object itself is never changed: the next client starts with polling again.
    expect(SOCKET_OPTIONS.transports).toEqual(['polling']);
  });

  it('hands market deltas over read and packed, drops unreadable ones, and passes other events as sent', () => {
    const fake = fakeIo();
    const heard: Array<[string, unknown]> = [];
    openSocketClient(fake.io as never, 'http://x', SOCKET_READERS, { onEvent: (event, payload) => heard.push([event, payload]), onConnection: () => {} });
    fake.push('market-update', marketUpdate);
    fake.push('market-update', { version: 3 });
    fake.push('order-update', { betId: 7 });
    expect(heard.map(([event]) => event)).toEqual(['market-update', 'order-update']);
    expect(isMarketDelta(heard[0]![1])).toBe(true);
    expect(heard[0]![1]).toMatchObject({ marketId: '1.1', version: 2, serverTs: 5, runners: { ids: ['a'] } });
    expect(heard[1]![1]).toEqual({ betId: 7 });
  });

  it.each([
    ['an event without a reader', 'x', 7, { payload: 7 }],
    ['a payload its reader refuses', 'market-update', 'junk', null],
  ])('reads %s', (_name, event, payload, expected) => {
    expect(readSocketEvent(SOCKET_READERS, event, payload)).toEqual(expected);
  });
});

/** A worker as the page's socket service sees it; `say` plays the worker's side. */
function fakeWorker() {
  const sent: ToWorker[] = [];
  const worker = {
    onmessage: null as ((event: MessageEvent<ToPage>) => void) | null,
    onerror: null as ((event: Event) => void) | null,
    postMessage: (message: ToWorker) => void sent.push(message),
    terminate: vi.fn(),
  };
  return { worker, sent, say: (data: ToPage) => worker.onmessage?.({ data } as MessageEvent<ToPage>), fail: () => worker.onerror?.(new Event('error')) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('socket service', () => {
  afterEach(() => vi.doUnmock('socket.io-client'));

  it('sends to the worker once it is ready: connect first, then every emit in order', async () => {
    const fake = fakeWorker();
    const service = createSocketService('http://x', { startWorker: () => fake.worker as unknown as Worker });
    service.emit('subscribe-markets', { marketIds: ['1.1'] });
    service.emit('get-bets');
    await settle();
    expect(fake.sent).toEqual([]);
    fake.say({ type: 'ready' });
    await settle();
    expect(fake.sent).toEqual([
      { type: 'connect', url: 'http://x' },
      { type: 'emit', event: 'subscribe-markets', payload: { marketIds: ['1.1'] } },
      { type: 'emit', event: 'get-bets', payload: undefined },
    ]);
    service.disconnect();
    await settle();
    expect(fake.sent.at(-1)).toEqual({ type: 'disconnect' });
  });

  it('tells listeners what the worker hears, and follows the connection', async () => {
    const fake = fakeWorker();
    const service = createSocketService('http://x', { startWorker: () => fake.worker as unknown as Worker });
    const orders: unknown[] = [];
    const connection: boolean[] = [];
    const stop = service.on('order-update', (payload) => orders.push(payload));
    service.onConnectionChange?.((up) => connection.push(up));
    void service.connect();
    fake.say({ type: 'ready' });
    await settle();
    expect(service.connected()).toBe(false);
    fake.say({ type: 'connection', connected: true });
    fake.say({ type: 'event', event: 'order-update', payload: { betId: 1 } });
    stop();
    fake.say({ type: 'event', event: 'order-update', payload: { betId: 2 } });
    fake.say({ type: 'connection', connected: false });
    expect(orders).toEqual([{ betId: 1 }]);
    expect(connection).toEqual([true, false]);
    expect(service.connected()).toBe(false);
  });

  it('keeps the connection in the page when the worker fails to start, losing no emit', async () => {
    const fake = fakeIo();
    vi.doMock('socket.io-client', () => ({ io: fake.io }));
    const failing = fakeWorker();
    const service = createSocketService('http://x', { startWorker: () => failing.worker as unknown as Worker });
    const heard: unknown[] = [];
    service.on('market-update', (payload) => heard.push(payload));
    service.emit('subscribe-markets', { marketIds: ['1.1'] });
    failing.fail();
    await vi.waitFor(() => expect(fake.io).toHaveBeenCalledWith('http://x', expect.anything()));
    await settle();
    expect(failing.worker.terminate).toHaveBeenCalled();
    expect(fake.emitted).toEqual([['subscribe-markets', { marketIds: ['1.1'] }]]);
    fake.push('market-update', marketUpdate);
    expect(heard).toHaveLength(1);
    expect(isMarketDelta(heard[0])).toBe(true);
  });

  it('keeps the connection in the page where there are no workers', async () => {
    const fake = fakeIo();
    vi.doMock('socket.io-client', () => ({ io: fake.io }));
    const service = createSocketService('http://x', { startWorker: () => null });
    await service.connect();
    service.emit('get-bets');
    await settle();
    expect(fake.emitted).toEqual([['get-bets', undefined]]);
  });
});
