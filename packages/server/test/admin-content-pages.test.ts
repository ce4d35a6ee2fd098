import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ERROR_MESSAGES } from '@fura/domain/errors';
import { CONTENT_MESSAGES } from '@fura/domain/content';
import { adminAudit, cmsPages } from '../src/db/schema';
import { createCargo, createCarrier } from './helpers/deals';
import { bearer, createUser, type CreatedUser } from './helpers/factories';
import { startTestApp } from './helpers/test-app';

/**
 * Issue 13, the console's page editor: /api/admin/content/pages/* (and who may call any content route). Its own
 * database: the seeded pages are edited here.
 */
let t: Awaited<ReturnType<typeof startTestApp>>;
let admin: CreatedUser;

const CONTENT_ROUTES = [
  'pages/list',
  'pages/get',
  'pages/save',
  'pages/delete',
  'faq/list',
  'faq/section/save',
  'faq/section/delete',
  'faq/question/save',
  'faq/question/delete',
  'landing/get',
  'landing/save',
].map((path) => `/api/admin/content/${path}`);

beforeAll(async () => {
  t = await startTestApp({ ownDatabase: true });
  admin = await createUser(t.deps.db, { type: 'admin' });
});
afterAll(() => t.close());

function post(url: string, token: string | null, payload: object = {}) {
  return t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, payload });
}

const save = (payload: object) => post('/api/admin/content/pages/save', admin.token, payload);
const publicPage = (slug: string) => t.app.inject({ method: 'GET', url: `/api/content/page/${slug}` });
const page = (slug: string, title = 'Доставка', body = '## Как мы возим\n\n- быстро') => ({
  slug,
  title,
  description: 'Описание',
  body,
});

async function auditRows(action: string) {
  return t.deps.db
    .select()
    .from(adminAudit)
    .where(and(eq(adminAudit.adminId, admin.user.id), eq(adminAudit.action, action)));
}

describe('access', () => {
  it('a guest 401, a cargo owner and a carrier 404, a banned admin 403 — nothing is changed', async () => {
    const cargo = await createCargo(t.deps.db);
    const carrier = await createCarrier(t.deps.db);
    const banned = await createUser(t.deps.db, { type: 'admin', isBan: true });
    const body = { ...page('about', 'Взлом'), originalSlug: 'about', slug: 'about' };
    for (const url of CONTENT_ROUTES) {
      expect((await post(url, null, body)).statusCode, url).toBe(401);
      expect((await post(url, cargo.token, body)).statusCode, url).toBe(404);
      expect((await post(url, carrier.token, body)).statusCode, url).toBe(404);
      const refused = await post(url, banned.token, body);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().errors[0].msg).toBe(ERROR_MESSAGES.banned);
    }
    expect((await publicPage('about')).json().page.title).toBe('О сервисе');
  });
});

