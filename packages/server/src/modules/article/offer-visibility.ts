import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { users, type ArticleRow } from '../../db/schema';
import { carrierHasTariff } from '../tariff/tariff-state';

/**
 * SPEC §6: a carrier without an active tariff (ended, never had one, banned) has his offers hidden from everyone
 * else — the page by a direct link too, as in search and on his profile. He still sees his own.
 */
export async function isOfferHiddenFrom(
  db: Db,
  article: ArticleRow,
  viewerId: string | null,
): Promise<boolean> {
  if (article.type !== 'offer' || article.authorId === viewerId) return false;
  const [author] = await db.select().from(users).where(eq(users.id, article.authorId)).limit(1);
  return !author || !carrierHasTariff(author, new Date());
}
