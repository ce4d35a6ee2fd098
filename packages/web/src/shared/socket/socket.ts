import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@fura/domain/events';

export type FuraSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: FuraSocket | null = null;

/** The one socket of this tab. Same origin; the handshake is authenticated by the HttpOnly `apiToken` cookie. */
export function getSocket(): FuraSocket {
  socket ??= io({ path: '/socket.io', withCredentials: true, autoConnect: false });
  return socket;
}

/**
 * The live socket id, sent as `socketId` with every mutation so that the server skips this tab when it
 * broadcasts the change (this tab updates from the HTTP answer). `undefined` while disconnected.
 */
export function getSocketId(): string | undefined {
  return socket?.connected ? socket.id : undefined;
}

export function connectSocket(): void {
  const current = getSocket();
  if (!current.active) current.connect();
}

export function disconnectSocket(): void {
  socket?.disconnect();
}
