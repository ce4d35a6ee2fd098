import { eq } from 'drizzle-orm';
import { userRoom } from '@fura/domain/events';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connect';
import { users } from '../db/schema';
import type { RealtimeServer } from './socket-types';

/** Who is online: a user with a connected socket on any instance (rooms are shared through the Redis adapter). */
export interface Presence {
  onlineUserIds(userIds: readonly string[]): Promise<Set<string>>;
}

export function socketPresence(io: RealtimeServer, log: FastifyBaseLogger): Presence {
  return {
    async onlineUserIds(userIds) {
      const online = new Set<string>();
      if (userIds.length === 0) return online;
      try {
        // One round trip for all users, whatever number of instances.
        const sockets = await io.in([...new Set(userIds)].map(userRoom)).fetchSockets();
        for (const socket of sockets) if (socket.data.userId) online.add(socket.data.userId);
      } catch (error) {
        // An instance that does not answer in time must not fail the request: it shows "offline".
        log.warn({ err: error }, 'presence lookup failed');
      }
      return online;
    },
  };
}

/** Writes "last seen" (online is asked from the sockets); when, last-seen.ts decides. */
export async function markSeen(
  db: Db,
  userId: string,
  log: FastifyBaseLogger,
  at: Date = new Date(),
): Promise<void> {
  try {
    await db.update(users).set({ onlineAt: at }).where(eq(users.id, userId));
  } catch (error) {
    // During shutdown the database may be gone already; last seen is best effort.
    log.warn({ err: error }, 'last seen not saved');
  }
}
