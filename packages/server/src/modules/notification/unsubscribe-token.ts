import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { emailUnsubscribeTokens } from '../../db/schema';
import { generateToken, hashToken } from '../../http/auth';

/**
 * A new unsubscribe token for one notification mail. Only its SHA-256 is stored; older tokens stay, so the link of
 * every mail the user got keeps working.
 */
export async function issueUnsubscribeToken(tx: Db, userId: string): Promise<string> {
  const token = generateToken();
  await tx.insert(emailUnsubscribeTokens).values({ tokenHash: hashToken(token), userId });
  return token;
}

/** The user an unsubscribe token belongs to, or null. */
export async function userOfUnsubscribeToken(db: Db, token: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: emailUnsubscribeTokens.userId })
    .from(emailUnsubscribeTokens)
    .where(eq(emailUnsubscribeTokens.tokenHash, hashToken(token)));
  return row?.userId ?? null;
}
