import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSocketService } from './socket';
import { openSocketClient, readSocketEvent, serveSocket, SOCKET_OPTIONS, type SocketReaderModules } from './socket-client';
import type { ToPage, ToWorker } from './socket-messages';

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

/** Reader modules of two made-up plugins: scores are read to their total, a score without runs is dropped. */
function readerModules(): SocketReaderModules & Record<string, ReturnType<typeof vi.fn>> {
  return {
    scores: vi.fn(async () => ({ default: { 'score-update': (p: unknown) => ((p as { runs?: number[] }).runs ? { total: (p as { runs: number[] }).runs.reduce((a, b) => a + b, 0) } : null) } })),
    quiz: vi.fn(async () => ({ default: { 'quiz-question': () => 'read by quiz' } })),
  };
}

describe('socket client', () => {
  it('connects with polling only, adds websocket after a connect error, and emits connected on disconnect', () => {
    const fake = fakeIo();
    const connection: boolean[] = [];
    openSocketClient(fake.io as never, 'http://x', { onEvent: () => {}, onConnection: (up) => connection.push(up) });
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

  it('starts with a websocket where the brand allows it, adding long-polling after a connect error', () => {
    const fake = fakeIo();
    openSocketClient(fake.io as never, 'http://x', { onEvent: () => {}, onConnection: () => {} }, 'websocket');
    expect(fake.io).toHaveBeenCalledWith('http://x', expect.objectContaining({ transports: ['websocket'], reconnectionDelay: 1000, reconnectionDelayMax: 5000, timeout: 20_000 }));
    fake.fire('connect_error', new Error('refused'));
    expect(fake.opts.transports).toEqual(['websocket', 'polling']);
    expect(SOCKET_OPTIONS.transports).toEqual(['polling']);
  });

  it.each([
    ['an event without a reader', 'x', 7, { payload: 7 }],
    ['a payload its reader refuses', 'score-update', { runs: undefined }, null],
    ['a payload its reader reads', 'score-update', { runs: [4, 6] }, { payload: { total: 10 } }],
  ])('reads %s', async (_name, event, payload, expected) => {
    const readers = (await readerModules().scores!()).default;
    expect(readSocketEvent(readers, event, payload)).toEqual(expected);
  });
});

describe('where the socket lives', () => {
  it("reads events with the readers of the brand's plugins only, holding early events until they load", async () => {
    const fake = fakeIo();
    const modules = readerModules();
    const sent: ToPage[] = [];
    const serve = serveSocket(fake.io as never, modules, (message) => sent.push(message));
    serve({ type: 'connect', url: 'http://x', plugins: ['scores', 'no-readers'] });
    // Heard before the readers have loaded: these wait, in order.
    fake.push('score-update', { runs: [1, 2] });
    fake.push('order-update', { betId: 7 });
    expect(sent).toEqual([]);
    await settle();
    fake.push('score-update', { nothing: true });
    fake.push('quiz-question', { q: 1 });
    await settle();
    expect(heard(sent)).toEqual([
      ['score-update', { total: 3 }],
      ['order-update', { betId: 7 }],
      ['quiz-question', { q: 1 }],
    ]);
    expect(modules.scores).toHaveBeenCalledOnce();
    expect(modules.quiz).not.toHaveBeenCalled();
  });

  it('passes events unread, and says so, when a reader module fails to load', async () => {
    const fake = fakeIo();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const sent: ToPage[] = [];
    const serve = serveSocket(fake.io as never, { scores: () => Promise.reject(new Error('chunk missing')) }, (message) => sent.push(message));
    serve({ type: 'connect', url: 'http://x', plugins: ['scores'] });
    fake.push('score-update', { runs: [1] });
    await settle();
    await settle();
    expect(sent).toEqual([{ type: 'event', event: 'score-update', payload: { runs: [1] } }]);
    expect(String(errors.mock.calls[0]?.[0])).toBe('[scores] socket readers could not be loaded; its events arrive unread');
    errors.mockRestore();
  });

  it('sends the events heard in one go as one message, in order, and what gathered before a change of connection first', async () => {
    const fake = fakeIo();
    const sent: ToPage[] = [];
    const serve = serveSocket(fake.io as never, {}, (message) => sent.push(message));
    serve({ type: 'connect', url: 'http://x', plugins: [] });
    await settle();
    for (let i = 0; i < 50; i += 1) fake.push('market-update', { n: i });
    expect(sent).toEqual([]);
    await settle();
    expect(sent).toHaveLength(1);
    expect(heard(sent)).toEqual(Array.from({ length: 50 }, (_, i) => ['market-update', { n: i }]));
    fake.push('market-update', { n: 50 });
    fake.fire('disconnect');
    expect(sent.slice(1)).toEqual([
      { type: 'event', event: 'market-update', payload: { n: 50 } },
      { type: 'connection', connected: false },
    ]);
  });
});

/** The events in what was sent to the page, one by one. */
function heard(sent: ToPage[]): Array<[string, unknown]> {
  return sent.flatMap((message): Array<[string, unknown]> => (message.type === 'event' ? [[message.event, message.payload]] : message.type === 'events' ? message.events : []));
}

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
  afterEach(() => {
    vi.doUnmock('socket.io-client');
    vi.doUnmock('../generated/socket-readers');
  });

  it('sends to the worker once it is ready: connect first, then every emit in order', async () => {
    const fake = fakeWorker();
    const service = createSocketService('http://x', { plugins: ['scores'], startWorker: () => fake.worker as unknown as Worker });
    service.emit('subscribe-markets', { marketIds: ['1.1'] });
    service.emit('get-bets');
    await settle();
    expect(fake.sent).toEqual([]);
    fake.say({ type: 'ready' });
    await settle();
    expect(fake.sent).toEqual([
      { type: 'connect', url: 'http://x', plugins: ['scores'] },
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

  it('hands each event of a gathering to its listeners, in order', async () => {
    const fake = fakeWorker();
    const service = createSocketService('http://x', { startWorker: () => fake.worker as unknown as Worker });
    const heard: unknown[] = [];
    service.on('market-update', (payload) => heard.push(['market', payload]));
    service.on('order-update', (payload) => heard.push(['order', payload]));
    void service.connect();
    fake.say({ type: 'ready' });
    await settle();
    fake.say({ type: 'events', events: [['market-update', 1], ['order-update', 2], ['score-update', 3], ['market-update', 4]] });
    expect(heard).toEqual([['market', 1], ['order', 2], ['market', 4]]);
  });

  it('keeps the connection in the page when the worker fails to start, losing no emit', async () => {
    const fake = fakeIo();
    vi.doMock('socket.io-client', () => ({ io: fake.io }));
    vi.doMock('../generated/socket-readers', () => ({ socketReaderModules: readerModules() }));
    const failing = fakeWorker();
    const service = createSocketService('http://x', { plugins: ['scores'], startWorker: () => failing.worker as unknown as Worker });
    const heard: unknown[] = [];
    service.on('score-update', (payload) => heard.push(payload));
    service.emit('subscribe-markets', { marketIds: ['1.1'] });
    failing.fail();
    // The fallback loads socket.io-client on demand: on a loaded machine that import takes more than a second.
    await vi.waitFor(() => expect(fake.io).toHaveBeenCalledWith('http://x', expect.anything()), { timeout: 10_000 });
    await settle();
    expect(failing.worker.terminate).toHaveBeenCalled();
    expect(fake.emitted).toEqual([['subscribe-markets', { marketIds: ['1.1'] }]]);
    fake.push('score-update', { runs: [2, 2] });
    await settle();
    expect(heard).toEqual([{ total: 4 }]);
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
