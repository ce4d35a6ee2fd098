import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ROUTES, matchRoute, routePath, type RouteAccess, type RouteName } from '../src/routes';

const AUTH: RouteAccess = { kind: 'auth' };
const PUBLIC: RouteAccess = { kind: 'public' };
const COMMON: RouteAccess = { kind: 'common' };
const ANY: RouteAccess = { kind: 'private', role: 'any' };
const CARGO: RouteAccess = { kind: 'private', role: 'cargo' };
const CARRIER: RouteAccess = { kind: 'private', role: 'carrier' };

/** Every path of SPEC §2 with its access, `{x}` written as `:x`. */
const ADMIN: RouteAccess = { kind: 'admin' };

const SPEC_ROUTES: [string, RouteAccess][] = [
  ['/login', AUTH],
  ['/register', AUTH],
  ['/forgot', AUTH],
  ['/reset/:token', AUTH],

  ['/', PUBLIC],
  ['/page/:slug', PUBLIC],
  ['/faq', PUBLIC],
  ['/cargo', PUBLIC],
  ['/search-offer', PUBLIC],
  ['/search-order', PUBLIC],
  ['/tariffs', PUBLIC],
  ['/download-app', PUBLIC],
  ['/carrier', PUBLIC],
  ['/questions/:slug', PUBLIC],
  ['/user/:id', PUBLIC],
  // Issue 13: the consignee's tracking link.
  ['/track/:token', PUBLIC],

  ['/order/:id', COMMON],
  ['/offer/:id', COMMON],

  ['/profile/info', ANY],
  ['/profile/security', ANY],
  ['/lk/questions/:slug', ANY],
  ['/notifications', ANY],
  ['/notifications-settings', ANY],
  ['/messages', ANY],
  ['/messages-by-order', ANY],
  ['/messages-users', ANY],
  ['/dialog/:id', ANY],
  ['/dialog-order/:order/:id', ANY],
  ['/dialog-order/:id', ANY],
  ['/reviews', ANY],
  ['/support', ANY],

  ['/my-orders', CARGO],
  ['/my-orders-open', CARGO],
  ['/my-orders-working', CARGO],
  ['/my-orders-completed', CARGO],
  ['/my-orders-deleted', CARGO],
  ['/order-create', CARGO],
  ['/edit-order/:id', CARGO],
  ['/taken-offers', CARGO],
  ['/geo-detect', CARGO],

  ['/mytarif', CARRIER],
  ['/autopay', CARRIER],
  // Issue 11: the test payment provider's page (the embedded default has no real payment page).
  ['/pay/demo/:paymentId', CARRIER],
  ['/my-offers', CARRIER],
  ['/my-offers-open', CARRIER],
  ['/my-offers-working', CARRIER],
  ['/my-offers-completed', CARRIER],
  ['/my-offers-deleted', CARRIER],
  ['/offer-create', CARRIER],
  ['/edit-offer/:id', CARRIER],
  ['/taken-orders', CARRIER],
  ['/create-template-auto', CARRIER],
  ['/edit-template-auto/:id', CARRIER],
  ['/mytemplate-auto', CARRIER],

  // Issue 12: a banned user's explanation, and the admin console SPEC leaves "not shown".
  ['/blocked', { kind: 'private', role: 'any' }],
  ['/admin', ADMIN],
  ['/admin/users/:id', ADMIN],
  ['/admin/moderation', ADMIN],
  ['/admin/listings', ADMIN],
  ['/admin/notices', ADMIN],
  ['/admin/settings', ADMIN],
  ['/admin/tariffs', ADMIN],
  ['/admin/callbacks', ADMIN],
  ['/admin/audit', ADMIN],
  // Issue 13: the content editors and the support inbox.
  ['/admin/pages', ADMIN],
  ['/admin/faq', ADMIN],
  ['/admin/landing', ADMIN],
  ['/admin/support', ADMIN],
  // Issue 26: «По пути» for everyone who searches, «Обратный груз» for a carrier's deal.
  ['/route-order', PUBLIC],
  ['/route-offer', PUBLIC],
  ['/return-load', CARRIER],
  // Issue 27: «Мои поиски», saved searches with their alerts, for every logged-in user.
  ['/my-searches', { kind: 'private', role: 'any' }],
  // Issue 28: lane pages («Грузоперевозки Москва — Казань»).
  ['/gruzoperevozki/:lane', PUBLIC],
  // Issue 29: the deal's page and signing its «договор-заявка», for its parties.
  ['/deal/:articleId/:executorId', { kind: 'private', role: 'any' }],
  ['/deal/:articleId/:executorId/sign', { kind: 'private', role: 'any' }],
];

const routeEntries = Object.entries(ROUTES) as [RouteName, (typeof ROUTES)[RouteName]][];
const routeNames = routeEntries.map(([name]) => name);

function paramsOf(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!);
}

