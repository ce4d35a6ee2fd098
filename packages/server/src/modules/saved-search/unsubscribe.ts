import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { savedSearches, savedSearchUnsubscribeTokens } from '../../db/schema';
import { hashToken } from '../../http/auth';
import { dropPendingMail } from './repo';

/** The search a letter's unsubscribe token belongs to (its name for the page), or null. */
export async function searchOfToken(db: Db, token: string): Promise<{ id: string; name: string } | null> {
  const [row] = await db
    .select({ id: savedSearches.id, name: savedSearches.name })
    .from(savedSearchUnsubscribeTokens)
    .innerJoin(savedSearches, eq(savedSearches.id, savedSearchUnsubscribeTokens.searchId))
    .where(eq(savedSearchUnsubscribeTokens.tokenHash, hashToken(token)));
  return row ?? null;
}

/** Turns e-mail off for one saved search; the search itself, its other channels and «Мои поиски» stay. */
export async function unsubscribeSearch(db: Db, searchId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(savedSearches)
      .set({ channels: sql`array_remove(${savedSearches.channels}, 'email')`, emailDueAt: null })
      .where(eq(savedSearches.id, searchId));
    await dropPendingMail(tx, searchId);
  });
}
