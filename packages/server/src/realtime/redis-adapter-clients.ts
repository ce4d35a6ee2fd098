import type { RedisClient } from './redis-clients';

/** What the Socket.IO Redis adapter calls without awaiting or catching: a rejection would be unhandled. */
const FIRE_AND_FORGET = new Set<PropertyKey>([
  'publish',
  'subscribe',
  'unsubscribe',
  'pSubscribe',
  'pUnsubscribe',
  'sSubscribe',
  'sUnsubscribe',
]);

type Command = (...args: unknown[]) => Promise<unknown>;

function isNumSub(args: unknown): args is [string, string, string] {
  return Array.isArray(args) && args[0] === 'PUBSUB' && args[1] === 'NUMSUB' && typeof args[2] === 'string';
}

/**
 * A Redis client as the adapter should see it while Redis may be away. The adapter publishes every broadcast
 * (`pubClient.publish(...)`, not awaited) and delivers it to this instance's sockets itself: a publish that fails
 * resolves, the local delivery stands, the other instances miss the event until Redis is back. The count of
 * instances (`PUBSUB NUMSUB`) is 1 while Redis is away, so fetchSockets (presence) answers from the local sockets at
 * once instead of failing. Everything else goes to the client unchanged.
 */
export function tolerantAdapterClient(client: RedisClient): RedisClient {
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      const method = (value as Command).bind(target);
      if (FIRE_AND_FORGET.has(property)) {
        return (...args: unknown[]) => {
          if (!target.isReady) return Promise.resolve(0);
          return method(...args).catch(() => 0);
        };
      }
      if (property === 'sendCommand') {
        return (args: unknown, ...rest: unknown[]) => {
          if (!isNumSub(args)) return method(args, ...rest);
          const alone = [args[2], 1];
          if (!target.isReady) return Promise.resolve(alone);
          return method(args, ...rest).catch(() => alone);
        };
      }
      return method;
    },
  });
}
