/**
 * The cached taking lists (listings the user executes: /taken-orders for a carrier, /taken-offers for a cargo owner),
 * one infinite query per listing type and filter, and the taking counts in the session (SPEC §3, §4). Changed from
 * socket events: taken, no longer his, status moved.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { TArticle } from '@fura/domain/article-schemas';
import {
  LIST_GROUP_STATUSES,
  TAKING_LIST_STATUSES,
  type ArticleStatus,
  type ArticleType,
} from '@fura/domain/articles';
import type { TUserResponse } from '@fura/domain/user';
import { SESSION_QUERY_KEY } from '../session/session-query';
import { withTakeCountsMoved } from '../session/session-updates';
import { followCarrierLocation } from './carrier-location';
import { applyToPages, articleQueryKey, type MyArticlesPages } from './my-articles-cache';
import { changeMemory } from './applied-changes';

export type TakingFilter = 'all' | 'working' | 'completed';

export const TAKING_FILTERS: readonly TakingFilter[] = ['all', 'working', 'completed'];

export const TAKING_FILTER_STATUSES: Record<TakingFilter, readonly ArticleStatus[]> = {
  all: TAKING_LIST_STATUSES,
  working: LIST_GROUP_STATUSES.working,
  completed: LIST_GROUP_STATUSES.completed,
};

export const TAKING_ARTICLES_QUERY_KEY = ['taking-articles'] as const;

/** `['taking-articles', type, filter]`: the infinite query of one taking list. */
export function takingArticlesQueryKey(type: ArticleType, filter: TakingFilter) {
  return [...TAKING_ARTICLES_QUERY_KEY, type, filter] as const;
}

function isTakingFilter(value: unknown): value is TakingFilter {
  return value === 'all' || value === 'working' || value === 'completed';
}

function takingLists(client: QueryClient, type: ArticleType) {
  return client
    .getQueriesData<MyArticlesPages>({ queryKey: [...TAKING_ARTICLES_QUERY_KEY, type] })
    .flatMap(([key, data]) => (data && isTakingFilter(key[2]) ? [{ key, data, filter: key[2] }] : []));
}

/** The status of a listing in any cached taking list, or null when none holds it. */
export function cachedTakingStatus(client: QueryClient, type: ArticleType, id: string): ArticleStatus | null {
  for (const { data } of takingLists(client, type)) {
    const found = data.pages.flatMap((page) => page.articles).find((item) => item._id === id);
    if (found) return found.status;
  }
  return null;
}

function moveTakeCounts(client: QueryClient, from: ArticleStatus | null, to: ArticleStatus | null): void {
  if (from === to) return;
  client.setQueryData<TUserResponse | null>(SESSION_QUERY_KEY, (session) =>
    session ? withTakeCountsMoved(session, from, to) : session,
  );
  followCarrierLocation(client, from, to);
}

/** The last change applied per listing, so one change delivered twice counts once. */
const appliedChanges = changeMemory();

/**
 * Puts a listing the user executes into his taking lists (by each list's statuses), its page, and moves the taking
 * counts `from` → its status (`from = null`: just taken). Idempotent per change.
 */
export function applyTakingArticleChange(
  client: QueryClient,
  article: TArticle,
  from: ArticleStatus | null,
): void {
  if (appliedChanges.seen(article)) return;
  for (const { key, data, filter } of takingLists(client, article.type)) {
    client.setQueryData<MyArticlesPages>(key, applyToPages(data, article, TAKING_FILTER_STATUSES[filter]));
  }
  const pageKey = articleQueryKey(article.type, article._id);
  if (client.getQueryData(pageKey)) client.setQueryData(pageKey, article);
  moveTakeCounts(client, from, article.status);
}

/** A newer view of a listing already in the taking lists (executors changed): replaced where it is shown. */
export function refreshTakingArticle(client: QueryClient, article: TArticle): void {
  for (const { key, data } of takingLists(client, article.type)) {
    if (!data.pages.some((page) => page.articles.some((item) => item._id === article._id))) continue;
    client.setQueryData<MyArticlesPages>(key, {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        articles: page.articles.map((item) => (item._id === article._id ? article : item)),
      })),
    });
  }
}

/**
 * The user is no longer an executor of the listing: it leaves every taking list and the counts. When no list holds
 * it, its counted status is unknown, so the counts are refetched with the session.
 */
export function removeTakingArticle(client: QueryClient, type: ArticleType, id: string): void {
  const from = cachedTakingStatus(client, type, id);
  for (const { key, data } of takingLists(client, type)) {
    if (!data.pages.some((page) => page.articles.some((item) => item._id === id))) continue;
    client.setQueryData<MyArticlesPages>(key, {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        articles: page.articles.filter((item) => item._id !== id),
        countAll: Math.max(0, page.countAll - 1),
      })),
    });
  }
  appliedChanges.forget(id);
  if (from === null) {
    void client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    return;
  }
  moveTakeCounts(client, from, null);
}

/** A status move of a listing the user executes, told without the listing: counts now, the lists reloaded. */
export function moveTakingStatus(
  client: QueryClient,
  type: ArticleType,
  id: string,
  from: ArticleStatus,
  to: ArticleStatus,
): void {
  moveTakeCounts(client, from, to);
  void client.invalidateQueries({ queryKey: [...TAKING_ARTICLES_QUERY_KEY, type] });
  void client.invalidateQueries({ queryKey: articleQueryKey(type, id) });
}
