import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_MESSAGES, AUDIT_PER_PAGE, type TAuditEntry } from '@fura/domain/admin-audit';
import type { TAdminUserRef } from '@fura/domain/admin-refs';
import { inTransaction } from '../src/db/transaction';
import { writeAudit, type AuditEntry } from '../src/modules/admin/audit/write-audit';
import { createArticle } from './helpers/articles';
import { createCargo, createCarrier } from './helpers/deals';
import { bearer, createUser, type CreatedUser } from './helpers/factories';
import { startTestApp } from './helpers/test-app';

/** Issue 12, «Журнал»: the log newest first, 50 a page, by admin, action and target user; the admins filter. */
let t: Awaited<ReturnType<typeof startTestApp>>;
let admin: CreatedUser;
let otherAdmin: CreatedUser;
let cargo: CreatedUser;
let carrier: CreatedUser;

beforeAll(async () => {
  t = await startTestApp();
  admin = await createUser(t.deps.db, { type: 'admin', firstName: 'Журнал', lastName: 'Первый' });
  otherAdmin = await createUser(t.deps.db, { type: 'admin', firstName: 'Журнал', lastName: 'Второй' });
  cargo = await createCargo(t.deps.db, { firstName: 'Семён', lastName: 'Грузов' });
  carrier = await createCarrier(t.deps.db);
});
afterAll(() => t.close());

function post(url: string, token: string | null, payload: object = {}) {
  return t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, payload });
}

function audit(entry: AuditEntry) {
  return inTransaction(t.deps.db, t.deps.bus, (tx) => writeAudit(tx, entry));
}

async function list(payload: object): Promise<{ entries: TAuditEntry[]; countAll: number }> {
  const res = await post('/api/admin/audit/list', admin.token, payload);
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('access and bad input', () => {
  it('a guest gets 401, a cargo owner and a carrier 404', async () => {
    for (const url of ['/api/admin/audit/list', '/api/admin/audit/admins']) {
      expect((await post(url, null, { page: 1 })).statusCode).toBe(401);
      expect((await post(url, cargo.token, { page: 1 })).statusCode).toBe(404);
      expect((await post(url, carrier.token, { page: 1 })).statusCode).toBe(404);
    }
  });

  it('bad filters → 400 with Russian messages', async () => {
    const cases: [object, string, string][] = [
      [{ adminId: 'x' }, 'adminId', AUDIT_MESSAGES.adminId],
      [{ userId: 'x' }, 'userId', AUDIT_MESSAGES.userId],
      [{ action: 'drop table' }, 'action', AUDIT_MESSAGES.action],
      [{ page: 0 }, 'page', 'Некорректный номер страницы'],
    ];
    for (const [payload, param, msg] of cases) {
      const res = await post('/api/admin/audit/list', admin.token, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({ msg, param });
    }
  });
});

describe('POST /api/admin/audit/list', () => {
  it('filters by admin, action and target user, newest first, with names and the listing', async () => {
    const listing = await createArticle(t.deps.db, cargo.user.id, {
      fromSettlement: 'Ярославль',
      toSettlement: 'Вологда',
    });
    await audit({ adminId: admin.user.id, action: 'ban', targetUserId: cargo.user.id, comment: 'Спам' });
    await audit({
      adminId: otherAdmin.user.id,
      action: 'articleHide',
      targetUserId: cargo.user.id,
      targetArticleId: listing.id,
      comment: 'Контакты',
      before: { status: 2 },
      after: { status: 7 },
    });
    await audit({ adminId: admin.user.id, action: 'unban', targetUserId: carrier.user.id });

    const byUser = await list({ userId: cargo.user.id });
    expect(byUser.countAll).toBe(2);
    expect(byUser.entries.map((entry) => entry.action)).toEqual(['articleHide', 'ban']);
    expect(byUser.entries[0]).toMatchObject({
      admin: { _id: otherAdmin.user.id, name: 'Журнал Второй', type: 'admin' },
      targetUser: { _id: cargo.user.id, name: 'Семён Грузов', type: 'cargo' },
      targetArticle: { _id: listing.id, type: 'order', route: 'Ярославль → Вологда' },
      comment: 'Контакты',
      before: { status: 2 },
      after: { status: 7 },
    });

    const byAdmin = await list({ adminId: admin.user.id });
    expect(byAdmin.entries.map((entry) => entry.action)).toEqual(['unban', 'ban']);
    const byBoth = await list({ adminId: admin.user.id, action: 'ban' });
    expect(byBoth.entries.map((entry) => entry.targetUser?._id)).toEqual([cargo.user.id]);
    expect((await list({ adminId: otherAdmin.user.id, action: 'ban' })).countAll).toBe(0);
  });

  it(`pages by ${AUDIT_PER_PAGE}`, async () => {
    const busy = await createUser(t.deps.db, { type: 'admin' });
    for (let i = 0; i < AUDIT_PER_PAGE + 2; i += 1) {
      await audit({ adminId: busy.user.id, action: 'settingsEdit', comment: `#${i}` });
    }
    const first = await list({ adminId: busy.user.id, page: 1 });
    const second = await list({ adminId: busy.user.id, page: 2 });
    expect(first.countAll).toBe(AUDIT_PER_PAGE + 2);
    expect(first.entries).toHaveLength(AUDIT_PER_PAGE);
    expect(second.entries).toHaveLength(2);
    const comments = [...first.entries, ...second.entries].map((entry) => entry.comment);
    expect(new Set(comments).size).toBe(AUDIT_PER_PAGE + 2);
  });
});

describe('POST /api/admin/audit/admins', () => {
  it('lists the admins (and a former admin who acted), not the other users', async () => {
    const former = await createCargo(t.deps.db, { firstName: 'Бывший', lastName: 'Админ' });
    await audit({ adminId: former.user.id, action: 'notice' });
    const res = await post('/api/admin/audit/admins', admin.token);
    expect(res.statusCode).toBe(200);
    const ids = (res.json().admins as TAdminUserRef[]).map((item) => item._id);
    expect(ids).toEqual(expect.arrayContaining([admin.user.id, otherAdmin.user.id, former.user.id]));
    expect(ids).not.toContain(carrier.user.id);
  });
});
