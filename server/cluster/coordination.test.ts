import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { localCoordination, type Coordination } from './coordination';
import { redisCoordination } from './redis-coordination';
import { redisReachable, TEST_REDIS_URL as REDIS_URL } from './redis-reachable';
import { roleCalls, RoleUnavailable } from './role-calls';

const redisUp = await redisReachable();
if (!redisUp) console.warn('Redis coordination tests skipped: nothing answers at 127.0.0.1:6379');

const waitFor = async (check: () => boolean | Promise<boolean>, ms = 10_000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

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

  it('lets one process hold a role and the next take it when the first gives it up', async () => {
    const [a, b] = [await coordinate(), await coordinate()];
    const events: string[] = [];
    const leaseA = a.lease('table', { held: () => void events.push('a held'), lost: () => void events.push('a lost') });
    await waitFor(() => leaseA.holding);
    const leaseB = b.lease('table', { held: () => void events.push('b held'), lost: () => void events.push('b lost') });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(leaseB.holding).toBe(false);
    expect(await b.holderOf('table')).toBe(a.processId);
    await leaseA.release();
    await waitFor(() => leaseB.holding, 2000);
    expect(events).toEqual(['a held', 'a lost', 'b held']);
  });

  it('takes over within the lease time when the holder is killed', async () => {
    const survivor = await coordinate(2000, 500);
    // A process holding the role with the defaults, killed with SIGKILL: it never gives the key back.
    const holder = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'lease-holder.fixture.ts'), REDIS_URL, prefix, 'feed'], { stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((resolve) => holder.stdout!.once('data', () => resolve()));
    let heldAt = 0;
    const lease = survivor.lease('feed', { held: () => void (heldAt = Date.now()), lost: () => {} });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(lease.holding).toBe(false);
    const killedAt = Date.now();
    holder.kill('SIGKILL');
    await waitFor(() => lease.holding, 8000);
    expect(heldAt - killedAt).toBeLessThanOrEqual(2500 + 200);
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
