import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { closeRedis, connectRedis } from '../realtime/redis-clients';
import { redisRateLimitStore } from './redis-rate-limit-store';

/**
 * The rate-limit plugin; routes opt in with `config.rateLimit`. With REDIS_URL the counters live in Redis, so a
 * client cannot multiply its attempts by the number of instances. If Redis fails for a moment the request is let
 * through (and logged by the client) rather than refused: the site stays usable, the limit resumes with Redis.
 */
export async function registerRateLimits(app: FastifyInstance, config: Config): Promise<void> {
  if (!config.redisUrl) {
    await app.register(fastifyRateLimit, { global: false });
    return;
  }
  const client = await connectRedis(config.redisUrl, app.log, 'rate-limit');
  app.addHook('onClose', () => closeRedis(client));
  await app.register(fastifyRateLimit, {
    global: false,
    store: redisRateLimitStore(client, config.rateLimitNamespace),
    skipOnError: true,
  });
}
