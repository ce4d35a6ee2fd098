import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { TArticle } from '@fura/domain/article-schemas';
import type { TUserResponse } from '@fura/domain/user';
import {
  applyMyArticleChange,
  applyToPages,
  articleQueryKey,
  cachedStatus,
  hasMoreArticles,
  loadedCount,
  myArticlesQueryKey,
  type MyArticlesPages,
} from '../src/shared/articles/my-articles-cache';
import { SESSION_QUERY_KEY } from '../src/shared/session/session-query';
import { makeSession } from './fixtures';
import { changed, makeArticle } from './my-articles-fixtures';

function pages(...lists: TArticle[][]): MyArticlesPages {
  const countAll = lists.reduce((sum, list) => sum + list.length, 0) + 2;
  return {
    pages: lists.map((articles) => ({ error: false as const, articles, countAll })),
    pageParams: lists.map((_, index) => index * 6),
  };
}

const ids = (data: MyArticlesPages | undefined) => data?.pages.map((page) => page.articles.map((a) => a._id));

describe('my-lists cache', () => {
  it('counts loaded listings and knows when more remain', () => {
    const data = pages([makeArticle('a'), makeArticle('b')], [makeArticle('c')]);
    expect(loadedCount(data)).toBe(3);
    expect(hasMoreArticles(data)).toBe(true);
    expect(hasMoreArticles(applyToPages(data, changed(makeArticle('x'), {}), [2]))).toBe(true);
    expect(hasMoreArticles(undefined)).toBe(false);
    const complete = { ...data, pages: data.pages.map((page) => ({ ...page, countAll: 3 })) };
    expect(hasMoreArticles(complete)).toBe(false);
  });

  it('updates in the page that holds the listing, removes it when it leaves, adds on top when it arrives', () => {
    const a = makeArticle('a', { status: 2 });
    const c = makeArticle('c', { status: 1 });
    const data = pages([a, makeArticle('b')], [c]);

    const updated = applyToPages(data, changed(c, { status: 2 }), [1, 2]);
    expect(ids(updated)).toEqual([['a', 'b'], ['c']]);
    expect(updated.pages[1]?.articles[0]?.status).toBe(2);
    expect(updated.pages.map((page) => page.countAll)).toEqual([5, 5]);

    const removed = applyToPages(data, changed(c, { status: 7 }), [1, 2]);
    expect(ids(removed)).toEqual([['a', 'b'], []]);
    expect(removed.pages.map((page) => page.countAll)).toEqual([4, 4]);

    const added = applyToPages(data, makeArticle('new', { status: 1 }), [1, 2]);
    expect(ids(added)).toEqual([['new', 'a', 'b'], ['c']]);
    expect(added.pages[0]?.countAll).toBe(6);

    const elsewhere = applyToPages(data, makeArticle('gone', { status: 7 }), [1, 2]);
    expect(ids(elsewhere)).toEqual([['a', 'b'], ['c']]);
    expect(elsewhere.pages[0]?.countAll).toBe(5);
  });

  it('moves a listing through every cached list of its type, its page and the session counts', () => {
    const client = new QueryClient();
    const a = makeArticle('a', { status: 2 });
    client.setQueryData(
      SESSION_QUERY_KEY,
      makeSession({ myCountsArticles: { countAll: 1, byStatus: { '2': 1 } } }),
    );
    client.setQueryData(myArticlesQueryKey('order', 'open'), pages([a]));
    client.setQueryData(myArticlesQueryKey('order', 'deleted'), pages([]));
    client.setQueryData(myArticlesQueryKey('order', 'all'), pages([a]));
    client.setQueryData(myArticlesQueryKey('offer', 'open'), pages([]));
    client.setQueryData(articleQueryKey('order', 'a'), a);
    expect(cachedStatus(client, 'order', 'a')).toBe(2);

    const trashed = changed(a, { status: 7 });
    applyMyArticleChange(client, trashed, 2);
    expect(ids(client.getQueryData(myArticlesQueryKey('order', 'open')))).toEqual([[]]);
    expect(ids(client.getQueryData(myArticlesQueryKey('order', 'deleted')))).toEqual([['a']]);
    expect(
      client.getQueryData<MyArticlesPages>(myArticlesQueryKey('order', 'all'))?.pages[0]?.articles[0]?.status,
    ).toBe(7);
    expect(ids(client.getQueryData(myArticlesQueryKey('offer', 'open')))).toEqual([[]]);
    expect(client.getQueryData<TArticle>(articleQueryKey('order', 'a'))?.status).toBe(7);
    expect(client.getQueryData<TUserResponse>(SESSION_QUERY_KEY)?.myCountsArticles).toEqual({
      countAll: 1,
      byStatus: { '2': 0, '7': 1 },
    });

    // The same change again (answer and event of one action) is applied once.
    applyMyArticleChange(client, trashed, 2);
    expect(client.getQueryData<TUserResponse>(SESSION_QUERY_KEY)?.myCountsArticles.byStatus['7']).toBe(1);
  });
});
