import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@fura/domain/errors';
import { createCargo, createCarrier } from './helpers/deals';
import { bearer, createUser, type CreatedUser } from './helpers/factories';
import { listRoutes, type RouteEntry } from './helpers/route-list';
import { startTestApp } from './helpers/test-app';

/**
 * Issue 12: the admin console's API exists for admins only. Every /api/admin route the app registered (read from the
 * app, not listed by hand) answers a guest 401 and a cargo owner, a carrier and a banned admin as if it did not
 * exist or was closed — before it reads the body.
 */
let t: Awaited<ReturnType<typeof startTestApp>>;
let routes: RouteEntry[];
let cargo: CreatedUser;
let carrier: CreatedUser;
let bannedAdmin: CreatedUser;

beforeAll(async () => {
  t = await startTestApp();
  routes = listRoutes(t.app).filter((route) => route.url.startsWith('/api/admin/'));
  cargo = await createCargo(t.deps.db);
  carrier = await createCarrier(t.deps.db);
  bannedAdmin = await createUser(t.deps.db, { type: 'admin', isBan: true });
});
afterAll(() => t.close());

/** The route's path with every `:param` filled (a uuid: a well-formed id of nothing). */
function concrete(url: string): string {
  return url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');
}

function call(route: RouteEntry, token: string | null) {
  return t.app.inject({
    method: route.method,
    url: concrete(route.url),
    headers: token ? bearer(token) : {},
    ...(route.method === 'GET' ? {} : { payload: {} }),
  });
}

describe('the admin API is closed to everyone but admins', () => {
  it('lists the console’s routes', () => {
    expect(routes.length).toBeGreaterThan(0);
  });

  it('answers a guest 401', async () => {
    for (const route of routes) {
      const res = await call(route, null);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('answers a cargo owner and a carrier 404, as for a route that does not exist', async () => {
    for (const route of routes) {
      for (const user of [cargo, carrier]) {
        const res = await call(route, user.token);
        expect(res.statusCode, `${route.method} ${route.url} as ${user.user.type}`).toBe(404);
      }
    }
  });

  it('answers a banned admin 403', async () => {
    for (const route of routes) {
      const res = await call(route, bannedAdmin.token);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json().errors[0].msg).toBe(ERROR_MESSAGES.banned);
    }
  });
});
