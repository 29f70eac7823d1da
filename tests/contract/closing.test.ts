/**
 * A server that is closing tells its players' sockets and takes no new connection: a page polling over a
 * keep-alive connection must not reconnect to a server on its way out, or it would show live prices
 * that are about to stop without saying so.
 */
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { once, startHarness, type Harness } from '../support/api-harness';

describe('a closing server', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness('sqlite');
  });
  afterAll(async () => {
    await harness?.close().catch(() => {});
  });

  it('disconnects its sockets and refuses new ones while it closes', async () => {
    const player = await harness.socket();
    const told = once<string>(player, 'disconnect');
    harness.app.realtime.stopAccepting();
    expect(await told).toBe('io server disconnect');
    // As a page connects: long-polling first, over the same server that has not finished closing.
    const late = io(harness.url, { transports: ['polling'], forceNew: true, reconnection: false });
    try {
      await expect(once(late, 'connect_error')).resolves.toBeDefined();
      expect(late.connected).toBe(false);
    } finally {
      late.disconnect();
    }
  });
});
