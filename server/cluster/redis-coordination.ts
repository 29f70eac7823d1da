/**
 * Leases and the bus through Redis, for several server processes. A lease is a key holding the
 * holder's process id with a time to live: the holder renews it (only while the key is still its own)
 * every `renewMs`; when the holder dies the key runs out after `ttlMs` and the next process to try
 * takes it, so a role is taken over within ttlMs + renewMs. A holder that cannot renew in time (Redis
 * away) stops the role before its key could have run out, so two processes never both believe they
 * hold it for long.
 */
import { createClient, type RedisClientType } from 'redis';
import { LeaseTransitions, newProcessId, type Bus, type Coordination, type Lease, type LeaseHandlers } from './coordination';
import { logWarn } from '../log';

export interface RedisCoordinationOptions {
  url: string;
  /** Keys and channels start with this, so clusters sharing a Redis stay apart. */
  prefix: string;
  ttlMs?: number;
  renewMs?: number;
  log?: (message: string) => void;
}

/** Extends the key's life only while it still names this process. */
const RENEW = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end";
/** Deletes the key only while it still names this process. */
const GIVE_UP = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

export const LEASE_TTL_MS = 2000;
export const LEASE_RENEW_MS = 500;

type Client = RedisClientType;

export async function redisCoordination(options: RedisCoordinationOptions): Promise<Coordination> {
  const log = options.log ?? logWarn;
  const ttlMs = options.ttlMs ?? LEASE_TTL_MS;
  const renewMs = options.renewMs ?? LEASE_RENEW_MS;
  const client = createClient({ url: options.url }) as Client;
  const subscriber = client.duplicate();
  client.on('error', (error: Error) => log(`redis: ${error.message}`));
  subscriber.on('error', (error: Error) => log(`redis subscriber: ${error.message}`));
  await Promise.all([client.connect(), subscriber.connect()]);
  const processId = newProcessId();
  const leases = new Set<{ stop(): Promise<void> }>();
  const key = (name: string) => `${options.prefix}${name}`;

  const lease = (role: string, handlers: LeaseHandlers): Lease => {
    const held = holdRedisLease(role, handlers, { client, processId, leaseKey: key(`lease:${role}`), ttlMs, renewMs, log });
    const entry = { stop: held.stop };
    leases.add(entry);
    return {
      role,
      get holding() {
        return held.holding;
      },
      release: async () => {
        leases.delete(entry);
        await held.stop();
      },
    };
  };

  return {
    processId,
    clustered: true,
    redis: { client, prefix: options.prefix },
    bus: redisBus(client, subscriber, key),
    lease,
    holderOf: async (role) => (await client.get(key(`lease:${role}`))) ?? null,
    close: async () => {
      await Promise.all([...leases].map((entry) => entry.stop()));
      leases.clear();
      await Promise.allSettled([client.quit(), subscriber.quit()]);
    },
  };
}

interface RedisLeaseParts {
  client: Client;
  processId: string;
  leaseKey: string;
  ttlMs: number;
  renewMs: number;
  log: (message: string) => void;
}

/**
 * Tries for the role every renewMs, and renews it while held. Returns whether it is held now, and the
 * stop that ends trying and gives the role back.
 */
function holdRedisLease(role: string, handlers: LeaseHandlers, { client, processId, leaseKey, ttlMs, renewMs, log }: RedisLeaseParts): { readonly holding: boolean; stop(): Promise<void> } {
  const transitions = new LeaseTransitions(role, handlers, log);
  let renewedAt = 0;
  let busy = false;
  let stopped = false;

  const tick = async () => {
    if (busy || stopped) return;
    busy = true;
    try {
      if (transitions.holding) {
        // Too long without a renewal: another process may take the key any moment now.
        if (Date.now() - renewedAt > ttlMs - renewMs / 2) return void (await transitions.lose());
        const kept = await client.eval(RENEW, { keys: [leaseKey], arguments: [processId, String(ttlMs)] });
        if (Number(kept) === 1) renewedAt = Date.now();
        else await transitions.lose();
        return;
      }
      const taken = await client.set(leaseKey, processId, { condition: 'NX', expiration: { type: 'PX', value: ttlMs } });
      if (taken !== 'OK') return;
      renewedAt = Date.now();
      if (!(await transitions.gain())) await client.eval(GIVE_UP, { keys: [leaseKey], arguments: [processId] });
    } catch (error) {
      log(`lease ${role}: ${String((error as Error)?.message ?? error)}`);
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(() => void tick(), renewMs);
  timer.unref();
  void tick();
  return {
    get holding() {
      return transitions.holding;
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      const held = transitions.holding;
      await transitions.lose();
      // Given back at once, so the next holder need not wait for the key to run out.
      if (held) await client.eval(GIVE_UP, { keys: [leaseKey], arguments: [processId] }).catch(() => {});
    },
  };
}

/** Messages as JSON on the cluster's channels; one that is not JSON is not heard. */
function redisBus(client: Client, subscriber: Client, key: (name: string) => string): Bus {
  return {
    publish: async (channel, message) => {
      await client.publish(key(channel), JSON.stringify(message));
    },
    subscribe: async <T>(channel: string, listener: (message: T) => void) => {
      const heard = (text: string) => {
        let message: T;
        try {
          message = JSON.parse(text) as T;
        } catch {
          return;
        }
        listener(message);
      };
      await subscriber.subscribe(key(channel), heard);
      return async () => {
        await subscriber.unsubscribe(key(channel), heard).catch(() => {});
      };
    },
  };
}

/** The Redis client the coordination's other users (the shared feed) may borrow: a plain one on the same server. */
export async function redisClient(url: string, log: (message: string) => void): Promise<Client> {
  const client = createClient({ url }) as Client;
  client.on('error', (error: Error) => log(`redis: ${error.message}`));
  await client.connect();
  return client;
}
