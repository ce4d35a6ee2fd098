import type { TArticle } from '@fura/domain/article-schemas';
import type { Db } from '../../db/connect';
import type { ArticleRow } from '../../db/schema';
import { DealContacts, executorsIn } from './deal-contacts';
import { dealForViewer, EMPTY_DEAL, loadDeals, type DealData } from './deal-data';
import { presentArticle, type ArticleAuthorRow } from './present';
import { loadVerifiedCars } from './vehicle-marks';

/** Listings with their deal data, each presented for `viewerId` (null = guest). One batch of queries per page. */
export async function presentArticlesFor(
  db: Db,
  rows: readonly { article: ArticleRow; author: ArticleAuthorRow }[],
  viewerId: string | null,
): Promise<TArticle[]> {
  const articles = rows.map(({ article }) => article);
  const deals = await loadDeals(db, articles);
  const contacts = await DealContacts.load(db, articles, executorsIn(deals));
  const verifiedCars = await loadVerifiedCars(db, articles);
  return rows.map(({ article, author }) =>
    presentArticle(article, author, {
      vehicleVerified: verifiedCars.has(article.id),
      deal: {
        ...dealForViewer(article, deals.get(article.id) ?? EMPTY_DEAL, viewerId),
        contacts: contacts.for(article.id, viewerId),
      },
      viewerId,
    }),
  );
}

export async function presentArticleFor(
  db: Db,
  article: ArticleRow,
  author: ArticleAuthorRow,
  viewerId: string | null,
): Promise<TArticle> {
  const [presented] = await presentArticlesFor(db, [{ article, author }], viewerId);
  if (!presented) throw new Error('presentArticlesFor returned nothing');
  return presented;
}

/** One listing presented for each of several recipients (events carry the recipient's own view, contacts too). */
export async function presentArticleForEach(
  db: Db,
  article: ArticleRow,
  author: ArticleAuthorRow,
  viewerIds: readonly string[],
): Promise<{ viewerId: string; article: TArticle; deal: DealData }[]> {
  const deals = await loadDeals(db, [article]);
  const deal = deals.get(article.id) ?? EMPTY_DEAL;
  const contacts = await DealContacts.load(db, [article], executorsIn(deals));
  const verifiedCars = await loadVerifiedCars(db, [article]);
  return viewerIds.map((viewerId) => ({
    viewerId,
    deal,
    article: presentArticle(article, author, {
      vehicleVerified: verifiedCars.has(article.id),
      deal: { ...dealForViewer(article, deal, viewerId), contacts: contacts.for(article.id, viewerId) },
      viewerId,
    }),
  }));
}
