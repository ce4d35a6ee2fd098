import { createClient } from 'redis';
import type { FastifyBaseLogger } from 'fastify';
import { outageLog } from '../outage-log';

export type RedisClient = ReturnType<typeof createClient>;

export interface RedisPair {
  pub: RedisClient;
  sub: RedisClient;
  close(): Promise<void>;
}

/** Attempts to reach Redis at start before giving up (about 10 s), so that a wrong REDIS_URL fails loudly. */
const STARTUP_ATTEMPTS = 20;
const STARTUP_RETRY_MS = 500;
const RECONNECT_MAX_MS = 2_000;

/**
 * A connected Redis client. After the first connection a lost Redis is retried forever, every 2 s at most, and the
 * instance keeps serving meanwhile as a single instance (`consequence` says how, in the one warning an outage logs).
 * Commands are not queued while Redis is away: they fail at once and their callers fall back.
 */
export async function connectRedis(
  url: string,
  log: FastifyBaseLogger,
  role: string,
  consequence: string,
): Promise<RedisClient> {
  let ready = false;
  const client: RedisClient = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      reconnectStrategy: (retries: number, cause: Error) => {
        if (!ready) return retries >= STARTUP_ATTEMPTS ? cause : STARTUP_RETRY_MS;
        return Math.min(100 * 2 ** Math.min(retries, 6), RECONNECT_MAX_MS);
      },
    },
  });
  const outage = outageLog(log, `redis (${role})`, consequence);
  // node-redis emits `error` on every failed reconnection attempt: the outage log keeps it to one warning.
  client.on('error', (error: unknown) => {
    if (ready) outage.failed(error);
    else log.warn({ err: error, role }, 'redis client error');
  });
  client.on('ready', () => outage.recovered());
  try {
    await client.connect();
  } catch (error) {
    if (client.isOpen) client.destroy();
    throw error;
  }
  ready = true;
  return client;
}

export async function closeRedis(client: RedisClient): Promise<void> {
  if (client.isOpen) await client.close();
}

/** The publisher and subscriber clients of the Socket.IO Redis adapter, connected. */
export async function connectRedisPair(url: string, log: FastifyBaseLogger): Promise<RedisPair> {
  const consequence = 'socket events reach only the sockets of this instance until it is back';
  const [pub, sub] = await Promise.allSettled([
    connectRedis(url, log, 'socket.io pub', consequence),
    connectRedis(url, log, 'socket.io sub', consequence),
  ]);
  if (pub.status === 'fulfilled' && sub.status === 'fulfilled') {
    return {
      pub: pub.value,
      sub: sub.value,
      async close() {
        await Promise.allSettled([closeRedis(pub.value), closeRedis(sub.value)]);
      },
    };
  }
  for (const side of [pub, sub]) if (side.status === 'fulfilled') side.value.destroy();
  throw [pub, sub].flatMap((side) => (side.status === 'rejected' ? [side.reason as unknown] : []))[0];
}
