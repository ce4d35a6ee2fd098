import { and, eq, isNull, ne } from 'drizzle-orm';
import { isFreeText } from '@fura/domain/free-text';
import type { Db } from '../../db/connect';
import { sessions } from '../../db/schema';
import { generateToken, hashToken } from '../../http/auth';

const USER_AGENT_MAX = 300;

/**
 * Opens a session and returns its token; only the token's hash is stored. The User-Agent is kept for the user's
 * information only, so one with control characters (NUL would fail the insert) is not kept at all.
 */
export async function openSession(db: Db, userId: string, userAgent: string | null): Promise<string> {
  const token = generateToken();
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    userAgent: userAgent && isFreeText(userAgent) ? userAgent.slice(0, USER_AGENT_MAX) : null,
  });
  return token;
}

export async function revokeSessionByToken(db: Db, token: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
}

export async function revokeAllSessions(db: Db, userId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export async function revokeOtherSessions(db: Db, userId: string, keepSessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)));
}