describe('ROUTES (SPEC §2)', () => {
  it('the spec list has no duplicates', () => {
    expect(new Set(SPEC_ROUTES.map(([path]) => path)).size).toBe(SPEC_ROUTES.length);
  });

  it.each(SPEC_ROUTES)('%s is present with the right access', (path, access) => {
    const entry = routeEntries.find(([, def]) => def.path === path);
    expect(entry, `no route for ${path}`).toBeDefined();
    expect(entry![1].access).toEqual(access);
  });

  it('holds no path the spec does not list', () => {
    expect(routeEntries.map(([, def]) => def.path).sort()).toEqual(SPEC_ROUTES.map(([path]) => path).sort());
  });

  it('every route has a Russian screen title', () => {
    for (const [, def] of routeEntries) {
      expect(def.title).toMatch(/^[А-ЯЁ]/);
    }
  });

  it('auth routes are closed to logged-in users: exactly login, register, forgot, reset', () => {
    const authNames = routeEntries.filter(([, def]) => def.access.kind === 'auth').map(([name]) => name);
    expect(authNames.sort()).toEqual(['forgot', 'login', 'register', 'reset']);
  });
});

describe('matchRoute', () => {
  it.each(SPEC_ROUTES.filter(([path]) => !path.includes(':')).map(([path]) => path))(
    'matches static path %s to itself',
    (path) => {
      const match = matchRoute(path);
      expect(match).not.toBeNull();
      expect(ROUTES[match!.name].path).toBe(path);
      expect(match!.params).toEqual({});
    },
  );

  it('is exact: /my-orders does not match its longer siblings', () => {
    expect(matchRoute('/my-orders')?.name).toBe('myOrders');
    expect(matchRoute('/my-orders-open')?.name).toBe('myOrdersOpen');
    expect(matchRoute('/my-orders/x')).toBeNull();
    expect(matchRoute('/my-orders-ope')).toBeNull();
    expect(matchRoute('/my-orders-openx')).toBeNull();
    expect(matchRoute('/x/my-orders')).toBeNull();
  });

  it('extracts params', () => {
    expect(matchRoute('/order/abc')).toEqual({ name: 'order', params: { id: 'abc' } });
    expect(matchRoute('/offer/42')).toEqual({ name: 'offer', params: { id: '42' } });
    expect(matchRoute('/reset/tok-en_1')).toEqual({ name: 'reset', params: { token: 'tok-en_1' } });
    expect(matchRoute('/lk/questions/how-to')).toEqual({ name: 'lkQuestions', params: { slug: 'how-to' } });
  });

  it('tells the two order dialogs apart by the number of ids', () => {
    expect(matchRoute('/dialog-order/o1')).toEqual({ name: 'dialogOrder', params: { id: 'o1' } });
    expect(matchRoute('/dialog-order/o1/u2')).toEqual({
      name: 'dialogOrderWith',
      params: { order: 'o1', id: 'u2' },
    });
    expect(matchRoute('/dialog-order/o1/u2/x')).toBeNull();
  });

  it('decodes params', () => {
    expect(matchRoute('/page/%D0%BE-%D0%BD%D0%B0%D1%81')).toEqual({
      name: 'page',
      params: { slug: 'о-нас' },
    });
    expect(matchRoute('/page/a%20b')).toEqual({ name: 'page', params: { slug: 'a b' } });
    expect(matchRoute('/page/a%2Fb')).toEqual({ name: 'page', params: { slug: 'a/b' } });
  });

  it('tolerates a trailing slash', () => {
    expect(matchRoute('/faq/')?.name).toBe('faq');
    expect(matchRoute('/order/abc/')).toEqual({ name: 'order', params: { id: 'abc' } });
    expect(matchRoute('/')?.name).toBe('main');
  });

  it('needs a non-empty param', () => {
    expect(matchRoute('/order/')).toBeNull();
    expect(matchRoute('/order')).toBeNull();
    expect(matchRoute('/user//')).toBeNull();
  });

  it.each(['/unknown', '/FAQ', '/faq.html', '/api/user', '/profile', '/order/a/b', '', '//', 'faq'])(
    'returns null for unknown %o',
    (path) => {
      expect(matchRoute(path)).toBeNull();
    },
  );

  // A malformed escape must not crash the caller (the server's 404 handler, the web router): unknown path.
  it.each(['/order/%', '/page/%E0%A4%A', '/user/%zz'])('returns null for malformed escape %o', (path) => {
    expect(() => matchRoute(path)).not.toThrow();
    expect(matchRoute(path)).toBeNull();
  });
});

describe('routePath', () => {
  it('returns static paths as they are', () => {
    expect(routePath('faq')).toBe('/faq');
    expect(routePath('main')).toBe('/');
    expect(routePath('myOrdersOpen')).toBe('/my-orders-open');
  });

  it('fills params', () => {
    expect(routePath('order', { id: 'abc' })).toBe('/order/abc');
    expect(routePath('dialogOrderWith', { order: 'o1', id: 'u2' })).toBe('/dialog-order/o1/u2');
    expect(routePath('editTemplateAuto', { id: '7' })).toBe('/edit-template-auto/7');
  });

  it('encodes params', () => {
    expect(routePath('page', { slug: 'о нас/1' })).toBe('/page/%D0%BE%20%D0%BD%D0%B0%D1%81%2F1');
  });

  it('matchRoute reads back what routePath writes, for every route and any non-empty params', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...routeNames),
        fc.array(fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }), { minLength: 2, maxLength: 2 }),
        (name, values) => {
          const keys = paramsOf(ROUTES[name].path);
          const params = Object.fromEntries(keys.map((key, index) => [key, values[index]!]));
          const match = matchRoute(routePath(name, params));
          return (
            match !== null && match.name === name && JSON.stringify(match.params) === JSON.stringify(params)
          );
        },
      ),
      { numRuns: 500 },
    );
  });
});
