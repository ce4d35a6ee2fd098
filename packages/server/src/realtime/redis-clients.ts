import { createClient } from 'redis';
import type { FastifyBaseLogger } from 'fastify';

export type RedisClient = ReturnType<typeof createClient>;

export interface RedisPair {
  pub: RedisClient;
  sub: RedisClient;
  close(): Promise<void>;
}

/** Attempts to reach Redis at start before giving up (about 10 s), so that a wrong REDIS_URL fails loudly. */
const STARTUP_ATTEMPTS = 20;
const STARTUP_RETRY_MS = 500;

/**
 * A connected Redis client. After the first connection a lost Redis is retried forever (the instance keeps serving
 * meanwhile: its own sockets, and requests without shared rate-limit counters).
 */
export async function connectRedis(url: string, log: FastifyBaseLogger, role: string): Promise<RedisClient> {
  let ready = false;
  const client: RedisClient = createClient({
    url,
    socket: {
      reconnectStrategy: (retries: number, cause: Error) => {
        if (!ready) return retries >= STARTUP_ATTEMPTS ? cause : STARTUP_RETRY_MS;
        return Math.min(100 * 2 ** Math.min(retries, 6), 5000);
      },
    },
  });
  client.on('error', (error: unknown) => log.warn({ err: error, role }, 'redis client error'));
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
  const [pub, sub] = await Promise.allSettled([connectRedis(url, log, 'pub'), connectRedis(url, log, 'sub')]);
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
