import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import type {
  ClientToServerEvents,
  ServerEventName,
  ServerEventPayload,
  ServerToClientEvents,
} from '@fura/domain/events';
import { API_TOKEN_COOKIE } from '@fura/domain/constants';

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Starts listening on a free local port (sockets need a real server) and answers its base URL. */
export async function listenForSockets(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${address.port}`;
}

export interface ConnectOptions {
  /** Sent as `auth: { token }` in the handshake. */
  token?: string;
  /** Sent as the `apiToken` cookie of the handshake. */
  cookieToken?: string;
  headers?: Record<string, string>;
}

const opened = new Set<TestSocket>();

function openSocket(baseUrl: string, options: ConnectOptions): TestSocket {
  const headers: Record<string, string> = { ...options.headers };
  if (options.cookieToken) headers.cookie = `${API_TOKEN_COOKIE}=${encodeURIComponent(options.cookieToken)}`;
  const socket: TestSocket = io(baseUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    timeout: 5000,
    extraHeaders: headers,
    ...(options.token ? { auth: { token: options.token } } : {}),
  });
  opened.add(socket);
  return socket;
}

/** A connected socket; rejects with the server's refusal (`connect_error`). */
export function connectSocket(baseUrl: string, options: ConnectOptions = {}): Promise<TestSocket> {
  const socket = openSocket(baseUrl, options);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** Closes every socket the helpers opened (call in afterEach/afterAll). */
export function closeAllSockets(): void {
  for (const socket of opened) socket.close();
  opened.clear();
}

type Listener<E extends ServerEventName> = (payload: ServerEventPayload<E>) => void;

/** socket.io-client cannot resolve a listener type for a generic event name; each of our events has one payload. */
function listen<E extends ServerEventName>(socket: TestSocket, event: E, listener: Listener<E>): () => void {
  const untyped = socket as unknown as {
    on(event: string, listener: Listener<E>): void;
    off(event: string, listener: Listener<E>): void;
  };
  untyped.on(event, listener);
  return () => untyped.off(event, listener);
}

/** The payload of the next `event` on `socket`; rejects after `timeoutMs`. */
export function waitFor<E extends ServerEventName>(
  socket: TestSocket,
  event: E,
  timeoutMs = 3000,
): Promise<ServerEventPayload<E>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`no "${event}" within ${timeoutMs} ms`));
    }, timeoutMs);
    const stop = listen(socket, event, (payload) => {
      clearTimeout(timer);
      stop();
      resolve(payload);
    });
  });
}

/** Resolves when `event` does NOT arrive on `socket` within `ms`; rejects with the payload if it does. */
export function expectNoEvent(socket: TestSocket, event: ServerEventName, ms = 400): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      resolve();
    }, ms);
    const stop = listen(socket, event, (payload) => {
      clearTimeout(timer);
      stop();
      reject(new Error(`unexpected "${event}": ${JSON.stringify(payload)}`));
    });
  });
}
