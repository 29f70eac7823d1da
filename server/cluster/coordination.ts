/**
 * How server processes share work. Some roles must run in one process at a time (the feed, each game's
 * rounds): a process holds such a role by a lease, renews it while it lives, and another takes it over
 * within seconds when it dies. Processes tell each other things over a bus (publish and subscribe).
 *
 * One process alone (no REDIS_URL) holds every lease from the start and hears its own bus
 * (localCoordination); several share leases and the bus through Redis (redis-coordination.ts).
 */
import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { RedisClientType } from 'redis';
import { logWarn } from '../log';

export interface LeaseHandlers {
  /** This process now holds the role: start it. A failure gives the lease back (another may take it). */
  held(): Promise<void> | void;
  /** This process no longer holds it (it is stopping, or could not renew in time): stop at once. */
  lost(): Promise<void> | void;
}

export interface Lease {
  readonly role: string;
  /** True while this process holds the role. */
  readonly holding: boolean;
  /** Gives the role up (if held) and stops trying for it. */
  release(): Promise<void>;
}

export interface Bus {
  publish(channel: string, message: unknown): Promise<void>;
  /** Every message on the channel, this process's own included. Returns the function that stops listening. */
  subscribe<T = unknown>(channel: string, listener: (message: T) => void): Promise<() => Promise<void>>;
}

export interface Coordination {
  /** This process, as leases and the bus name it. */
  readonly processId: string;
  /** True when other processes may share the work (a Redis is there). */
  readonly clustered: boolean;
  readonly bus: Bus;
  /** Holds `role` whenever no other process does, for as long as this process runs. */
  lease(role: string, handlers: LeaseHandlers): Lease;
  /** The process holding `role` now, if any. */
  holderOf(role: string): Promise<string | null>;
  /** In a cluster, the Redis the processes share, and the prefix of every key and channel of this cluster. */
  readonly redis?: { client: RedisClientType; prefix: string };
  close(): Promise<void>;
}

export function newProcessId(): string {
  return `${process.pid}-${randomBytes(6).toString('hex')}`;
}

/**
 * Runs lease transitions one after another, so a role is never started while its last stop is still
 * running (or the other way round).
 */
export class LeaseTransitions {
  private chain: Promise<void> = Promise.resolve();
  holding = false;

  constructor(
    private readonly role: string,
    private readonly handlers: LeaseHandlers,
    private readonly log: (message: string) => void,
    /** Log each hand-over (in a cluster, where they matter; alone, a process holds every role). */
    private readonly announce = true,
  ) {}

  /** Resolves true when the role started; false (with the error logged) when it failed to. */
  gain(): Promise<boolean> {
    let started = false;
    this.chain = this.chain.then(async () => {
      if (this.holding) return;
      this.holding = true;
      try {
        const since = Date.now();
        await this.handlers.held();
        started = true;
        if (this.announce) this.log(`${this.role}: this process holds it now (started in ${Date.now() - since} ms)`);
      } catch (error) {
        this.log(`${this.role}: could not start: ${String((error as Error)?.stack ?? error)}`);
        this.holding = false;
        await Promise.resolve(this.handlers.lost()).catch(() => {});
      }
    });
    return this.chain.then(() => started);
  }

  lose(): Promise<void> {
    this.chain = this.chain.then(async () => {
      if (!this.holding) return;
      this.holding = false;
      await Promise.resolve(this.handlers.lost()).catch((error: unknown) => this.log(`${this.role}: stopping failed: ${String(error)}`));
      if (this.announce) this.log(`${this.role}: this process no longer holds it`);
    });
    return this.chain;
  }
}

/** One process: every lease is held at once, and the bus is this process's own. */
export function localCoordination(log: (message: string) => void = logWarn): Coordination {
  const events = new EventEmitter();
  events.setMaxListeners(0);
  const leases = new Map<string, LeaseTransitions>();
  const processId = newProcessId();
  return {
    processId,
    clustered: false,
    bus: {
      publish: async (channel, message) => {
        // Delivered after the publisher goes on, as a message through Redis would be.
        const copy = JSON.parse(JSON.stringify(message)) as unknown;
        setImmediate(() => events.emit(channel, copy));
      },
      subscribe: async <T>(channel: string, listener: (message: T) => void) => {
        events.on(channel, listener);
        return async () => void events.off(channel, listener);
      },
    },
    lease(role, handlers) {
      const transitions = new LeaseTransitions(role, handlers, log, false);
      leases.set(role, transitions);
      // A role that failed to start (its storage not reachable yet) is tried again each second.
      let retry: ReturnType<typeof setTimeout> | undefined;
      const take = () =>
        void transitions.gain().then((started) => {
          if (!started && leases.get(role) === transitions) retry = setTimeout(take, 1000);
        });
      take();
      return {
        role,
        get holding() {
          return transitions.holding;
        },
        release: async () => {
          clearTimeout(retry);
          leases.delete(role);
          await transitions.lose();
        },
      };
    },
    holderOf: async (role) => (leases.get(role)?.holding ? processId : null),
    close: async () => {
      await Promise.all([...leases.values()].map((lease) => lease.lose()));
      leases.clear();
      events.removeAllListeners();
    },
  };
}
