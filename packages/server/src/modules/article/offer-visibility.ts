import type { Db } from '../../db/connect';
import type { ArticleRow } from '../../db/schema';
import { articleReadStatements } from '../listing/read-statements';
import { carrierHasTariff } from '../tariff/tariff-state';

/**
 * SPEC §6: a carrier without an active tariff (ended, never had one, banned) has his offers hidden from everyone
 * else — the page by a direct link too, as in search and on his profile; a banned author's orders too, while the ban
 * lasts (issue 12), and the listings of an author whose company the register bars (issue 29). The author still sees
 * his own.
 */
export async function isOfferHiddenFrom(
  db: Db,
  article: ArticleRow,
  viewerId: string | null,
): Promise<boolean> {
  if (article.authorId === viewerId) return false;
  const [author] = await articleReadStatements(db).user.execute({ id: article.authorId });
  if (!author || author.isBan || author.companyBlocked) return true;
  return article.type === 'offer' && !carrierHasTariff(author, new Date());
}
