/**
 * Set-up for Aviator's tests: the operator's real seamless wallet called in process (no HTTP) on a test
 * database, with faults a test can inject, a clock moved by hand, and a game wired to them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openGameSession } from '../casino-wallet/sessions';
import { walletBalance, walletCredit, walletDebit, WalletRefusal, walletRollback, type CasinoWalletDeps } from '../casino-wallet/wallet';
import type { WalletAnswer, WalletClient } from '../casino-provider/wallet-client';
import { fundedPlayer, testDatabase, type TestDatabaseKind } from '../exchange/test-support';
import type { Clock } from './clock';
import { AviatorGame, type AviatorPlayer, type AviatorTiming } from './game';
import { AviatorJournal } from './journal';

export const PROVIDER = 'sandbox';

/** Whether a call fails on the way: 'before' it reaches the wallet, or 'after' the wallet applied it. */
export type Fault = 'before' | 'after' | null;

export function inProcessWallet(deps: CasinoWalletDeps, fault: (call: string) => Fault = () => null): WalletClient {
  const run = async (call: string, work: () => Promise<WalletAnswer>): Promise<WalletAnswer> => {
    const failure = fault(call);
    if (failure === 'before') throw new Error(`${call}: connection reset`);
    let answer: WalletAnswer;
    try {
      answer = await work();
    } catch (error) {
      if (!(error instanceof WalletRefusal)) throw error;
      answer = { status: 'ERROR', code: error.code, message: error.message, ...(error.balance === undefined ? {} : { balance: error.balance }) };
    }
    if (failure === 'after') throw new Error(`${call}: connection reset after the call`);
    return answer;
  };
  return {
    balance: (token) => run('balance', () => walletBalance(deps, PROVIDER, token)),
    debit: (call) => run('debit', () => walletDebit(deps, PROVIDER, call)),
    credit: (call) => run('credit', () => walletCredit(deps, PROVIDER, call)),
    rollback: (call) => run('rollback', () => walletRollback(deps, PROVIDER, call)),
    close: async () => {},
  };
}

/** A clock that moves only when told; sleepers due by then wake in order. */
export class ManualClock implements Clock {
  private waiters: Array<{ at: number; wake: () => void }> = [];

  constructor(private t = 1_700_000_000_000) {}

  now(): number {
    return this.t;
  }

  sleep(ms: number, signal?: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      // Nothing to wait for: the clock may have been moved past this sleeper's time before it lay down.
      if (signal?.aborted || ms <= 0) return resolve();
      const abort = () => resolve();
      this.waiters.push({ at: this.t + ms, wake: () => (signal?.removeEventListener('abort', abort), resolve()) });
      signal?.addEventListener('abort', abort, { once: true });
    });
  }

  set(t: number): void {
    this.t = Math.max(this.t, t);
    const due = this.waiters.filter((w) => w.at <= this.t).sort((a, b) => a.at - b.at);
    this.waiters = this.waiters.filter((w) => w.at > this.t);
    for (const w of due) w.wake();
  }
}

export async function waitFor(condition: () => boolean, what = 'condition', ms = 15_000): Promise<void> {
  const until = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

export interface Heard {
  event: string;
  to: string | null;
  payload: unknown;
}

export interface Harness {
  open: Awaited<ReturnType<typeof testDatabase>>;
  deps: CasinoWalletDeps;
  clock: ManualClock;
  journalFile: string;
  heard: Heard[];
  players: AviatorPlayer[];
  /** A game on this harness's wallet, clock and journal; `scope` keeps its round ids apart. */
  /** `momentsSent`: when the players' connections have the moments (at once unless given). */
  game(options?: { scope?: string; fault?: (call: string) => Fault; newSeed?: () => string; timing?: Partial<AviatorTiming>; momentsSent?: () => Promise<void>; simulatedBettors?: boolean }): { game: AviatorGame; journal: AviatorJournal; wallet: WalletClient };
  close(): Promise<void>;
}

export async function harness(kind: TestDatabaseKind, playerCount: number, rupees = 1_00_000): Promise<Harness> {
  const open = await testDatabase(kind);
  const deps: CasinoWalletDeps = { db: open.db, dialect: open.dialect, now: () => Date.now(), ...(kind === 'sqlite' ? { sqlite: open } : {}) };
  const clock = new ManualClock();
  const folder = mkdtempSync(join(tmpdir(), 'wl-aviator-'));
  const journalFile = join(folder, 'journal.jsonl');
  const heard: Heard[] = [];
  const players: AviatorPlayer[] = [];
  for (let i = 0; i < playerCount; i += 1) {
    const id = await fundedPlayer(open, rupees);
    const { token } = await openGameSession(open.db, { providerId: PROVIDER, userId: id, gameId: '7019', tableId: 'T019', now: Date.now(), ttlMs: 3_600_000 });
    players.push({ id, token, clientSeed: `seed-${i}` });
  }
  const journals: AviatorJournal[] = [];
  return {
    open,
    deps,
    clock,
    journalFile,
    heard,
    players,
    game(options = {}) {
      const wallet = inProcessWallet(deps, options.fault);
      const journal = new AviatorJournal(journalFile);
      journals.push(journal);
      const toAll = (event: string, payload: unknown) => void heard.push({ event, to: null, payload });
      const voice = { toAll, toAllNow: toAll, toPlayer: (to: string, event: string, payload: unknown) => void heard.push({ event, to, payload }), momentsSent: options.momentsSent ?? (() => Promise.resolve()) };
      const game = new AviatorGame({ wallet, journal, voice, clock, timing: { bettingMs: 5_000, pauseMs: 3_000, batchMs: 100, ...options.timing }, scope: options.scope ?? 't', log: () => {}, simulatedBettors: options.simulatedBettors, ...(options.newSeed ? { newSeed: options.newSeed } : {}) });
      return { game, journal, wallet };
    },
    async close() {
      for (const journal of journals) journal.close();
      rmSync(folder, { recursive: true, force: true });
      await open.drop();
    },
  };
}
