import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type { ClientToServerEvents, ServerToClientEvents } from '@fura/domain/events';
import type { AppDeps } from '../app-deps';
import type { EventBus } from '../events/event-bus';
import { connectRedisPair, type RedisPair } from '../realtime/redis-clients';
import { tolerantAdapterClient } from '../realtime/redis-adapter-clients';
import { LastSeen } from '../realtime/last-seen';
import { socketPresence, type Presence } from '../realtime/presence';
import { isSameOriginRequest } from './same-origin';
import { SocketEventBus } from '../realtime/socket-event-bus';
import { registerSocketHandlers } from './socket-handlers';
import type { RealtimeServer } from '../realtime/socket-types';

export interface Realtime {
  bus: EventBus;
  presence: Presence;
  io: Server<ClientToServerEvents, ServerToClientEvents>;
  close(): Promise<void>;
}

export const SOCKET_PATH = '/socket.io';

/**
 * Socket.IO on the app's own HTTP server (same port, path /socket.io), same-origin only, authenticated by the
 * session token; with REDIS_URL, the Redis adapter fans events out to the sockets of every instance (while Redis is
 * away, to this instance's sockets only, until it reconnects by itself).
 */
export async function attachRealtime(
  app: FastifyInstance,
  deps: Omit<AppDeps, 'bus' | 'presence'>,
): Promise<Realtime> {
  const { config, log } = deps;
  const redis: RedisPair | null = config.redisUrl ? await connectRedisPair(config.redisUrl, log) : null;

  const io: RealtimeServer = new Server(app.server, {
    path: SOCKET_PATH,
    serveClient: false,
    allowRequest: (request, callback) => {
      callback(
        null,
        isSameOriginRequest(request, { publicUrl: config.publicUrl, trustProxy: config.trustProxy }),
      );
    },
    // Losing Redis leaves a single instance: local sockets still get every event, never an unhandled rejection.
    ...(redis
      ? { adapter: createAdapter(tolerantAdapterClient(redis.pub), tolerantAdapterClient(redis.sub)) }
      : {}),
  });
  const lastSeen = new LastSeen({ db: deps.db, log, redis: redis?.pub ?? null });
  registerSocketHandlers(io, { db: deps.db, log, lastSeen });
  const bus = new SocketEventBus(io, log);
  const presence = socketPresence(io, log);

  // Open sockets would keep the HTTP server from closing: drop them before Fastify closes it.
  app.addHook('preClose', (done) => {
    io.local.disconnectSockets(true);
    io.engine.close();
    done();
  });

  let closing: Promise<void> | null = null;
  const close = () => {
    closing ??= (async () => {
      bus.close();
      // The users whose sockets the shutdown closed: their last seen is now.
      await lastSeen.flush();
      // io.close() also closes the HTTP server, which Fastify has closed already: its error is expected.
      await new Promise<void>((resolve) => {
        void io.close(() => resolve());
      });
      await redis?.close();
    })();
    return closing;
  };

  return { bus, presence, io, close };
}
