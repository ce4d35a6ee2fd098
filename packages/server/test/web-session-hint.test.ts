import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema';
import { hashToken } from '../src/http/auth';
import { REPO_ROOT } from '../src/paths';
import { bearer, createUser } from './helpers/factories';
import { startTestApp } from './helpers/test-app';

/**
 * Issue 16: a guest's page view makes no failed request. Every page says whether its request carried the session
 * cookie (`<meta name="fura-session">`), so the web skips GET /api/user for a guest; a cookie whose session is gone is
 * cleared by the 401 of GET /api/user, so the next page says 0.
 */
let t: Awaited<ReturnType<typeof startTestApp>>;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'fura-web-hint-'));
  writeFileSync(
    join(webDist, 'index.html'),
    readFileSync(join(REPO_ROOT, 'packages/web/index.html'), 'utf8'),
  );
  t = await startTestApp({ config: { webDist, publicUrl: 'https://fura.example' } });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

/** The page's hint values (all of them: there must be exactly one) and the answer. */
async function hint(url: string, cookie?: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const head = res.body.slice(0, res.body.indexOf('</head>'));
  const values = [...head.matchAll(/<meta name="fura-session" content="([^"]*)" \/>/g)].map((m) => m[1]);
  return { res, values };
}

describe('the page says whether a session cookie came', () => {
  it.each(['/', '/search-order', '/profile/info', '/no-such-screen'])(
    '%s: 0 without the cookie',
    async (url) => {
      const { values } = await hint(url);
      expect(values).toEqual(['0']);
    },
  );

  it.each(['/', '/admin', '/no-such-screen'])('%s: 1 with it, checked or not', async (url) => {
    expect((await hint(url, 'apiToken=whatever')).values).toEqual(['1']);
    expect((await hint(url, 'theme=dark; apiToken=x')).values).toEqual(['1']);
  });

  it('other cookies do not count, an empty one neither', async () => {
    expect((await hint('/', 'theme=dark')).values).toEqual(['0']);
    expect((await hint('/', 'apiToken=')).values).toEqual(['0']);
  });

  it('the page varies by Cookie, so no shared cache gives one visitor another’s', async () => {
    const { res } = await hint('/');
    expect(res.headers['vary']).toMatch(/\bcookie\b/i);
    expect(res.headers['vary']).toMatch(/\baccept-encoding\b/i);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('the not-found page keeps its own title', async () => {
    const { res } = await hint('/no-such-screen');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<title>Фура</title>');
  });
});

describe('GET /api/user clears a dead session cookie', () => {
  const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/user', headers });
  const clearedCookie = (res: Awaited<ReturnType<typeof me>>) =>
    res.cookies.find((cookie) => cookie.name === 'apiToken');

  it('a revoked session: 401 and the cookie expired, HttpOnly, on /', async () => {
    const { token } = await createUser(t.deps.db);
    await t.deps.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.tokenHash, hashToken(token)));
    const res = await me({ cookie: `apiToken=${token}` });
    expect(res.statusCode).toBe(401);
    const cleared = clearedCookie(res);
    expect(cleared?.value).toBe('');
    expect(cleared?.httpOnly).toBe(true);
    expect(cleared?.path).toBe('/');
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
  });

  it('a live session keeps its cookie; a guest without one gets none set', async () => {
    const { token } = await createUser(t.deps.db);
    const live = await me({ cookie: `apiToken=${token}` });
    expect(live.statusCode).toBe(200);
    expect(clearedCookie(live)).toBeUndefined();
    const guest = await me({});
    expect(guest.statusCode).toBe(401);
    expect(clearedCookie(guest)).toBeUndefined();
  });

  it('a wrong bearer token does not clear the cookie, which was not what failed', async () => {
    const { token } = await createUser(t.deps.db);
    const res = await me({ ...bearer('not-a-token'), cookie: `apiToken=${token}` });
    expect(res.statusCode).toBe(401);
    expect(clearedCookie(res)).toBeUndefined();
  });
});
