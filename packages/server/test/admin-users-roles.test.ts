import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { ADMIN_USER_MESSAGES, ZAdminUserResponse } from '@fura/domain/admin-users';
import { adminAudit, users } from '../src/db/schema';
import { createCarrier } from './helpers/deals';
import { bearer, createUser, type CreatedUser } from './helpers/factories';
import { startTestApp } from './helpers/test-app';

/**
 * Issue 12: granting and taking away the admin role, audited; the last admin keeps it. On a database of the file's
 * own: «the last admin» counts every admin in it.
 */
let t: Awaited<ReturnType<typeof startTestApp>>;
let admin: CreatedUser;

beforeAll(async () => {
  t = await startTestApp({ ownDatabase: true });
  admin = await createUser(t.deps.db, { type: 'admin' });
});
afterAll(() => t.close());

function post(path: string, token: string, userId: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/users/${path}`,
    headers: bearer(token),
    payload: { userId },
  });
}

async function auditOf(userId: string, action: string) {
  return t.deps.db
    .select()
    .from(adminAudit)
    .where(and(eq(adminAudit.targetUserId, userId), eq(adminAudit.action, action)));
}

describe('the admin role', () => {
  it('the last admin cannot take the role from himself (400)', async () => {
    const res = await post('revoke-admin', admin.token, admin.user.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ msg: ADMIN_USER_MESSAGES.lastAdmin, param: 'userId' }]);
    expect(await auditOf(admin.user.id, 'revokeAdmin')).toEqual([]);
  });

  it('grant keeps the former role; revoke gives it back; both audited', async () => {
    const carrier = await createCarrier(t.deps.db);
    const granted = await post('grant-admin', admin.token, carrier.user.id);
    expect(granted.statusCode, granted.body).toBe(200);
    expect(ZAdminUserResponse.parse(granted.json()).user).toMatchObject({
      type: 'admin',
      roleBeforeAdmin: 'carrier',
    });
    expect((await post('grant-admin', admin.token, carrier.user.id)).json().errors[0].msg).toBe(
      ADMIN_USER_MESSAGES.alreadyAdmin,
    );
    // The new admin reaches the console with his own session.
    const console = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users/list',
      headers: bearer(carrier.token),
      payload: {},
    });
    expect(console.statusCode).toBe(200);

    const revoked = await post('revoke-admin', admin.token, carrier.user.id);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().user).toMatchObject({ type: 'carrier', roleBeforeAdmin: null });
    expect((await post('revoke-admin', admin.token, carrier.user.id)).json().errors[0].msg).toBe(
      ADMIN_USER_MESSAGES.notAdmin,
    );

    const [grant] = await auditOf(carrier.user.id, 'grantAdmin');
    expect(grant).toMatchObject({
      adminId: admin.user.id,
      before: { type: 'carrier', roleBeforeAdmin: null },
      after: { type: 'admin', roleBeforeAdmin: 'carrier' },
    });
    const [revoke] = await auditOf(carrier.user.id, 'revokeAdmin');
    expect(revoke).toMatchObject({
      adminId: admin.user.id,
      before: { type: 'admin', roleBeforeAdmin: 'carrier' },
      after: { type: 'carrier', roleBeforeAdmin: null },
    });
  });

  it('an admin made without a former role becomes a cargo owner; a banned user is not made admin', async () => {
    const plain = await createUser(t.deps.db, { type: 'admin' });
    const res = await post('revoke-admin', admin.token, plain.user.id);
    expect(res.json().user.type).toBe('cargo');
    const banned = await createUser(t.deps.db, { type: 'cargo', isBan: true });
    const refused = await post('grant-admin', admin.token, banned.user.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].msg).toBe(ADMIN_USER_MESSAGES.grantBanned);
  });

  it('two admins taking the role from each other at once leave one admin', async () => {
    const other = await createUser(t.deps.db, { type: 'admin' });
    const [first, second] = await Promise.all([
      post('revoke-admin', admin.token, other.user.id),
      post('revoke-admin', other.token, admin.user.id),
    ]);
    // The loser is refused as the last admin, or (had the winner committed first) no longer an admin at all.
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses[0]).toBe(200);
    expect([400, 404]).toContain(statuses[1]);
    const left = await t.deps.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.type, 'admin'), inArray(users.id, [admin.user.id, other.user.id])));
    expect(left).toHaveLength(1);
    if (first.statusCode !== 200) admin = other;
  });
});
