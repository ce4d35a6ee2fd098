import type { IncomingMessage } from 'node:http';

function headerValue(value: string | string[] | undefined): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  return first ? (first.split(',')[0]?.trim() ?? null) : null;
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null;
  }
}

export interface SameOriginOptions {
  publicUrl: string;
  trustProxy: boolean;
}

/**
 * Socket.IO's `allowRequest`: a browser handshake is accepted only from our own origin — the host the request
 * was sent to, or PUBLIC_URL. WebSockets are not covered by CORS, so without this any site could open a socket
 * with the visitor's cookie. Clients that send no Origin (not browsers) are allowed: they hold their own token.
 */
export function isSameOriginRequest(request: IncomingMessage, options: SameOriginOptions): boolean {
  const origin = headerValue(request.headers.origin);
  if (!origin) return true;
  const originHost = hostOf(origin);
  if (!originHost) return false;
  const allowed = new Set<string>();
  const publicHost = hostOf(options.publicUrl);
  if (publicHost) allowed.add(publicHost);
  const host = headerValue(request.headers.host);
  if (host) allowed.add(host.toLowerCase());
  if (options.trustProxy) {
    const forwarded = headerValue(request.headers['x-forwarded-host']);
    if (forwarded) allowed.add(forwarded.toLowerCase());
  }
  return allowed.has(originHost);
}
