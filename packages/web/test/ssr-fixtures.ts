import { vi } from 'vitest';
import { CONTACT_MASK } from '@fura/domain/contact-masking';
import type { TPublicTrack } from '@fura/domain/geo-tracking';
import type { TLane } from '@fura/domain/lane-schemas';
import type { TTrustFacts } from '@fura/domain/trust-line';
import { makeSettings } from './fixtures';
import { makeFaq, makeLanding, makeMainContent, makePage } from './content-fixtures';
import { makeArticle } from './my-articles-fixtures';
import { PLANS } from './tariff-fixtures';
import { makePublicUser, makeReview } from './user-profile-fixtures';

interface Answer {
  status?: number;
  body: unknown;
}

/** One API call the page made: where, and when (before or after the page was on screen). */
export interface ApiCall {
  method: string;
  path: string;
}

const question = () => {
  const section = makeFaq()[0]!;
  return {
    question: section.questions[0],
    section: { id: section.id, title: section.title, audience: section.audience },
  };
};

const track = (): TPublicTrack => ({
  from: { settlement: 'Москва', lat: 55.76, lon: 37.62 },
  to: { settlement: 'Тверь', lat: 56.86, lon: 35.92 },
  position: null,
  eta: { distanceKm: 130, minutes: 130 },
  expiresAt: '2026-05-19T07:30:00.000Z',
  toChangedAt: null,
});

const lane = (): TLane => ({
  slug: 'moskva-tver',
  from: { name: 'Москва', slug: 'moskva', region: 'Москва', lat: 55.7558, lon: 37.6173 },
  to: { name: 'Тверь', slug: 'tver', region: 'Тверская область', lat: 56.8587, lon: 35.9176 },
  orders: [makeArticle('a1')],
  offers: [makeArticle('a2', { type: 'offer' })],
  ordersCount: 1,
  offersCount: 1,
  carriersCount: 3,
  hasOpen: true,
  neighbours: [{ slug: 'moskva-tula', from: 'Москва', to: 'Тула', openCount: 2 }],
});

/**
 * The trust line's facts (issue 29) as the server presents them: a checked company with its age, the month of
 * registration (in Moscow), deals and rating — the same text on the server and in the browser.
 */
const trust = (): TTrustFacts => ({
  company: {
    legalForm: 'ooo',
    status: 'checked',
    name: 'ООО «Ромашка»',
    inn: '7701000019',
    ogrn: '1197746123456',
    registeredAt: '2020-05-10',
    age: '6 лет',
    state: 'ACTIVE',
  },
  passportVerified: true,
  completedDeals: 12,
  rating: 4.5,
  reviewsCount: 3,
  memberSince: '2024-01-10T22:30:00.000Z',
  newcomer: false,
});

/** A guest's listing page: the author with his trust line, the comment's phone masked by the server (issue 29). */
const listing = (id: string, type: 'order' | 'offer') => {
  const article = makeArticle(id, { type, comment: `Подробности по телефону ${CONTACT_MASK}` });
  return { ...article, author: { ...article.author, trust: trust() } };
};

/** The answers of the public API a guest's pages read, by method and path (query string included). */
const ANSWERS: Record<string, (body: Record<string, unknown>) => Answer> = {
  'GET /api/user': () => ({ status: 401, body: { error: true, errors: [{ msg: 'Требуется вход' }] } }),
  'POST /api/page/getSettings': () => ({ body: makeSettings() }),
  'GET /api/content/main': () => ({ body: makeMainContent() }),
  'GET /api/content/landing': () => ({ body: makeLanding() }),
  'GET /api/content/faq': () => ({ body: { sections: makeFaq() } }),
  'GET /api/content/faq/kak-udalit-obyavlenie': () => ({ body: question() }),
  'GET /api/content/page/about': () => ({ body: { page: makePage() } }),
  'POST /api/tariff/getPlans': () => ({ body: { error: false, plans: PLANS } }),
  'POST /api/article/search': (body) => ({
    body: {
      error: false,
      articles: [makeArticle('a1', { type: body.type === 'offer' ? 'offer' : 'order' })],
      hasMore: false,
    },
  }),
  'POST /api/article/getArticle': (body) => ({
    body: {
      error: false,
      article: listing(String(body.id), body.type === 'offer' ? 'offer' : 'order'),
    },
  }),
  'POST /api/user/get': (body) => ({
    body: { user: makePublicUser(String(body.userId), { trust: trust() }) },
  }),
  'POST /api/review/getUserReviews': () => ({
    body: { error: false, reviews: [makeReview('r1')], countAll: 1 },
  }),
  'GET /api/track/tok_1': () => ({ body: track() }),
  'POST /api/lane/get': () => ({ body: { error: false, lane: lane() } }),
};

/** A fetch that answers the public API from fixtures (599 for anything else) and records every call. */
export function stubPublicApi(): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, path });
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
      const answer = ANSWERS[`${method} ${path}`]?.(body) ?? {
        status: 599,
        body: { error: true, errors: [{ msg: `${method} ${path}` }] },
      };
      return Promise.resolve(
        new Response(JSON.stringify(answer.body), {
          status: answer.status ?? 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    }),
  );
  return calls;
}

/** The public addresses rendered on the server, one per route of ROUTE_DATA. */
export const SSR_URLS = [
  '/',
  '/cargo',
  '/carrier',
  '/tariffs',
  '/faq',
  '/questions/kak-udalit-obyavlenie',
  '/page/about',
  '/download-app',
  '/search-order',
  '/search-offer',
  '/order/a1',
  '/offer/a2',
  '/user/u1',
  '/track/tok_1',
  '/gruzoperevozki/moskva-tver',
];
