import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import { userRoom } from '@fura/domain/events';
import type { Db } from '../db/connect';
import { resolveToken } from '../http/auth';
import { typingRelayCheck } from '../modules/dialog/typing-relay';
import { tokenFromHandshake } from './handshake-token';
import type { LastSeen } from '../realtime/last-seen';
import type { RealtimeServer, RealtimeSocket } from '../realtime/socket-types';
import { emitTyped } from '../realtime/typed-emit';

const ZAuthPayload = z.object({ token: z.string().min(1).max(200) });

interface HandlerDeps {
  db: Db;
  log: FastifyBaseLogger;
  lastSeen: LastSeen;
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

/**
 * Moves the socket into the room of `userId` (leaving a previous user's room), or makes it a guest. Both users'
 * presence changes ("last seen": last-seen.ts).
 */
function setSocketUser(socket: RealtimeSocket, userId: string | null, deps: HandlerDeps): void {
  const previous = socket.data.userId;
  if (previous === userId) return;
  if (previous) {
    void socket.leave(userRoom(previous));
    deps.lastSeen.disconnected(previous);
  }
  socket.data.userId = userId;
  if (userId) {
    void socket.join(userRoom(userId));
    void deps.lastSeen.connected(userId);
  }
}

/**
 * The typing relay: the dialog module decides whether `typingDialog` may go to the other user; the socket only
 * carries it.
 */
function relayTyping(io: RealtimeServer, socket: RealtimeSocket, deps: HandlerDeps) {
  const mayRelay = typingRelayCheck(deps);
  return async (payload: unknown) => {
    const userId = socket.data.userId;
    const typing = await mayRelay(userId, payload);
    // The socket may have switched users while the check ran.
    if (!typing || socket.data.userId !== userId) return;
    emitTyped(io.to(userRoom(typing.otherId)), 'typingDialog', typing);
  };
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
    setSocketUser(socket, handshakeUser, deps);
    // The last `auth` sent wins, whatever order the lookups finish in; every one is still answered.
    let authSequence = 0;

    socket.on('auth', (payload, ack) => {
      const sequence = ++authSequence;
      const parsed = ZAuthPayload.safeParse(payload);
      void userIdOfToken(deps, parsed.success ? parsed.data.token : null).then((userId) => {
        if (socket.disconnected) return;
        if (sequence === authSequence) setSocketUser(socket, userId, deps);
        const result = { ok: userId !== null, userId };
        if (typeof ack === 'function') ack(result);
        else emitTyped(socket, 'authResult', result);
      });
    });

    const typing = relayTyping(io, socket, deps);
    socket.on('typingDialog', (payload) => void typing(payload));

    socket.on('disconnect', () => {
      const userId = socket.data.userId;
      if (userId) deps.lastSeen.disconnected(userId);
    });
  });
}
