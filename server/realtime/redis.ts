/** With REDIS_URL, socket events fan out through Redis so several server processes serve the same players. */
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import type { Realtime } from './sockets';
import { logger } from '../log';

/** `key`: the channels' prefix, so clusters sharing a Redis hear only their own. */
export async function useRedisAdapter(realtime: Realtime, url: string, key: string): Promise<void> {
  const pub = createClient({ url });
  const sub = pub.duplicate();
  pub.on('error', (error) => logger.error({ err: error }, 'redis publisher'));
  sub.on('error', (error) => logger.error({ err: error }, 'redis subscriber'));
  await Promise.all([pub.connect(), sub.connect()]);
  realtime.io.adapter(createAdapter(pub, sub, { key }));
  realtime.clustered = true;
  const close = realtime.close;
  realtime.close = async () => {
    await close();
    await Promise.allSettled([pub.quit(), sub.quit()]);
  };
}
