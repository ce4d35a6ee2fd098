import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { NOTICE_MESSAGES, NOTICE_TEXT_MAX, type TNotice } from '@fura/domain/admin-notices';
import { notifications, systemNotices } from '../src/db/schema';
import { deliverPendingNotices } from '../src/modules/admin/notices/deliver-notices';
import { createCargo, createCarrier } from './helpers/deals';
import { bearer, createUser, type CreatedUser } from './helpers/factories';
import { startTestApp } from './helpers/test-app';

/** Issue 12, system notices: who may call the API, and what it refuses. */
let t: Awaited<ReturnType<typeof startTestApp>>;
let admin: CreatedUser;
let cargo: CreatedUser;
let carrier: CreatedUser;

beforeAll(async () => {
  t = await startTestApp();
  admin = await createUser(t.deps.db, { type: 'admin', firstName: 'Анна', lastName: 'Админова' });
  cargo = await createCargo(t.deps.db);
  carrier = await createCarrier(t.deps.db);
});
afterAll(() => t.close());

function post(url: string, token: string | null, payload: object = {}) {
  return t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, payload });
}

async function noticeRow(id: string) {
  const [row] = await t.deps.db.select().from(systemNotices).where(eq(systemNotices.id, id));
  if (!row) throw new Error('no notice');
  return row;
}

/** Waits for the delivery the request started (and finishes it, as the job would, if it stopped). */
async function delivered(id: string) {
  await deliverPendingNotices(t.deps);
  for (let i = 0; i < 100; i += 1) {
    const row = await noticeRow(id);
    if (row.status === 'done') return row;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('notice not delivered');
}

function systemNoticesOf(userId: string) {
  return t.deps.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.code, 'systemNotice')));
}

describe('access', () => {
  const valid = () => ({ audience: 'user', userId: cargo.user.id, text: 'Привет' });

  it('a guest gets 401, a cargo owner and a carrier 404, and nothing is sent', async () => {
    for (const url of ['/api/admin/notices/send', '/api/admin/notices/list']) {
      expect((await post(url, null, valid())).statusCode).toBe(401);
      expect((await post(url, cargo.token, valid())).statusCode).toBe(404);
      expect((await post(url, carrier.token, valid())).statusCode).toBe(404);
    }
    expect(await systemNoticesOf(cargo.user.id)).toHaveLength(0);
  });
});

describe('POST /api/admin/notices/send: bad input', () => {
  const cases: [string, object, string, string][] = [
    ['empty text', { audience: 'all', text: '   ' }, 'text', NOTICE_MESSAGES.textEmpty],
    [
      'text over the limit',
      { audience: 'all', text: 'я'.repeat(NOTICE_TEXT_MAX + 1) },
      'text',
      NOTICE_MESSAGES.textTooLong,
    ],
    [
      'a javascript: link',
      { audience: 'all', text: 'Т', link: 'javascript:alert(1)' },
      'link',
      NOTICE_MESSAGES.link,
    ],
    ['a //host link', { audience: 'all', text: 'Т', link: '//evil.example/x' }, 'link', NOTICE_MESSAGES.link],
    ['a data: link', { audience: 'all', text: 'Т', link: 'data:text/html,x' }, 'link', NOTICE_MESSAGES.link],
    ['an unknown audience', { audience: 'admins', text: 'Т' }, 'audience', NOTICE_MESSAGES.audience],
    ['«user» without userId', { audience: 'user', text: 'Т' }, 'userId', NOTICE_MESSAGES.userId],
    ['a malformed userId', { audience: 'user', userId: 'x', text: 'Т' }, 'userId', NOTICE_MESSAGES.userId],
  ];

  it.each(cases)('%s → 400 with a Russian message on its field', async (_name, payload, param, msg) => {
    const before = await t.deps.db
      .select()
      .from(systemNotices)
      .where(eq(systemNotices.adminId, admin.user.id));
    const res = await post('/api/admin/notices/send', admin.token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ msg, param });
    const after = await t.deps.db
      .select()
      .from(systemNotices)
      .where(eq(systemNotices.adminId, admin.user.id));
    expect(after).toHaveLength(before.length);
  });

  it('a user who does not exist → 400 on userId', async () => {
    const res = await post('/api/admin/notices/send', admin.token, {
      audience: 'user',
      userId: '00000000-0000-4000-8000-000000000000',
      text: 'Привет',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ msg: NOTICE_MESSAGES.userNotFound, param: 'userId' }]);
  });

  it('an exactly 1000-character text and both kinds of link are accepted', async () => {
    for (const link of ['https://fura.example/news?id=1', '/tariffs']) {
      const res = await post('/api/admin/notices/send', admin.token, {
        audience: 'user',
        userId: admin.user.id,
        text: 'я'.repeat(NOTICE_TEXT_MAX),
        link,
      });
      expect(res.statusCode).toBe(200);
      await delivered(res.json<{ notice: TNotice }>().notice._id);
    }
  });
});

describe('POST /api/admin/notices/list: bad input', () => {
  it('a bad page → 400', async () => {
    const res = await post('/api/admin/notices/list', admin.token, { page: 0 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ msg: 'Некорректный номер страницы', param: 'page' });
  });
});
