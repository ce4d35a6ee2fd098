import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import { userRoom } from '@fura/domain/events';
import type { Db } from '../db/connect';
import { resolveToken } from '../http/auth';
import { tokenFromHandshake } from './handshake-token';
import type { RealtimeServer, RealtimeSocket } from './socket-types';
import { emitTyped } from './typed-emit';

const ZAuthPayload = z.object({ token: z.string().min(1).max(200) });
const ZTypingPayload = z.object({
  otherId: z.string().min(1).max(64),
  userId: z.string().min(1).max(64),
  isOrder: z.boolean(),
});

interface HandlerDeps {
  db: Db;
  log: FastifyBaseLogger;
}

/** The user of a token, or null (unknown, revoked, or the database failed: the socket stays a guest). */
async function userIdOfToken(deps: HandlerDeps, token: string | null): Promise<string | null> {
  if (!token) return null;
  try {
    const auth = await resolveToken(deps.db, token);
    return auth?.user.id ?? null;
  } catch (error) {
    deps.log.warn({ err: error }, 'socket authentication failed');
    return null;
  }
}

/** Moves the socket into the room of `userId` (leaving a previous user's room), or makes it a guest. */
function setSocketUser(socket: RealtimeSocket, userId: string | null): void {
  const previous = socket.data.userId;
  if (previous && previous !== userId) void socket.leave(userRoom(previous));
  socket.data.userId = userId;
  if (userId) void socket.join(userRoom(userId));
}

/**
 * Handshake authentication (`auth.token` or the `apiToken` cookie), the SPEC's `auth` event and the typing relay.
 * A socket without a valid token stays connected as a guest, in no user room.
 */
export function registerSocketHandlers(io: RealtimeServer, deps: HandlerDeps): void {
  io.use((socket, next) => {
    // userIdOfToken() never rejects: a failed lookup leaves a guest, never a refused connection.
    void userIdOfToken(deps, tokenFromHandshake(socket.handshake)).then((userId) => {
      socket.data.userId = userId;
      next();
    });
  });

  io.on('connection', (socket) => {
    const handshakeUser = socket.data.userId;
    socket.data.userId = null;
    setSocketUser(socket, handshakeUser);
    // The last `auth` sent wins, whatever order the lookups finish in; every one is still answered.
    let authSequence = 0;

    socket.on('auth', (payload, ack) => {
      const sequence = ++authSequence;
      const parsed = ZAuthPayload.safeParse(payload);
      void userIdOfToken(deps, parsed.success ? parsed.data.token : null).then((userId) => {
        if (socket.disconnected) return;
        if (sequence === authSequence) setSocketUser(socket, userId);
        const result = { ok: userId !== null, userId };
        if (typeof ack === 'function') ack(result);
        else emitTyped(socket, 'authResult', result);
      });
    });

    socket.on('typingDialog', (payload) => {
      const parsed = ZTypingPayload.safeParse(payload);
      const userId = socket.data.userId;
      // The payload's userId is only trusted when it is the socket's own user.
      if (!parsed.success || !userId || parsed.data.userId !== userId || parsed.data.otherId === userId)
        return;
      emitTyped(io.to(userRoom(parsed.data.otherId)), 'typingDialog', parsed.data);
    });
  });
}
