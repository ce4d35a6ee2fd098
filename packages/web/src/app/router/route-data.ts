import type { QueryClient } from '@tanstack/react-query';
import type { RouteName } from '@fura/domain/routes';
import { articleQuery } from '../../features/article-view/api/get-article';
import { cmsPageQuery } from '../../features/content/api/get-page';
import { faqQuery } from '../../features/content/api/get-faq';
import { faqQuestionQuery } from '../../features/content/api/get-question';
import { mainContentQuery } from '../../features/landing/api/get-main-content';
import { laneQuery } from '../../features/lane/api/get-lane';
import { searchArticlesQuery } from '../../features/search/api/search-articles';
import { plansQuery } from '../../features/tariffs/api/get-plans';
import { publicTrackQuery } from '../../features/track-link/api/get-public-track';
import {
  publicUserQuery,
  userArticlesQuery,
  userReviewsQuery,
} from '../../features/user-profile/api/user-profile-api';
import { landingQuery } from '../../shared/api/get-landing';
import { fromSearchParams } from '../../shared/search/search-params';

/** What a public route's screen reads on its first render, as a guest, from its address. */
export interface RouteAddress {
  name: RouteName;
  params: Record<string, string>;
  search: URLSearchParams;
}

type Load = (client: QueryClient, address: RouteAddress) => Promise<unknown>[];

const param = (address: RouteAddress, key: string) => address.params[key] ?? '';

/**
 * The data of each route the server renders (issue 28), fetched under the keys its screen's queries use, so that the
 * rendering has it and the browser hydrates from it without asking again. A route not here is not rendered on the
 * server (private screens, the auth forms, «По пути»).
 */
const ROUTE_DATA: Partial<Record<RouteName, Load>> = {
  main: (client) => [client.fetchQuery(mainContentQuery), client.fetchQuery(landingQuery)],
  cargo: (client) => [client.fetchQuery(landingQuery)],
  carrier: (client) => [client.fetchQuery(landingQuery)],
  downloadApp: (client) => [client.fetchQuery(landingQuery)],
  tariffs: (client) => [client.fetchQuery(plansQuery)],
  faq: (client) => [client.fetchQuery(faqQuery(null))],
  // The question and the others of its section.
  questions: (client, address) => [
    client.fetchQuery(faqQuestionQuery(param(address, 'slug'))),
    client.fetchQuery(faqQuery(null)),
  ],
  page: (client, address) => [client.fetchQuery(cmsPageQuery(param(address, 'slug')))],
  searchOrder: (client, address) => [
    client.fetchInfiniteQuery(searchArticlesQuery('order', fromSearchParams(address.search))),
  ],
  searchOffer: (client, address) => [
    client.fetchInfiniteQuery(searchArticlesQuery('offer', fromSearchParams(address.search))),
  ],
  order: (client, address) => [client.fetchQuery(articleQuery('order', param(address, 'id'), false))],
  offer: (client, address) => [client.fetchQuery(articleQuery('offer', param(address, 'id'), false))],
  user: (client, address) => {
    const id = param(address, 'id');
    const tab =
      address.search.get('tab') === 'articles'
        ? client.fetchInfiniteQuery(userArticlesQuery(id))
        : client.fetchInfiniteQuery(userReviewsQuery(id));
    return [client.fetchQuery(publicUserQuery(id)), tab];
  },
  track: (client, address) => [client.fetchQuery(publicTrackQuery(param(address, 'token')))],
  lane: (client, address) => [client.fetchQuery(laneQuery(param(address, 'lane')))],
};

/** Whether the server renders this route for a guest. */
export function rendersOnServer(name: RouteName): boolean {
  return name in ROUTE_DATA;
}

/** Fetches a route's data into the client; rejects when any of it cannot be had (the page is then not rendered). */
export async function loadRouteData(client: QueryClient, address: RouteAddress): Promise<void> {
  const load = ROUTE_DATA[address.name];
  if (load) await Promise.all(load(client, address));
}
