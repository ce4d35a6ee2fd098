import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { closeRedis, connectRedis } from '../realtime/redis-clients';
import { redisRateLimitStore } from './redis-rate-limit-store';

/**
 * The rate-limit plugin; routes opt in with `config.rateLimit`. With REDIS_URL the counters live in Redis, so a
 * client cannot multiply its attempts by the number of instances. While Redis is away each instance counts in its own
 * memory (one warning in the log) and the shared counts resume when Redis is back.
 */
export async function registerRateLimits(app: FastifyInstance, config: Config): Promise<void> {
  if (!config.redisUrl) {
    await app.register(fastifyRateLimit, { global: false });
    return;
  }
  const client = await connectRedis(
    config.redisUrl,
    app.log,
    'rate limits',
    'rate limits are counted in the memory of each instance until it is back',
  );
  app.addHook('onClose', () => closeRedis(client));
  await app.register(fastifyRateLimit, {
    global: false,
    store: redisRateLimitStore(client, config.rateLimitNamespace),
    skipOnError: true,
  });
}
