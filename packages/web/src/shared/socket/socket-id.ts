/** The tab's socket as far as a mutation needs it: whether it is connected, and its id. */
interface SocketLike {
  connected: boolean;
  id?: string;
}

let current: SocketLike | null = null;

/** Called by socket.ts when it makes the tab's socket. */
export function rememberSocket(socket: SocketLike): void {
  current = socket;
}

/**
 * The live socket id, sent as `socketId` with every mutation so that the server skips this tab when it
 * broadcasts the change (this tab updates from the HTTP answer). `undefined` while disconnected.
 *
 * Apart from socket.ts so that a screen which only sends mutations does not load socket.io-client with its first
 * render (issue 28): a public page needs no socket until it is hydrated.
 */
export function getSocketId(): string | undefined {
  return current?.connected ? current.id : undefined;
}
