import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema';
import { generateToken, hashToken } from '../src/http/auth';
import { bearer, createUser } from './helpers/factories';
import { buildFuzzWorld, type FuzzWorld, type Seed } from './helpers/fuzz-seeds';
import { sendVariant } from './helpers/fuzz-requests';
import { listRoutes, type RouteEntry } from './helpers/route-list';
import { startTestApp } from './helpers/test-app';

/**
 * Issue 12: a banned user may log in and read, but every route that changes something answers 403. The POST routes
 * are read from the app (not listed by hand); each is sent the fuzz suite's valid request (or an empty body) by a banned
 * cargo owner or carrier, whichever the request is valid for. A new route is refused to the banned unless it is put
 * on the allow-list below, with the reason.
 */
const ALLOWED: Record<string, string> = {
  // The auth routes work without a session: a banned user logs in to read why (and a guest's forms stay open).
  'POST /api/auth/login': 'he logs in to read why he is blocked',
  'POST /api/auth/logout': 'leaving is always allowed',
  'POST /api/auth/register': 'a guest form',
  'POST /api/auth/forgot': 'a guest form',
  'POST /api/auth/reset': 'a guest form (a reset keeps the ban)',
  // Reading.
  'POST /api/user/get': 'reads',
  'POST /api/page/getSettings': 'reads',
  'POST /api/address/suggest': 'reads',
  'POST /api/article/getMyArticles': 'reads',
  'POST /api/article/getArticle': 'reads',
  'POST /api/article/getUserArticle': 'reads',
  'POST /api/article/getUserArticles': 'reads',
  'POST /api/article/search': 'reads',
  'POST /api/article/corridor': 'reads',
  'POST /api/lane/get': 'reads',
  'POST /api/review/getReviews': 'reads',
  'POST /api/review/getUserReviews': 'reads',
  'POST /api/notification/get-all': 'reads',
  'POST /api/notification/settings': 'reads',
  'POST /api/dialog/open': 'reads: opens his dialog (sending is refused)',
  'POST /api/support/open':
    'a banned user can still reach support (decision 25): only that dialog takes his messages',
  'POST /api/dialog/get': 'reads',
  'POST /api/dialog/list': 'reads',
  'POST /api/dialog/messages': 'reads',
  'POST /api/vehicle-template/list': 'reads',
  'POST /api/vehicle-template/get': 'reads',
  'POST /api/tariff/getPlans': 'reads',
  'POST /api/tariff/getPayment': 'reads (his payment history)',
  'POST /api/tariff/getPayments': 'reads',
  'POST /api/tariff/getAutopay': 'reads',
  'POST /api/payment/demo/getPayment': 'reads',
  // Issue 29: his deals, their vehicle and their contract (signing and changing are refused).
  'POST /api/deal/get': 'reads',
  'POST /api/deal/list': 'reads',
  'POST /api/deal/vehicle/get': 'reads',
  'POST /api/deal/contract/get': 'reads',
  'POST /api/deal/contract/verify': 'a public check of a contract’s hash, no session',
  // Marking read and his own mail settings change nothing anyone else sees.
  'POST /api/notification/read': 'marks read',
  'POST /api/notification/read-all': 'marks read',
  'POST /api/dialog/read': 'marks read',
  'POST /api/notification/save-settings': 'what he receives: he may stop the mail',
  'POST /api/saved-search/list': 'reads',
  'POST /api/saved-search/matches': 'reads (marks his own search opened)',
  'POST /api/saved-search/delete': 'what he receives: he may stop his alerts',
  'POST /api/saved-search/unsubscribe/:token': 'a mail link, no session',
  'POST /api/push/subscribe': 'what he receives, on his own devices',
  'POST /api/push/unsubscribe': 'what he receives: he may stop the push',
  'POST /api/push/devices': 'reads',
  'POST /api/notification/unsubscribe/:token': 'a mail link, no session',
  'POST /api/article/current/:token':
    'a mail link, no session: the answer runs the author’s own checks, his ban included',
  // /forgot would let him set a new password anyway; his account's safety changes nothing others see.
  'POST /api/user/password-change': 'account safety',
  // The provider's webhook: no user session at all.
  'POST /api/payment/yookassa/notification': 'the payment provider calls it',
  'POST /api/page/sendMailCall': 'a guest form: a callback request to the support',
};

let t: Awaited<ReturnType<typeof startTestApp>>;
let world: FuzzWorld;
let routes: RouteEntry[];

beforeAll(async () => {
  t = await startTestApp();
  world = await buildFuzzWorld(t);
  const admin = await createUser(t.deps.db, { type: 'admin' });
  for (const user of [world.cargo, world.carrier]) {
    const ban = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users/ban',
      headers: bearer(admin.token),
      payload: { userId: user.user.id, days: 30, comment: 'Проверка запрета' },
    });
    if (ban.statusCode !== 200) throw new Error(`ban failed: ${ban.body}`);
  }
  // GET only reads; the admin console has its own check (admin-access.test.ts: a banned admin gets 403 there).
  routes = listRoutes(t.app).filter(
    (route) =>
      route.method !== 'GET' && route.url.startsWith('/api/') && !route.url.startsWith('/api/admin/'),
  );
});
afterAll(() => t.close());

const key = (route: RouteEntry) => `${route.method} ${route.url}`;

/** A fresh session of the banned user (the ban revoked his others; logout revokes the one it is sent with). */
async function tokenOf(seed: Seed): Promise<string> {
  const user = seed.as === 'carrier' ? world.carrier : world.cargo;
  const token = generateToken();
  await t.deps.db.insert(sessions).values({ userId: user.user.id, tokenHash: hashToken(token) });
  return token;
}

describe('a banned user is refused every change', () => {
  it('the allow-list names only routes the app has', () => {
    const known = new Set(routes.map(key));
    expect(Object.keys(ALLOWED).filter((name) => !known.has(name))).toEqual([]);
  });

  it('answers 403 «заблокирован» on every route that changes something', async () => {
    const failures: string[] = [];
    const refused = routes.filter((route) => !ALLOWED[key(route)]);
    expect(refused.length).toBeGreaterThan(25);
    for (const route of refused) {
      const seed: Seed = world.seeds[key(route)] ?? { as: 'cargo', body: () => ({}) };
      const res = await sendVariant(t.app, route, seed, { label: 'seed' }, await tokenOf(seed));
      const msg = res.statusCode === 403 ? String(res.json().errors?.[0]?.msg) : '';
      if (res.statusCode !== 403 || !msg.includes('заблокирован'))
        failures.push(`${key(route)} → ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
  });
});
