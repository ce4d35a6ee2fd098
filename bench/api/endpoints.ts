import { BENCH_CITIES } from '../search/cities';
import type { LoadTargets } from './seed';

export type EndpointKey = 'user' | 'search' | 'listing' | 'send';

/** One request of the load: whose session, and the JSON body (none for GET). */
export interface RequestInstance {
  token: string;
  body?: Record<string, unknown>;
}

export interface Endpoint {
  key: EndpointKey;
  label: string;
  method: 'GET' | 'POST';
  path: string;
  /** The n-th request of a run; `tag` keeps message client ids of different runs apart. */
  request(n: number, tag: string): RequestInstance;
}

const at = <T>(list: readonly T[], n: number): T => {
  const item = list[n % list.length];
  if (item === undefined) throw new Error('bench:api: empty target list');
  return item;
};

const MESSAGE_TEXTS = ['Добрый день! Во сколько будете на погрузке?', 'Подтверждаю, ждём машину к 10:00'];

/**
 * The four requests of issue 14, each as the web app sends it (docs/api.md), logged in by `Authorization: Bearer`:
 * the header's `GET /api/user`, a search around Moscow (the most common filter), a listing page
 * (`getUserArticle`, what the page calls for a logged-in user) and sending a message in an order dialog.
 */
export function apiEndpoints(targets: LoadTargets): Endpoint[] {
  const [moscow] = BENCH_CITIES;
  if (!moscow) throw new Error('bench cities are empty');
  return [
    {
      key: 'user',
      label: 'GET /api/user',
      method: 'GET',
      path: '/api/user',
      request: (n) => ({ token: at(targets.tokens, n) }),
    },
    {
      key: 'search',
      label: 'search: orders, Moscow 100 km, newest',
      method: 'POST',
      path: '/api/article/search',
      request: (n) => ({
        token: at(targets.tokens, n),
        body: { type: 'order', from: { lat: moscow.lat, lon: moscow.lon, radiusKm: 100 }, sort: 'newest' },
      }),
    },
    {
      key: 'listing',
      label: 'listing page (getUserArticle)',
      method: 'POST',
      path: '/api/article/getUserArticle',
      // Viewer and listing advance at different steps, so pairs vary.
      request: (n) => ({
        token: at(targets.viewerTokens, n),
        body: { id: at(targets.orderIds, n * 7 + 3), type: 'order' },
      }),
    },
    {
      key: 'send',
      label: 'dialog send',
      method: 'POST',
      path: '/api/dialog/send',
      request: (n, tag) => {
        const target = at(targets.dialogs, n);
        return {
          token: target.token,
          body: { dialogId: target.dialogId, text: at(MESSAGE_TEXTS, n), clientId: `bench-${tag}-${n}` },
        };
      },
    },
  ];
}
