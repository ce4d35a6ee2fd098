import { ARTICLE_MESSAGES, type TArticle } from '@fura/domain/article-schemas';
import type { ArticleType } from '@fura/domain/articles';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../http/errors';
import { isOfferHiddenFrom } from './offer-visibility';
import { canParticipantView } from '../listing/participants';
import { canView } from './policy';
import { presentArticleFor } from '../listing/present-for';
import { findArticleWithAuthor } from '../listing/repo';

/**
 * getArticle (viewer null: guests and anyone on the public page) and getUserArticle (the logged-in viewer): a
 * published listing (not the offer of a carrier without an active tariff), the viewer's own in any status, or one in
 * work or closed whose deal he takes part in. Anything else, or a type that does not match, is "not found" — an
 * unpublished listing's existence is not revealed.
 */
export async function getArticle(
  deps: Pick<AppDeps, 'db'>,
  viewerId: string | null,
  id: string,
  type: ArticleType,
): Promise<TArticle> {
  const found = await findArticleWithAuthor(deps.db, id);
  if (!found || found.article.type !== type) throw notFound(ARTICLE_MESSAGES.notFound);
  const visible =
    (canView(found.article, viewerId) && !(await isOfferHiddenFrom(deps.db, found.article, viewerId))) ||
    (await canParticipantView(deps.db, found.article, viewerId));
  if (!visible) throw notFound(ARTICLE_MESSAGES.notFound);
  return presentArticleFor(deps.db, found.article, found.author, viewerId);
}
