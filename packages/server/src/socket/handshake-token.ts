import { API_TOKEN_COOKIE } from '@fura/domain/constants';

export interface HandshakeLike {
  auth: Record<string, unknown>;
  headers: { cookie?: string | undefined };
}

/** The value of one cookie in a `Cookie` header, or null. */
export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    const raw = part
      .slice(separator + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    try {
      return decodeURIComponent(raw) || null;
    } catch {
      return null;
    }
  }
  return null;
}

/** The session token of a Socket.IO handshake: `auth.token` first, then the HttpOnly `apiToken` cookie. */
export function tokenFromHandshake(handshake: HandshakeLike): string | null {
  const fromAuth = handshake.auth.token;
  if (typeof fromAuth === 'string' && fromAuth.length > 0) return fromAuth;
  return readCookie(handshake.headers.cookie, API_TOKEN_COOKIE);
}
