import type { QueryClient } from '@tanstack/react-query';
import type { TArticle } from '@fura/domain/article-schemas';
import type { ArticleStatus } from '@fura/domain/articles';
import { applyMyArticleChange, articleQueryKey } from '../../shared/articles/my-articles-cache';

/** Puts a created or edited listing into the cached lists, counts and its page, so this tab is current at once. */
export function rememberSavedArticle(
  client: QueryClient,
  article: TArticle,
  from: ArticleStatus | null,
): void {
  applyMyArticleChange(client, article, from);
  client.setQueryData(articleQueryKey(article.type, article._id), article);
}
