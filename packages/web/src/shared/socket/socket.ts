import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@fura/domain/events';
import { rememberSocket } from './socket-id';

export type FuraSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: FuraSocket | null = null;

/** The one socket of this tab. Same origin; the handshake is authenticated by the HttpOnly `apiToken` cookie. */
export function getSocket(): FuraSocket {
  if (!socket) {
    socket = io({ path: '/socket.io', withCredentials: true, autoConnect: false });
    rememberSocket(socket);
  }
  return socket;
}

export function connectSocket(): void {
  const current = getSocket();
  if (!current.active) current.connect();
}

export function disconnectSocket(): void {
  socket?.disconnect();
}
