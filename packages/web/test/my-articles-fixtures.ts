/** Listings and a fetch stub routed by API path, for the my-lists, realtime and listing page tests. */
import { vi } from 'vitest';
import type { TArticle } from '@fura/domain/article-schemas';

let clock = 0;

/** A unique `updatedAt` per call: each made listing is a distinct change for the cache. */
function nextTimestamp(): string {
  clock += 1;
  return new Date(Date.UTC(2030, 7, 1, 10, 0, clock)).toISOString();
}

export function makeArticle(id: string, overrides: Partial<TArticle> = {}): TArticle {
  return {
    _id: id,
    type: 'order',
    status: 2,
    author: {
      _id: 'u1',
      name: { first: 'Иван', last: 'Петров' },
      rating: 4.5,
      reviewsCount: 3,
      avatar: null,
      contract: { id: 3 },
      isPassportVerified: true,
    },
    from: {
      address: 'Москва, ул. Ленина, 1',
      settlement: 'Москва',
      region: 'Москва',
      lat: 55.75,
      lon: 37.62,
      placeId: null,
    },
    to: {
      address: 'Казань, ул. Баумана, 5',
      settlement: 'Казань',
      region: 'Республика Татарстан',
      lat: 55.79,
      lon: 49.12,
      placeId: null,
    },
    loadingDate: '2030-08-12',
    loadingTimeFrom: '10:00',
    loadingTimeTo: '14:00',
    cargoTypes: [2, 1],
    weightKg: 1500,
    volumeM3: 12,
    lengthM: null,
    widthM: null,
    heightM: null,
    places: null,
    bodyTypes: ['tent'],
    loadingTypes: ['rear'],
    budgetKopecks: 4_500_000,
    paymentMethod: 'cashlessVat',
    contractType: null,
    comment: '',
    cargoPhoto: [],
    car: null,
    executors: [],
    requests: [],
    reviews: [],
    delivered: [],
    requestsCount: 0,
    lastCarrierLocation: null,
    contacts: [],
    createdAt: '2030-08-01T10:00:00.000Z',
    updatedAt: nextTimestamp(),
    publishedAt: '2030-08-01T10:00:00.000Z',
    confirmedAt: '2030-08-01T10:00:00.000Z',
    ...overrides,
  };
}

/** The same listing after a change (new status or fields), as the server answers it. */
export function changed(article: TArticle, overrides: Partial<TArticle>): TArticle {
  return { ...article, updatedAt: nextTimestamp(), ...overrides };
}

export interface Call {
  path: string;
  body: Record<string, unknown>;
}

export type Handler = (body: Record<string, unknown>) => { status?: number; body: unknown };

/** Answers each POST by its path; records every call. An unknown path fails the test with a 599. */
export function stubApi(handlers: Record<string, Handler>) {
  const calls: Call[] = [];
  // The API client always calls fetch(path, { body: JSON text }).
  const mock = vi.fn((path: string, init?: RequestInit) => {
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    calls.push({ path, body });
    const handler = handlers[path];
    const answer = handler ? handler(body) : { status: 599, body: { error: true, errors: [{ msg: path }] } };
    return Promise.resolve(
      new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });
  vi.stubGlobal('fetch', mock);
  return calls;
}

/** getMyArticles from a fixed list: filtered by status, 6 per page from `offset`. */
export function myArticlesHandler(list: () => TArticle[]): Handler {
  return (body) => {
    const statuses = body.status === undefined ? null : ([] as unknown[]).concat(body.status);
    const matching = list().filter((article) => !statuses || statuses.includes(article.status));
    const offset = typeof body.offset === 'number' ? body.offset : 0;
    return {
      body: { error: false, articles: matching.slice(offset, offset + 6), countAll: matching.length },
    };
  };
}
