import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CALLBACK_ADMIN_MESSAGES, type TAdminCallback } from '@fura/domain/admin-callbacks';
import { adminAudit, callbackRequests } from '../src/db/schema';
import { createCargo, createCarrier } from './helpers/deals';
import { bearer, createUser, uniquePhone, type CreatedUser } from './helpers/factories';
import { startTestApp } from './helpers/test-app';

/** Issue 12, «Обратные звонки»: the visitors' requests, newest first, and the «обработан» mark. */
let t: Awaited<ReturnType<typeof startTestApp>>;
let admin: CreatedUser;
let cargo: CreatedUser;
let carrier: CreatedUser;

beforeAll(async () => {
  t = await startTestApp();
  admin = await createUser(t.deps.db, { type: 'admin', firstName: 'Ольга', lastName: 'Звонкова' });
  cargo = await createCargo(t.deps.db);
  carrier = await createCarrier(t.deps.db);
});
afterAll(() => t.close());

function post(url: string, token: string | null, payload: object = {}) {
  return t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, payload });
}

async function insertCallback(name: string, createdAt: Date) {
  const [row] = await t.deps.db
    .insert(callbackRequests)
    .values({ name, phone: uniquePhone(), createdAt, ip: '10.0.0.1' })
    .returning();
  if (!row) throw new Error('no callback');
  return row;
}

/** Every page of the list (the shared database holds other files' requests too). */
async function listAll(onlyUnhandled: boolean): Promise<TAdminCallback[]> {
  const all: TAdminCallback[] = [];
  for (let page = 1; ; page += 1) {
    const res = await post('/api/admin/callbacks/list', admin.token, { page, onlyUnhandled });
    expect(res.statusCode).toBe(200);
    const { callbacks, countAll } = res.json<{ callbacks: TAdminCallback[]; countAll: number }>();
    all.push(...callbacks);
    if (callbacks.length === 0 || all.length >= countAll) return all;
  }
}

describe('access and bad input', () => {
  it('a guest gets 401, a cargo owner and a carrier 404; nothing is marked', async () => {
    const request = await insertCallback('Гость', new Date());
    const body = { callbackId: request.id, handled: true, page: 1 };
    for (const url of ['/api/admin/callbacks/list', '/api/admin/callbacks/mark']) {
      expect((await post(url, null, body)).statusCode).toBe(401);
      expect((await post(url, cargo.token, body)).statusCode).toBe(404);
      expect((await post(url, carrier.token, body)).statusCode).toBe(404);
    }
    const [row] = await t.deps.db.select().from(callbackRequests).where(eq(callbackRequests.id, request.id));
    expect(row?.handledAt).toBeNull();
  });

  it('a bad id or a missing flag → 400; a request that does not exist → 404', async () => {
    const bad = await post('/api/admin/callbacks/mark', admin.token, { callbackId: 'x', handled: true });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toContainEqual({
      msg: CALLBACK_ADMIN_MESSAGES.callbackId,
      param: 'callbackId',
    });
    const noFlag = await post('/api/admin/callbacks/mark', admin.token, { callbackId: randomUUID() });
    expect(noFlag.statusCode).toBe(400);
    expect(noFlag.json().errors).toContainEqual({ msg: CALLBACK_ADMIN_MESSAGES.handled, param: 'handled' });
    const missing = await post('/api/admin/callbacks/mark', admin.token, {
      callbackId: randomUUID(),
      handled: true,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0].msg).toBe(CALLBACK_ADMIN_MESSAGES.notFound);
    const badList = await post('/api/admin/callbacks/list', admin.token, { page: -1 });
    expect(badList.statusCode).toBe(400);
  });
});

describe('the list and the mark', () => {
  it('lists newest first without the IP; marking shows who; the unhandled filter and undo work; audited', async () => {
    const older = await insertCallback('Пётр', new Date(Date.now() - 60_000));
    const newer = await insertCallback('Мария', new Date());

    const all = await listAll(false);
    const ids = all.map((item) => item._id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    const shown = all.find((item) => item._id === older.id);
    expect(shown).toEqual({
      _id: older.id,
      name: 'Пётр',
      phone: older.phone,
      createdAt: older.createdAt.toISOString(),
      handledAt: null,
      handledBy: null,
    });

    const mark = await post('/api/admin/callbacks/mark', admin.token, {
      callbackId: older.id,
      handled: true,
    });
    expect(mark.statusCode).toBe(200);
    expect(mark.json().callback).toMatchObject({
      _id: older.id,
      handledBy: { _id: admin.user.id, name: 'Ольга Звонкова', type: 'admin' },
    });
    expect(mark.json().callback.handledAt).toEqual(expect.any(String));

    const unhandled = (await listAll(true)).map((item) => item._id);
    expect(unhandled).toContain(newer.id);
    expect(unhandled).not.toContain(older.id);
    expect((await listAll(false)).find((item) => item._id === older.id)?.handledBy?.name).toBe(
      'Ольга Звонкова',
    );

    const undo = await post('/api/admin/callbacks/mark', admin.token, {
      callbackId: older.id,
      handled: false,
    });
    expect(undo.json().callback).toMatchObject({ handledAt: null, handledBy: null });
    expect((await listAll(true)).map((item) => item._id)).toContain(older.id);

    const audit = await t.deps.db.select().from(adminAudit).where(eq(adminAudit.adminId, admin.user.id));
    expect(audit.map((row) => row.action).sort()).toEqual(['callbackMark', 'callbackUnmark']);
    const marked = audit.find((row) => row.action === 'callbackMark');
    expect(marked?.comment).toBe(`Пётр, ${older.phone}`);
    expect(marked?.before).toEqual({ handledAt: null, handledBy: null });
    expect(marked?.after).toMatchObject({ handledBy: admin.user.id });
  });
});
