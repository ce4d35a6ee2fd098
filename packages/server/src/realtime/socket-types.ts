import type { DefaultEventsMap, Server, Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '@fura/domain/events';

/** What the server keeps on each socket: the authenticated user, or null for a guest. */
export interface SocketData {
  userId: string | null;
}

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, DefaultEventsMap, SocketData>;
export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, DefaultEventsMap, SocketData>;
