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
 * The publisher and subscriber clients of the Socket.IO Redis adapter, connected. After the first connection a
 * lost Redis is retried forever (every instance keeps serving its own sockets meanwhile).
 */
export async function connectRedisPair(url: string, log: FastifyBaseLogger): Promise<RedisPair> {
  let ready = false;
  const pub: RedisClient = createClient({
    url,
    socket: {
      reconnectStrategy: (retries: number, cause: Error) => {
        if (!ready) return retries >= STARTUP_ATTEMPTS ? cause : STARTUP_RETRY_MS;
        return Math.min(100 * 2 ** Math.min(retries, 6), 5000);
      },
    },
  });
  const sub = pub.duplicate();
  for (const [role, client] of [
    ['pub', pub],
    ['sub', sub],
  ] as const) {
    client.on('error', (error: unknown) => log.warn({ err: error, role }, 'redis client error'));
  }
  try {
    await Promise.all([pub.connect(), sub.connect()]);
  } catch (error) {
    for (const client of [pub, sub]) if (client.isOpen) client.destroy();
    throw error;
  }
  ready = true;
  return {
    pub,
    sub,
    async close() {
      await Promise.allSettled(
        [pub, sub].map((client) => (client.isOpen ? client.close() : Promise.resolve())),
      );
    },
  };
}
