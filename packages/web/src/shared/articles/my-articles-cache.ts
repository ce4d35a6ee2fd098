/**
 * The cached "my" lists (one infinite query per listing type and list group), the cached listing pages and the
 * counts in the session: how a created, edited or re-statused listing moves through them (SPEC §4). Used after an
 * HTTP answer in the calling tab and from socket events in the user's other tabs.
 */
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { TArticle, TGetMyArticlesResponse } from '@fura/domain/article-schemas';
import { applyToList } from '@fura/domain/article-lists';
import {
  LIST_GROUP_STATUSES,
  MY_LIST_STATUSES,
  type ArticleStatus,
  type ArticleType,
  type ListGroup,
} from '@fura/domain/articles';
import type { TUserResponse } from '@fura/domain/user';
import { SESSION_QUERY_KEY } from '../session/session-query';
import { withMyCountsMoved } from '../session/session-updates';
import { followCarrierLocation } from './carrier-location';
import { changeMemory } from './applied-changes';

export type MyListGroup = ListGroup | 'all';
export type MyArticlesPages = InfiniteData<TGetMyArticlesResponse, number>;

export const MY_ARTICLES_QUERY_KEY = ['my-articles'] as const;

/** `['my-articles', type, group]`: the infinite query of one my-list. */
export function myArticlesQueryKey(type: ArticleType, group: MyListGroup) {
  return [...MY_ARTICLES_QUERY_KEY, type, group] as const;
}

/** `['article', type, id]`: one listing as its page shows it (the presented TArticle). */
export function articleQueryKey(type: ArticleType, id: string) {
  return ['article', type, id] as const;
}

/** The statuses a my-list shows: a group's, or all of 1..7. */
export function myListStatuses(group: MyListGroup): readonly ArticleStatus[] {
  return group === 'all' ? MY_LIST_STATUSES : LIST_GROUP_STATUSES[group];
}

/** The offset of the next page: how many listings the cached pages hold now (they change as listings move). */
export function loadedCount(data: MyArticlesPages | undefined): number {
  return data ? data.pages.reduce((sum, page) => sum + page.articles.length, 0) : 0;
}

/** More to load: fewer listings shown than the server counts. */
export function hasMoreArticles(data: MyArticlesPages | undefined): boolean {
  const last = data?.pages.at(-1);
  return last ? loadedCount(data) < last.countAll : false;
}

/** One list's pages after the listing changed: updated in place, removed, or added on top; countAll follows. */
export function applyToPages(
  data: MyArticlesPages,
  article: TArticle,
  statuses: readonly ArticleStatus[],
): MyArticlesPages {
  const pageIndex = data.pages.findIndex((page) => page.articles.some((item) => item._id === article._id));
  const target = pageIndex === -1 ? 0 : pageIndex;
  const before = data.pages[target];
  if (!before) return data;
  const articles = applyToList(before.articles, article, statuses);
  const delta = articles.length - before.articles.length;
  const pages = data.pages.map((page, index) => ({
    ...page,
    articles: index === target ? articles : page.articles,
    countAll: Math.max(0, page.countAll + delta),
  }));
  return { ...data, pages };
}

/** The status of a listing in any cached my-list or page, or null when none holds it. */
export function cachedStatus(client: QueryClient, type: ArticleType, id: string): ArticleStatus | null {
  const page = client.getQueryData<TArticle>(articleQueryKey(type, id));
  if (page) return page.status;
  for (const [, data] of client.getQueriesData<MyArticlesPages>({
    queryKey: [...MY_ARTICLES_QUERY_KEY, type],
  })) {
    const found = data?.pages.flatMap((item) => item.articles).find((item) => item._id === id);
    if (found) return found.status;
  }
  return null;
}

/** The last change applied per listing, so an answer and an event about the same change count once. */
const appliedChanges = changeMemory();

/**
 * Puts a changed listing everywhere it is cached: every my-list of its type (by that list's statuses), its page,
 * and the session counts (`from` → its status; `from = null` for a new listing). Idempotent per change.
 */
export function applyMyArticleChange(
  client: QueryClient,
  article: TArticle,
  from: ArticleStatus | null,
): void {
  if (appliedChanges.seen(article)) return;
  placeMyArticle(client, article);
  const pageKey = articleQueryKey(article.type, article._id);
  if (client.getQueryData(pageKey)) client.setQueryData(pageKey, article);
  if (from !== article.status) {
    client.setQueryData<TUserResponse | null>(SESSION_QUERY_KEY, (session) =>
      session ? withMyCountsMoved(session, from, article.status) : session,
    );
    followCarrierLocation(client, from, article.status);
  }
}

/**
 * Only the cached my-lists of the listing's type: each list takes, keeps or drops it by its statuses. No counts and
 * no page: for a newer view whose status move is counted by its own event (updateStatusMyArticle).
 */
export function placeMyArticle(client: QueryClient, article: TArticle): void {
  for (const [key, data] of client.getQueriesData<MyArticlesPages>({
    queryKey: [...MY_ARTICLES_QUERY_KEY, article.type],
  })) {
    const group = key[2] as MyListGroup | undefined;
    if (!data || !group) continue;
    client.setQueryData<MyArticlesPages>(key, applyToPages(data, article, myListStatuses(group)));
  }
}
