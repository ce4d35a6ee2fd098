import type { QueryClient } from '@tanstack/react-query';
import type { TDelivered } from '@fura/domain/deal-items';
import { MY_ARTICLES_QUERY_KEY, type MyArticlesPages } from './my-articles-cache';
import { TAKING_ARTICLES_QUERY_KEY } from './taking-articles-cache';

/**
 * New delivery marks of a listing wherever a cached my-list or taking list shows it: the card then shows
 * «Доставлено» to the viewer whose side is delivered (domain/delivery.ts). The stored status stays 4, so no list
 * membership and no count changes.
 */
export function putDeliveredInLists(client: QueryClient, articleId: string, delivered: TDelivered[]): void {
  for (const queryKey of [MY_ARTICLES_QUERY_KEY, TAKING_ARTICLES_QUERY_KEY]) {
    for (const [key, data] of client.getQueriesData<MyArticlesPages>({ queryKey })) {
      if (!data?.pages.some((page) => page.articles.some((item) => item._id === articleId))) continue;
      client.setQueryData<MyArticlesPages>(key, {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          articles: page.articles.map((item) => (item._id === articleId ? { ...item, delivered } : item)),
        })),
      });
    }
  }
}
