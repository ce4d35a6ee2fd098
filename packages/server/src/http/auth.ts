import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { API_TOKEN_COOKIE } from '@fura/domain/constants';
import { ERROR_MESSAGES } from '@fura/domain/errors';
import type { Db } from '../db/connect';
import { preparedOnce } from '../db/prepared';
import { sessions, users, type UserRow } from '../db/schema';
import { forbidden, notFound, unauthorized } from './errors';

export interface AuthContext {
  user: UserRow;
  sessionId: string;
}

/** A random session or reset token (256 bits); only its hash is stored. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The token of a request: `Authorization: Bearer …` first, then the HttpOnly cookie. */
export function tokenFromRequest(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const token = header.slice(7).trim();
    if (token) return token;
  }
  const cookie = request.cookies[API_TOKEN_COOKIE];
  return cookie || null;
}

const sessionStatements = preparedOnce((db) => ({
  byTokenHash: db
    .select({ user: users, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt)))
    .limit(1)
    .prepare('session_by_token_hash'),
}));

/** Resolves a token to its live (not revoked) session and user. */
export async function resolveToken(db: Db, token: string): Promise<AuthContext | null> {
  if (token.length > 200) return null;
  const rows = await sessionStatements(db).byTokenHash.execute({ tokenHash: hashToken(token) });
  const row = rows[0];
  return row ? { user: row.user, sessionId: row.sessionId } : null;
}

const cache = new WeakMap<FastifyRequest, Promise<AuthContext | null>>();
const resolvedUsers = new WeakMap<FastifyRequest, string>();

/** The caller of a request, resolved once per request; `null` for a guest. */
export function getAuth(db: Db, request: FastifyRequest): Promise<AuthContext | null> {
  let pending = cache.get(request);
  if (!pending) {
    const token = tokenFromRequest(request);
    pending = token ? resolveToken(db, token) : Promise.resolve(null);
    cache.set(request, pending);
    pending.then(
      (auth) => auth && resolvedUsers.set(request, auth.user.id),
      () => undefined,
    );
  }
  return pending;
}

/** The user a request was made by, when its handler asked (for the request's log line); otherwise null. */
export function knownUserId(request: FastifyRequest): string | null {
  return resolvedUsers.get(request) ?? null;
}

/** The caller, or 401. */
export async function requireAuth(db: Db, request: FastifyRequest): Promise<AuthContext> {
  const auth = await getAuth(db, request);
  if (!auth) throw unauthorized();
  return auth;
}

/**
 * GET /api/user's caller, or 401 that also clears a cookie whose session is gone (revoked by a password change, a
 * reset or a logout elsewhere): the next page then tells the web there is no session and it asks nothing (issue 16).
 */
export async function requireAuthClearingDeadCookie(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  settings: CookieSettings,
): Promise<AuthContext> {
  const auth = await getAuth(db, request);
  if (auth) return auth;
  const cookie = request.cookies[API_TOKEN_COOKIE];
  if (cookie && tokenFromRequest(request) === cookie) clearSessionCookie(reply, settings);
  throw unauthorized();
}

/**
 * An admin's request (issue 12), or 401 for a guest and 404 for anyone else: the console does not exist for them.
 * A banned admin is refused too.
 */
export async function requireAdmin(db: Db, request: FastifyRequest): Promise<AuthContext> {
  const auth = await requireAuth(db, request);
  if (auth.user.type !== 'admin') throw notFound();
  if (auth.user.isBan) throw forbidden(ERROR_MESSAGES.banned);
  return auth;
}

export interface CookieSettings {
  secure: boolean;
}

/** HttpOnly session cookie (see docs/decisions.md: the client never reads the token). */
export function setSessionCookie(reply: FastifyReply, token: string, settings: CookieSettings): void {
  reply.setCookie(API_TOKEN_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: settings.secure,
    path: '/',
    maxAge: 60 * 60 * 24 * 30,
  });
}

export function clearSessionCookie(reply: FastifyReply, settings: CookieSettings): void {
  reply.clearCookie(API_TOKEN_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: settings.secure,
    path: '/',
  });
}