describe('pages', () => {
  it('creates a page (audited), lists it and shows it publicly at once', async () => {
    const res = await save(page('dostavka'));
    expect(res.statusCode).toBe(200);
    expect(res.json().page).toMatchObject(page('dostavka'));
    expect((await publicPage('dostavka')).json().page.title).toBe('Доставка');
    const list = await post('/api/admin/content/pages/list', admin.token);
    expect(list.json<{ pages: { slug: string }[] }>().pages.map((item) => item.slug)).toEqual(
      expect.arrayContaining(['about', 'dostavka', 'geolocation', 'privacy', 'terms']),
    );
    const got = await post('/api/admin/content/pages/get', admin.token, { slug: 'dostavka' });
    expect(got.json().page).toMatchObject(page('dostavka'));
    const [row] = await t.deps.db.select().from(cmsPages).where(eq(cmsPages.slug, 'dostavka'));
    expect(row?.updatedBy).toBe(admin.user.id);
    const [audit] = await auditRows('pageCreate');
    expect(audit).toMatchObject({ comment: '/page/dostavka', before: null, after: page('dostavka') });
  });

  it('a new page on a taken address → 409 «Такой адрес уже занят», the page unchanged', async () => {
    const res = await save(page('about', 'Чужой'));
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual([{ msg: CONTENT_MESSAGES.slugTaken, param: 'slug' }]);
    expect((await publicPage('about')).json().page.title).toBe('О сервисе');
  });

  it('renames with originalSlug: the old address 404, the new one shows; audited with before and after', async () => {
    await save(page('pereezd', 'Переезд'));
    const res = await save({ ...page('pereezd-2', 'Переезд офиса'), originalSlug: 'pereezd' });
    expect(res.statusCode).toBe(200);
    expect((await publicPage('pereezd')).statusCode).toBe(404);
    expect((await publicPage('pereezd-2')).json().page.title).toBe('Переезд офиса');
    const edit = (await auditRows('pageEdit')).find((row) => row.comment === '/page/pereezd-2');
    expect(edit?.before).toMatchObject({ slug: 'pereezd', title: 'Переезд' });
    expect(edit?.after).toMatchObject({ slug: 'pereezd-2', title: 'Переезд офиса' });

    const taken = await save({ ...page('about', 'Переезд офиса'), originalSlug: 'pereezd-2' });
    expect(taken.statusCode).toBe(409);
    expect((await publicPage('pereezd-2')).json().page.title).toBe('Переезд офиса');
    expect((await publicPage('about')).json().page.title).toBe('О сервисе');
  });

  it('saving unchanged writes no audit row; an unknown originalSlug → 404', async () => {
    await save(page('bez-izmenenii'));
    const before = (await auditRows('pageEdit')).length;
    const same = await save({ ...page('bez-izmenenii'), originalSlug: 'bez-izmenenii' });
    expect(same.statusCode).toBe(200);
    expect((await auditRows('pageEdit')).length).toBe(before);
    for (const originalSlug of ['net-takoi', 'Не-адрес\u0000']) {
      const missing = await save({ ...page('novaya'), originalSlug });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().errors[0].msg).toBe(CONTENT_MESSAGES.pageNotFound);
    }
    expect((await publicPage('novaya')).statusCode).toBe(404);
  });

  it('deletes a page (audited); deleting or getting an unknown one → 404', async () => {
    await save(page('udalit'));
    const res = await post('/api/admin/content/pages/delete', admin.token, { slug: 'udalit' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ error: false });
    expect((await publicPage('udalit')).statusCode).toBe(404);
    const [audit] = (await auditRows('pageDelete')).filter((row) => row.comment === '/page/udalit');
    expect(audit).toMatchObject({ before: page('udalit'), after: null });
    for (const url of ['/api/admin/content/pages/delete', '/api/admin/content/pages/get']) {
      for (const slug of ['udalit', 'Кириллица', 'a\u0000b']) {
        const missing = await post(url, admin.token, { slug });
        expect(missing.statusCode, `${url} ${slug}`).toBe(404);
        expect(missing.json().errors[0].msg).toBe(CONTENT_MESSAGES.pageNotFound);
      }
    }
  });

  it('bad input → 400 with Russian messages on the fields; nothing saved', async () => {
    const cases: [object, string, string][] = [
      [page('Плохой адрес'), 'slug', 'Адрес: латинские буквы в нижнем регистре, цифры и дефис'],
      [page('plokhoi', '   '), 'title', 'Заполните заголовок'],
      [page('plokhoi', 'Заголовок', '  \n '), 'body', 'Заполните текст страницы'],
      [page('plokhoi', 'Заголовок', 'a'.repeat(50_001)), 'body', 'Текст — не длиннее 50000 символов'],
      [page('plokhoi', 'Заго\u0000ловок'), 'title', 'Текст содержит недопустимые символы'],
      [{ title: 'Без адреса', description: '', body: 'Текст' }, 'slug', 'Укажите адрес страницы'],
    ];
    for (const [body, param, msg] of cases) {
      const res = await save(body);
      expect(res.statusCode, param).toBe(400);
      expect(res.json().errors).toContainEqual({ msg, param });
    }
    expect((await publicPage('plokhoi')).statusCode).toBe(404);
    expect((await post('/api/admin/content/pages/get', admin.token, {})).statusCode).toBe(400);
  });
});
