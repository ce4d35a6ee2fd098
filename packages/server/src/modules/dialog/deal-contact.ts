import { eq } from 'drizzle-orm';
import type { TDealContact } from '@fura/domain/deal-contacts';
import type { Db } from '../../db/connect';
import { articles, type DialogRow } from '../../db/schema';
import { DealContacts } from '../listing/deal-contacts';
import { listExecutorIds } from '../listing/repo';
import { otherUserId } from './repo';

/**
 * The other member's phone and e-mail for the header of a listing's dialog: only while the two are the listing's
 * author and one of its executors and the deal is open (the rule of the listing page, modules/article/deal-contacts).
 */
export async function dialogContact(
  db: Db,
  dialog: DialogRow,
  viewerId: string,
): Promise<TDealContact | null> {
  if (dialog.kind !== 'order' || !dialog.articleId) return null;
  const [article] = await db
    .select({
      id: articles.id,
      authorId: articles.authorId,
      status: articles.status,
      closedAt: articles.closedAt,
    })
    .from(articles)
    .where(eq(articles.id, dialog.articleId))
    .limit(1);
  if (!article) return null;
  const executorIds = await listExecutorIds(db, article.id);
  const contacts = await DealContacts.load(db, [article], () => executorIds);
  const otherId = otherUserId(dialog, viewerId);
  return contacts.for(article.id, viewerId).find((contact) => contact.userId === otherId) ?? null;
}
