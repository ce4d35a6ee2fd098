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

/** Keys the in-memory fallback keeps at most (the oldest window goes first). */
const MEMORY_KEYS_MAX = 10_000;

/** Fixed windows in this process's memory: the counts while Redis is away, as a single instance would keep them. */
class MemoryWindows {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  hit(key: string, windowMs: number): { current: number; ttl: number } {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { count: 0, endsAt: now + windowMs };
      this.windows.delete(key);
      this.windows.set(key, window);
      const oldest = this.windows.keys().next();
      if (this.windows.size > MEMORY_KEYS_MAX && !oldest.done) this.windows.delete(oldest.value);
    }
    window.count += 1;
    return { current: window.count, ttl: window.endsAt - now };
  }
}

/**
 * A @fastify/rate-limit store on Redis (node-redis), so that login, registration, password reset and the callback
 * form are limited across every instance, not per process. `namespace` keeps deployments (and test runs) sharing one
 * Redis apart. While Redis is away (the client logs it once) the counts go on in this process's memory: each
 * instance limits on its own, as a single instance would, rather than letting every attempt through.
 */
export function redisRateLimitStore(client: RedisClient, namespace: string): FastifyRateLimitStoreCtor {
  const memory = new MemoryWindows();

  class RedisRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(_options: object, prefix = namespace) {
      this.prefix = prefix;
    }

    incr(key: string, callback: HitCallback, timeWindow: number): void {
      const fullKey = this.prefix + key;
      const inMemory = () => callback(null, memory.hit(fullKey, timeWindow));
      if (!client.isReady) {
        inMemory();
        return;
      }
      client.eval(HIT_SCRIPT, { keys: [fullKey], arguments: [String(timeWindow)] }).then(
        (reply: unknown) => {
          if (isCounts(reply)) callback(null, { current: reply[0], ttl: reply[1] });
          else inMemory();
        },
        () => inMemory(),
      );
    }

    child(routeOptions: object): FastifyRateLimitStore {
      return new RedisRateLimitStore(routeOptions, this.prefix + routeKey(routeOptions));
    }
  }
  return RedisRateLimitStore;
}
