import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RedisClient } from '../realtime/redis-clients';

/** One round trip: count the hit, start the window on the first one, answer the count and what is left of it. */
const HIT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { current, ttl }
`;

type HitCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/** The route a child store counts for: the plugin passes its options as `routeInfo`. */
function routeKey(options: object): string {
  const info: unknown = 'routeInfo' in options ? options.routeInfo : null;
  if (info && typeof info === 'object' && 'method' in info && 'url' in info) {
    return `${String(info.method)}${String(info.url)}-`;
  }
  return '';
}

function isCounts(reply: unknown): reply is [number, number] {
  return Array.isArray(reply) && reply.length === 2 && reply.every((item) => typeof item === 'number');
}

/**
 * A @fastify/rate-limit store on Redis (node-redis), so that login, registration, password reset and the callback
 * form are limited across every instance, not per process. `namespace` keeps deployments (and test runs) sharing one
 * Redis apart.
 */
export function redisRateLimitStore(client: RedisClient, namespace: string): FastifyRateLimitStoreCtor {
  class RedisRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(_options: object, prefix = namespace) {
      this.prefix = prefix;
    }

    incr(key: string, callback: HitCallback, timeWindow: number): void {
      client
        .eval(HIT_SCRIPT, { keys: [this.prefix + key], arguments: [String(timeWindow)] })
        .then((reply: unknown) => {
          if (!isCounts(reply)) throw new Error('unexpected rate-limit reply from Redis');
          callback(null, { current: reply[0], ttl: reply[1] });
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    }

    child(routeOptions: object): FastifyRateLimitStore {
      return new RedisRateLimitStore(routeOptions, this.prefix + routeKey(routeOptions));
    }
  }
  return RedisRateLimitStore;
}
