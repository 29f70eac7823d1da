/**
 * The players of the cluster soak (cluster.bench.ts), all through the proxy: exchange bettors on the
 * in-play cricket (match odds and session lines) and the ball-by-ball lines, some betting as fast as
 * answers come and some once a ball; players at a Dragon Tiger table; Aviator players cashing out by hand
 * and automatically. Each socket comes from its own loopback address, so the proxy's sticky upstream
 * spreads them over the processes; each reconnects as a browser does when its process dies.
 */
import { io, type Socket } from 'socket.io-client';
import { percentile } from './trace';

/** The server's HTTP answers as the players saw them: 5xx counted, and the path of each. */
export class HttpTally {
  requests = 0;
  serverErrors = new Map<string, number>();

  async call(url: string, method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: any }> {
    this.requests += 1;
    let status: number;
    let parsed: unknown = null;
    try {
      const response = await fetch(`${url}/api/${path}`, { method, headers: { 'content-type': 'application/json', ...headers }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
      status = response.status;
      parsed = await response.json().catch(() => null);
    } catch {
      status = 599;
    }
    if (status >= 500) {
      const key = `${status} ${method} ${path.replace(/[0-9a-f-]{20,}|\d{5,}/g, ':id')}`;
      this.serverErrors.set(key, (this.serverErrors.get(key) ?? 0) + 1);
    }
    return { status, body: parsed };
  }

  total(): number {
    let n = 0;
    for (const count of this.serverErrors.values()) n += count;
    return n;
  }
}

export interface PlayerLogin {
  token: string;
  memberCode: string;
  /** The loopback address its sockets come from: nginx's ip_hash takes an address's first three octets. */
  address: string;
}

let addressSerial = 0;

/** A demo player, logged in through the proxy from an address of its own (demo logins are limited per address). */
export async function demoPlayer(url: string, http: HttpTally): Promise<PlayerLogin> {
  addressSerial += 1;
  const n = addressSerial;
  for (let attempt = 0; ; attempt += 1) {
    const login = await http.call(url, 'POST', 'LoginWithDemo', {}, { 'x-forwarded-for': `10.77.${n >> 8}.${n & 255}` });
    if (login.body?.token?.accessToken) return { token: login.body.token.accessToken, memberCode: login.body.data?.memberCode ?? login.body.user?.memberCode ?? '', address: `127.${n >> 8}.${n & 255}.1` };
    if (attempt > 20) throw new Error(`demo login failed: ${JSON.stringify(login.body)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** A socket.io client as the product's own: reconnecting 1 s to 5 s, from its own address, websocket transport. */
export function playerSocket(url: string, namespace: string, address: string): Socket {
  return io(`${url}${namespace}`, { transports: ['websocket'], forceNew: true, reconnectionDelay: 1000, reconnectionDelayMax: 5000, timeout: 20_000, localAddress: address } as Parameters<typeof io>[1]);
}

/** When each client last heard a price, and the longest it went without one (counted from its first). */
export class PriceGaps {
  private readonly last = new Map<number, number>();
  private closed = false;
  longest = 0;
  longestAt = 0;
  longestClient = -1;
  updates = 0;
  /** Each client's connections and drops, to say what happened during the longest gap. */
  readonly moments = new Map<number, Array<[string, number]>>();

  moment(client: number, what: string, at = Date.now()): void {
    if (this.closed) return;
    const list = this.moments.get(client) ?? [];
    list.push([what, at]);
    this.moments.set(client, list);
  }

  /** The longest gap's client, and what its socket did during it, times from `since`. */
  longestStory(since: number): string {
    const from = this.longestAt - this.longest;
    const during = (this.moments.get(this.longestClient) ?? []).filter(([, at]) => at >= from - 1000 && at <= this.longestAt + 1000);
    const s = (at: number) => ((at - since) / 1000).toFixed(1);
    return `client ${this.longestClient} from ${s(from)} s to ${s(this.longestAt)} s${during.length ? `: ${during.map(([what, at]) => `${what} at ${s(at)} s`).join(', ')}` : ', connected throughout'}`;
  }

  heard(client: number, at = Date.now()): void {
    if (this.closed) return;
    this.updates += 1;
    const previous = this.last.get(client);
    if (previous !== undefined && at - previous > this.longest) {
      this.longest = at - previous;
      this.longestAt = at;
      this.longestClient = client;
    }
    this.last.set(client, at);
  }

  /** At the end: a client that has heard nothing since its last price has gone that long without one. */
  close(at = Date.now()): void {
    for (const [client, previous] of this.last) this.heard(client, Math.max(previous, at));
    this.closed = true;
  }
}

export interface Acknowledged {
  ref: string;
  marketId: string;
  at: number;
}

/** Exchange bets: each acknowledged one, latencies, refusals by message. */
export class BetLedger {
  acknowledged: Acknowledged[] = [];
  latencies: number[] = [];
  refusals = new Map<string, number>();
  serverErrors = 0;

  refused(message: string): void {
    const key = message.replace(/₹[\d,.]+/g, '₹…').slice(0, 90);
    this.refusals.set(key, (this.refusals.get(key) ?? 0) + 1);
  }

  summary(seconds: number): string {
    const sorted = [...this.latencies].sort((a, b) => a - b);
    const refusals = [...this.refusals].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([m, n]) => `${n} "${m}"`).join(', ');
    return `${this.acknowledged.length} bets acknowledged (${(this.acknowledged.length / seconds).toFixed(0)}/s), ack p50 ${percentile(sorted, 50).toFixed(1)} ms p99 ${percentile(sorted, 99).toFixed(1)} ms; refused: ${refusals || 'none'}`;
  }
}

interface WireMarket {
  marketId: string;
  marketName: string;
  status: string;
  runners: Array<{ selectionId: string; back: Array<{ price: number }>; lay: Array<{ price: number }> }>;
  yesLine?: number;
  yesRate?: number;
}

/** The markets bettors aim at, read through the proxy twice a second: in-play cricket and the ball-by-ball event. */
export class MarketView {
  matchOdds: WireMarket[] = [];
  lines: WireMarket[] = [];
  ballLines: WireMarket[] = [];
  eventIds: string[] = [];
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly url: string, private readonly http: HttpTally) {}

  async refresh(): Promise<void> {
    const cricket = await this.http.call(this.url, 'GET', 'exchange/odds/eventType/4');
    const inPlay = ((cricket.body?.result ?? []) as Array<{ eventId: string; inPlay: boolean }>).filter((e) => e.inPlay).map((e) => e.eventId);
    const groups = await Promise.all([...inPlay.map((id) => ['4', id]), ['b9', '95000001']].map(([type, id]) => this.http.call(this.url, 'GET', `exchange/odds/group/${type}/${id}`)));
    const open = (list: WireMarket[] | undefined) => (list ?? []).filter((m) => m.status === 'OPEN');
    this.matchOdds = groups.flatMap((g) => open(g.body?.result?.matchOdds));
    this.lines = groups.slice(0, inPlay.length).flatMap((g) => open(g.body?.result?.fancy));
    this.ballLines = open(groups.at(-1)?.body?.result?.fancy).filter((m) => m.marketName.startsWith('Ball'));
    this.eventIds = [...inPlay, '95000001'];
  }

  start(): void {
    this.timer = setInterval(() => void this.refresh(), 500);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }
}

type Pace = 'fast' | 'ball';

/** One exchange bettor: a socket following the in-play events' prices, betting at its pace until stopped. */
export class ExchangeBettor {
  private readonly socket: Socket;
  private stopped = false;
  private serial = 0;
  /** Events this connection follows. */
  private readonly following = new Set<string>();
  private readonly followTimer: ReturnType<typeof setInterval>;

  constructor(
    private readonly id: number,
    url: string,
    private readonly player: PlayerLogin,
    private readonly view: MarketView,
    private readonly bets: BetLedger,
    private readonly gaps: PriceGaps,
    private readonly pace: Pace,
    private readonly ballMs: number,
  ) {
    this.socket = playerSocket(url, '/', player.address);
    this.socket.on('connect', () => {
      this.following.clear();
      this.socket.emit('authenticate', { token: player.token });
      this.follow();
    });
    // As a page does when its list of events changes: events that came into play are followed too.
    this.followTimer = setInterval(() => this.socket.connected && this.follow(), 5000);
    this.socket.on('market-update', () => gaps.heard(id));
    this.socket.on('disconnect', (reason) => gaps.moment(id, `dropped (${reason})`));
    this.socket.io.on('reconnect_attempt', () => gaps.moment(id, 'reconnecting'));
    this.socket.on('connect', () => gaps.moment(id, 'connected'));
    this.socket.on('connect_error', (error: Error & { description?: { message?: string } }) => gaps.moment(id, `refused (${error.description?.message ?? error.message})`));
    this.socket.on('server-error', () => (bets.serverErrors += 1));
  }

  private follow(): void {
    for (const eventId of ['95000001', ...this.view.eventIds]) {
      if (this.following.has(eventId)) continue;
      this.following.add(eventId);
      this.socket.emit('subscribe-markets', { marketIds: [], eventId });
    }
  }

  /** The next bet: on the current ball line or a session line, or match odds taking the best price. */
  private nextBet(): Record<string, unknown> | null {
    this.serial += 1;
    const ref = `soak-${this.id}-${this.serial}`;
    const ball = this.view.ballLines[0];
    const pickLine = this.pace === 'ball' || this.serial % 2 === 0;
    if (pickLine && ball) return { runnerId: ball.marketId, marketId: ball.marketId, type: 'Yes', rate: Math.max(0, (ball.yesRate ?? 100) - 5), line: (ball.yesLine ?? 1) + 1, stake: 10 + (this.serial % 40), betSlipRef: ref };
    const line = this.view.lines[this.serial % Math.max(1, this.view.lines.length)];
    if (this.serial % 3 === 0 && line) return { runnerId: line.marketId, marketId: line.marketId, type: 'Yes', rate: Math.max(0, (line.yesRate ?? 100) - 10), line: (line.yesLine ?? 0) + 3, stake: 10 + (this.serial % 40), betSlipRef: ref };
    const market = this.view.matchOdds[this.serial % Math.max(1, this.view.matchOdds.length)];
    const runner = market?.runners[this.serial % Math.max(1, market.runners.length)];
    if (!market || !runner) return null;
    const back = this.serial % 2 === 1;
    // A back takes the best price on offer (asked at 1.01); a lay asks the price shown, so its liability stays small.
    const lay = runner.lay[0]?.price;
    if (!back && !lay) return null;
    return { runnerId: runner.selectionId, marketId: market.marketId, type: back ? 'Back' : 'Lay', rate: back ? 1.01 : lay, stake: 10 + (this.serial % 40), betSlipRef: ref };
  }

  /** True when the bet was acknowledged. */
  private place(bet: Record<string, unknown>): Promise<boolean> {
    return new Promise((resolve) => {
      const sent = Date.now();
      const done = (payload: { betSlipRef?: string; bet?: { betSlipRef: string }; message?: string }, ok: boolean) => {
        const ref = ok ? payload.bet?.betSlipRef : payload.betSlipRef;
        if (ref !== bet.betSlipRef) return;
        this.socket.off('place-bet-success', onSuccess);
        this.socket.off('place-bet-error', onError);
        clearTimeout(timer);
        if (ok) {
          this.bets.acknowledged.push({ ref: String(bet.betSlipRef), marketId: String(bet.marketId), at: Date.now() });
          this.bets.latencies.push(Date.now() - sent);
        } else this.bets.refused(String(payload.message ?? 'refused'));
        resolve(ok);
      };
      type Answer = Parameters<typeof done>[0];
      const onSuccess = (payload: Answer) => done(payload, true);
      const onError = (payload: Answer) => done(payload, false);
      // An answer lost with its process: the bet may or may not be in; it is not counted as acknowledged.
      const timer = setTimeout(() => {
        this.socket.off('place-bet-success', onSuccess);
        this.socket.off('place-bet-error', onError);
        resolve(false);
      }, 10_000);
      this.socket.on('place-bet-success', onSuccess);
      this.socket.on('place-bet-error', onError);
      this.socket.emit('create-bet', { token: this.player.token, bet });
    });
  }

  async run(http: HttpTally, url: string): Promise<void> {
    let lastBalance = 0;
    while (!this.stopped) {
      if (Date.now() - lastBalance > 5000) {
        lastBalance = Date.now();
        void http.call(url, 'POST', 'getUserDetails', {}, { authorization: `Bearer ${this.player.token}` });
      }
      const bet = this.socket.connected ? this.nextBet() : null;
      const started = Date.now();
      const accepted = bet ? await this.place(bet) : false;
      // Fast bettors bet again the moment a bet is taken; after a refusal they look again shortly, as a player would.
      const wait = this.pace === 'fast' ? (accepted ? 0 : 50) : Math.max(0, this.ballMs * 0.75 - (Date.now() - started));
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      else await new Promise((resolve) => setImmediate(resolve));
    }
  }

  stop(): void {
    this.stopped = true;
  }

  close(): void {
    clearInterval(this.followTimer);
    this.socket.disconnect();
  }
}

/** Rounds as the players saw them open: two different rounds open at once at one table means two worlds. */
export class RoundWitness {
  private readonly rounds = new Map<string, { opened: number; closes: number; seenBy: Set<number> }>();

  opened(client: number, roundId: string, closesAt: number, at = Date.now()): void {
    const known = this.rounds.get(roundId);
    if (known) known.seenBy.add(client);
    else this.rounds.set(roundId, { opened: at, closes: closesAt, seenBy: new Set([client]) });
  }

  /**
   * Pairs of distinct rounds whose betting windows overlapped: two worlds. A round void because its
   * process died is left out: the next process opens its next round while the void one's window would
   * still have been open.
   */
  overlapping(voided: ReadonlySet<string> = new Set()): number {
    const list = [...this.rounds].filter(([id]) => !voided.has(id)).map(([, round]) => round).sort((a, b) => a.opened - b.opened);
    let pairs = 0;
    for (let i = 1; i < list.length; i += 1) if (list[i]!.opened < list[i - 1]!.closes - 50) pairs += 1;
    return pairs;
  }

  get count(): number {
    return this.rounds.size;
  }

  saw(roundId: string): boolean {
    return this.rounds.has(roundId);
  }
}

/** Game bets: acknowledged, refused by code. */
export class GameTally {
  /** Set when the load ends: players bet no more, so the rounds they are in can finish. */
  stopped = false;
  acknowledged = 0;
  cashOuts = 0;
  refusals = new Map<string, number>();
  readonly witness = new RoundWitness();

  refused(code: string): void {
    this.refusals.set(code, (this.refusals.get(code) ?? 0) + 1);
  }

  summary(name: string, voided: ReadonlySet<string>): string {
    const refusals = [...this.refusals].map(([code, n]) => `${n} ${code}`).join(', ');
    const void_ = [...voided].filter((id) => this.witness.saw(id)).length;
    return `${name}: ${this.witness.count} rounds seen (${void_} void), ${this.acknowledged} bets acknowledged${this.cashOuts ? `, ${this.cashOuts} cash-outs` : ''}, refused: ${refusals || 'none'}; different rounds open at the same time: ${this.witness.overlapping(voided)}`;
  }
}

async function gameToken(url: string, http: HttpTally, player: PlayerLogin, gameId: string): Promise<string> {
  const launch = await http.call(url, 'POST', 'casino/launch', { gameId }, { authorization: `Bearer ${player.token}` });
  return decodeURIComponent(String(launch.body?.result?.url ?? '').split('#token=')[1] ?? '');
}

/** A player at Dragon Tiger (T003): one bet each round, rejoining after a reconnect. */
export async function tablePlayer(id: number, url: string, http: HttpTally, player: PlayerLogin, tally: GameTally): Promise<Socket> {
  const token = await gameToken(url, http, player, '7003');
  const socket = playerSocket(url, '/casino', player.address);
  socket.on('connect', () => void socket.emitWithAck('join', { token, tableId: 'T003' }));
  socket.on('round', (round: { roundId: string; closesAt: number }) => {
    tally.witness.opened(id, round.roundId, round.closesAt);
    if (tally.stopped) return;
    setTimeout(() => {
      void socket.timeout(10_000).emitWithAck('place-bet', { roundId: round.roundId, betId: ['dragon', 'tiger', 'tie'][id % 3], amount: (100 + (id % 5) * 50) * 100 }).then(
        (reply: { success: boolean; code?: string }) => (reply.success ? (tally.acknowledged += 1) : tally.refused(reply.code ?? 'refused')),
        () => tally.refused('no answer'),
      );
    }, 200 + (id % 10) * 300);
  });
  return socket;
}

/** An Aviator player: a bet each round, half with an auto cash-out at 1.5×, half cashing out by hand at a random moment. */
export async function aviatorPlayer(id: number, url: string, http: HttpTally, player: PlayerLogin, tally: GameTally): Promise<Socket> {
  const token = await gameToken(url, http, player, '7019');
  const socket = playerSocket(url, '/aviator', player.address);
  const auto = id % 2 === 0;
  socket.on('connect', () => void socket.emitWithAck('join', { token, clientSeed: `soak${id}` }));
  socket.on('round', (round: { roundId: string; bettingClosesAt: number }) => {
    tally.witness.opened(id, round.roundId, round.bettingClosesAt);
    if (tally.stopped) return;
    void socket.timeout(10_000).emitWithAck('place-bet', { slot: 1, amount: 2000 + id * 100, ...(auto ? { autoCashOut: 150 } : {}) }).then(
      (reply: { success: boolean; code?: string }) => (reply.success ? (tally.acknowledged += 1) : tally.refused(reply.code ?? 'refused')),
      () => tally.refused('no answer'),
    );
  });
  socket.on('take-off', () => {
    if (auto) return;
    setTimeout(() => {
      void socket.timeout(10_000).emitWithAck('cash-out', { slot: 1 }).then(
        (reply: { success: boolean; code?: string }) => (reply.success ? (tally.cashOuts += 1) : tally.refused(`cash-out ${reply.code ?? 'refused'}`)),
        () => tally.refused('cash-out no answer'),
      );
    }, 300 + Math.random() * 5000);
  });
  return socket;
}
