import { ARTICLE_MESSAGES, type TArticle } from '@fura/domain/article-schemas';
import type { ArticleType } from '@fura/domain/articles';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../http/errors';
import { canView } from './policy';
import { presentArticle } from './present';
import { findArticleWithAuthor } from './repo';

/**
 * getArticle (viewer null: guests and anyone on the public page) and getUserArticle (the logged-in viewer): a
 * published listing, or the viewer's own in any status. Anything else, or a type that does not match, is
 * "not found" — an unpublished listing's existence is not revealed.
 */
export async function getArticle(
  deps: Pick<AppDeps, 'db'>,
  viewerId: string | null,
  id: string,
  type: ArticleType,
): Promise<TArticle> {
  const found = await findArticleWithAuthor(deps.db, id);
  if (!found || found.article.type !== type || !canView(found.article, viewerId)) {
    throw notFound(ARTICLE_MESSAGES.notFound);
  }
  return presentArticle(found.article, found.author);
}
