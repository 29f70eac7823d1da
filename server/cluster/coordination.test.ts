import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localCoordination, type Coordination } from './coordination';
import { LEASE_TTL_MS, redisCoordination } from './redis-coordination';
import { redisReachable, TEST_REDIS_URL as REDIS_URL } from './redis-reachable';
import { roleCalls, RoleUnavailable } from './role-calls';

const redisUp = await redisReachable();
if (!redisUp) console.warn('Redis coordination tests skipped: nothing answers at 127.0.0.1:6379');

const waitFor = (check: () => boolean | Promise<boolean>, timeout = 10_000) =>
  vi.waitFor(
    async () => {
      if (!(await check())) throw new Error('not yet');
    },
    { timeout, interval: 20 },
  );

describe('one process alone', () => {
  it('holds every lease at once and hears its own bus', async () => {
    const alone = localCoordination();
    const started: string[] = [];
    const lease = alone.lease('feed', { held: () => void started.push('feed'), lost: () => void started.push('stopped') });
    await waitFor(() => lease.holding);
    expect(await alone.holderOf('feed')).toBe(alone.processId);
    const heard: unknown[] = [];
    await alone.bus.subscribe('news', (message) => heard.push(message));
    await alone.bus.publish('news', { n: 1 });
    await waitFor(() => heard.length === 1);
    expect(heard).toEqual([{ n: 1 }]);
    await alone.close();
    expect(started).toEqual(['feed', 'stopped']);
  });
});

describe.skipIf(!redisUp)('processes sharing Redis', () => {
  const prefix = `wl-test-${randomBytes(4).toString('hex')}:`;
  const open: Coordination[] = [];
  const coordinate = async (ttlMs = 600, renewMs = 150) => {
    const made = await redisCoordination({ url: REDIS_URL, prefix, ttlMs, renewMs, log: () => {} });
    open.push(made);
    return made;
  };
  afterEach(async () => {
    await Promise.all(open.splice(0).map((c) => c.close()));
  });
  /** How long a role's lease key has left, in ms. */
  const timeToLive = (via: Coordination, role: string) => via.redis!.client.pTTL(`${prefix}lease:${role}`);
  /** Resolves once the holder has renewed the role's key: a reading of its time to live above the one before. */
  const renewed = async (via: Coordination, role: string) => {
    let last = await timeToLive(via, role);
    await waitFor(async () => {
      const now = await timeToLive(via, role);
      const up = now > last;
      last = now;
      return up;
    });
  };

  it('lets one process hold a role and the next take it when the first gives it up', async () => {
    const [a, b] = [await coordinate(), await coordinate()];
    const events: string[] = [];
    const leaseA = a.lease('table', { held: () => void events.push('a held'), lost: () => void events.push('a lost') });
    await waitFor(() => leaseA.holding);
    const leaseB = b.lease('table', { held: () => void events.push('b held'), lost: () => void events.push('b lost') });
    // B's first try goes before this read on the same connection: it found the key taken.
    expect(await b.holderOf('table')).toBe(a.processId);
    expect(leaseB.holding).toBe(false);
    // A renews the key before it runs out (its time to live goes up again), and B, trying all along, still has not got it.
    await renewed(a, 'table');
    expect(await b.holderOf('table')).toBe(a.processId);
    expect(leaseB.holding).toBe(false);
    await leaseA.release();
    await waitFor(() => leaseB.holding, 2000);
    expect(events).toEqual(['a held', 'a lost', 'b held']);
  });

  it('takes over within the lease time when the holder is killed', async () => {
    const survivor = await coordinate(2000, 500);
    // A process holding the role with the defaults, killed with SIGKILL: it never gives the key back.
    const holder = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'lease-holder.fixture.ts'), REDIS_URL, prefix, 'feed'], { stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((resolve) => holder.stdout!.once('data', () => resolve()));
    const lease = survivor.lease('feed', { held: () => {}, lost: () => {} });
    // The survivor's first try goes before this read on the same connection: it found the key taken.
    expect(await survivor.holderOf('feed')).not.toBe(survivor.processId);
    expect(lease.holding).toBe(false);
    holder.kill('SIGKILL');
    // Nobody gives the key back: it runs out within the lease time by itself, and the survivor, trying at
    // each renewal time, takes it then (within ttlMs + renewMs).
    const left = await timeToLive(survivor, 'feed');
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(LEASE_TTL_MS);
    await waitFor(() => lease.holding, 8000);
    expect(await survivor.holderOf('feed')).toBe(survivor.processId);
  });

  it('carries bus messages to every process, the sender too', async () => {
    const [a, b] = [await coordinate(), await coordinate()];
    const heard: string[] = [];
    await a.bus.subscribe('news', (m: { text: string }) => heard.push(`a:${m.text}`));
    await b.bus.subscribe('news', (m: { text: string }) => heard.push(`b:${m.text}`));
    await b.bus.publish('news', { text: 'hello' });
    await waitFor(() => heard.length === 2);
    expect(heard.sort()).toEqual(['a:hello', 'b:hello']);
  });

  it('sends a call to the holder of a role, and to the next holder once it has moved', async () => {
    const [a, b] = [await coordinate(), await coordinate()];
    const [callsA, callsB] = [await roleCalls(a), await roleCalls(b)];
    const leaseA = a.lease('aviator', { held: () => void callsA.serve('aviator', async (method, args) => ({ by: 'a', method, args })), lost: () => {} });
    await waitFor(() => leaseA.holding);
    expect(await callsB.call('aviator', 'cash-out', { slot: 1 })).toEqual({ by: 'a', method: 'cash-out', args: { slot: 1 } });
    expect(await callsA.call('aviator', 'snapshot', null)).toEqual({ by: 'a', method: 'snapshot', args: null });
    await expect(callsB.call('nobody-holds-this', 'x', null, 400)).rejects.toBeInstanceOf(RoleUnavailable);
    await callsA.close();
    await callsB.close();
  });
});
