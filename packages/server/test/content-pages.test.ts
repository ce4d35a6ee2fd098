import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CONTENT_MESSAGES, ZPageResponse } from '@fura/domain/content';
import { cmsPages } from '../src/db/schema';
import { bearer, createUser, type CreatedUser } from './helpers/factories';
import { startTestApp } from './helpers/test-app';

/** Issue 13: GET /api/content/page/:slug — the CMS pages of /page/{slug}, for guests and everyone. */
let t: Awaited<ReturnType<typeof startTestApp>>;
let admin: CreatedUser;

beforeAll(async () => {
  t = await startTestApp();
  admin = await createUser(t.deps.db, { type: 'admin' });
});
afterAll(() => t.close());

function getPage(slug: string, token: string | null = null) {
  return t.app.inject({
    method: 'GET',
    url: `/api/content/page/${slug}`,
    headers: token ? bearer(token) : {},
  });
}

describe('GET /api/content/page/:slug', () => {
  it('a guest gets a seeded page in the contract shape, as JSON', async () => {
    const res = await getPage('privacy');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const { page } = ZPageResponse.parse(res.json());
    expect(Object.keys(res.json<{ page: object }>().page).sort()).toEqual(
      ['body', 'description', 'slug', 'title', 'updatedAt'].sort(),
    );
    expect(page).toMatchObject({ slug: 'privacy', title: 'Политика конфиденциальности' });
    expect(page.body).toContain('## ');
    expect(page.body).toContain('(/page/geolocation)');
    expect(Number.isNaN(Date.parse(page.updatedAt))).toBe(false);
  });

  it('a logged-in cargo owner, carrier and admin get the same page', async () => {
    const guest = (await getPage('about')).json();
    for (const type of ['cargo', 'carrier'] as const) {
      const user = await createUser(t.deps.db, { type });
      expect((await getPage('about', user.token)).json()).toEqual(guest);
    }
    expect((await getPage('about', admin.token)).json()).toEqual(guest);
  });

  it('an unknown or malformed slug → 404 «Страница не найдена»', async () => {
    for (const slug of [
      'no-such-page',
      'About',
      '%D0%BE-%D0%BD%D0%B0%D1%81',
      'a%00b',
      'a--b',
      'x'.repeat(81),
    ]) {
      const res = await getPage(slug);
      expect(res.statusCode, slug).toBe(404);
      expect(res.json()).toEqual({ error: true, errors: [{ msg: CONTENT_MESSAGES.pageNotFound }] });
    }
  });

  it('Markdown with a script tag and a javascript: link comes back as the same text, never as HTML', async () => {
    const body =
      '# Проверка\n\n<script>alert(1)</script>\n\n[x](javascript:alert(1))\n\n<img src=x onerror=alert(1)>';
    const save = await t.app.inject({
      method: 'POST',
      url: '/api/admin/content/pages/save',
      headers: bearer(admin.token),
      payload: { slug: 'xss-check', title: 'Проверка <b>', description: '', body },
    });
    expect(save.statusCode).toBe(200);
    const res = await getPage('xss-check');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const { page } = ZPageResponse.parse(res.json());
    expect(page.body).toBe(body);
    expect(page.title).toBe('Проверка <b>');
    // The raw answer is JSON text: the tags travel inside a JSON string, nothing is rendered on the server.
    expect(res.body.startsWith('{')).toBe(true);
    await t.deps.db.delete(cmsPages).where(eq(cmsPages.slug, 'xss-check'));
  });

  it('an edit shows on the next request (no cache)', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/content/pages/save',
      headers: bearer(admin.token),
      payload: { slug: 'fresh-page', title: 'Первая версия', description: '', body: 'Текст' },
    });
    expect((await getPage('fresh-page')).json().page.title).toBe('Первая версия');
    await t.deps.db.update(cmsPages).set({ title: 'Вторая версия' }).where(eq(cmsPages.slug, 'fresh-page'));
    expect((await getPage('fresh-page')).json().page.title).toBe('Вторая версия');
    await t.deps.db.delete(cmsPages).where(eq(cmsPages.slug, 'fresh-page'));
    expect((await getPage('fresh-page')).statusCode).toBe(404);
  });
});
