import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { adminAudit, fileDeletions, notifications, users } from '../src/db/schema';
import { bearer, createUser } from './helpers/factories';
import { connectSocket, expectNoEvent, waitFor } from './helpers/sockets';
import { socketTestApp } from './helpers/socket-test-app';

/** Issue 12: an admin's decision on a passport — one transaction, one audit row, the user told live. */
const t = socketTestApp();

const PHOTO = 'passports/00000000-0000-4000-8000-000000000003.webp';

async function waitingUser() {
  const uploadedAt = new Date(Date.now() - 60_000);
  const created = await createUser(t.deps.db, {
    type: 'carrier',
    passportStatus: 'pending',
    isPassportUploaded: true,
    passportPhoto: PHOTO,
    passportUploadedAt: uploadedAt,
  });
  return { ...created, uploadedAt: uploadedAt.toISOString() };
}

const decide = (token: string | null, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/moderation/decide',
    payload,
    headers: token ? bearer(token) : {},
  });

async function userRow(id: string) {
  const [row] = await t.deps.db.select().from(users).where(eq(users.id, id));
  return row!;
}

const auditOf = (adminId: string, userId: string) =>
  t.deps.db
    .select()
    .from(adminAudit)
    .where(and(eq(adminAudit.adminId, adminId), eq(adminAudit.targetUserId, userId)));

describe('POST /api/admin/moderation/decide', () => {
  it('approve: the passport is verified, the user told live and notified, the audit row written', async () => {
    const admin = await createUser(t.deps.db, { type: 'admin' });
    const target = await waitingUser();
    const socket = await connectSocket(t.baseUrl, { token: target.token });
    const success = waitFor(socket, 'modarationSuccess');
    const notified = waitFor(socket, 'sendNotification');

    const res = await decide(admin.token, {
      userId: target.user.id,
      uploadedAt: target.uploadedAt,
      decision: 'approve',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ error: false, userId: target.user.id, passportStatus: 'verified' });

    expect((await success).notification).toMatchObject({ code: 'passportModerationOk' });
    expect((await notified).notification.code).toBe('passportModerationOk');
    expect(await userRow(target.user.id)).toMatchObject({
      passportStatus: 'verified',
      isPassportVerified: true,
      passportComment: null,
    });
    const stored = await t.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, target.user.id));
    expect(stored.map((row) => row.code)).toEqual(['passportModerationOk']);
    const audit = await auditOf(admin.user.id, target.user.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'passportApprove',
      before: { passportStatus: 'pending', passportUploadedAt: target.uploadedAt },
      after: { passportStatus: 'verified' },
    });

    const session = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(target.token) });
    expect(session.json().user).toMatchObject({ isPassportVerified: true, passportStatus: 'verified' });
  });

  it('reject with a comment: modarationFail with the comment, a notification, the photo queued for deletion', async () => {
    const admin = await createUser(t.deps.db, { type: 'admin' });
    const target = await waitingUser();
    const socket = await connectSocket(t.baseUrl, { token: target.token });
    const fail = waitFor(socket, 'modarationFail');

    const res = await decide(admin.token, {
      userId: target.user.id,
      uploadedAt: target.uploadedAt,
      decision: 'reject',
      comment: '  Фото размыто, не читается серия  ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().passportStatus).toBe('rejected');

    const payload = await fail;
    expect(payload.commentFail).toBe('Фото размыто, не читается серия');
    expect(payload.notification).toMatchObject({
      code: 'passportModerationFail',
      info: { commentFail: 'Фото размыто, не читается серия' },
    });
    expect(await userRow(target.user.id)).toMatchObject({
      passportStatus: 'rejected',
      isPassportVerified: false,
      isPassportUploaded: false,
      passportPhoto: null,
      passportComment: 'Фото размыто, не читается серия',
    });
    const queued = await t.deps.db.select().from(fileDeletions).where(eq(fileDeletions.key, PHOTO));
    expect(queued.length).toBeGreaterThan(0);
    const [audit] = await auditOf(admin.user.id, target.user.id);
    expect(audit).toMatchObject({ action: 'passportReject', comment: 'Фото размыто, не читается серия' });
  });

  it('reject without a comment (or a blank one): 400 tied to the comment; nothing changes or goes out', async () => {
    const admin = await createUser(t.deps.db, { type: 'admin' });
    const target = await waitingUser();
    const socket = await connectSocket(t.baseUrl, { token: target.token });
    const quiet = expectNoEvent(socket, 'modarationFail');
    for (const comment of [undefined, '   ']) {
      const res = await decide(admin.token, {
        userId: target.user.id,
        uploadedAt: target.uploadedAt,
        decision: 'reject',
        ...(comment === undefined ? {} : { comment }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({ msg: 'Укажите причину отказа', param: 'comment' });
    }
    await quiet;
    expect((await userRow(target.user.id)).passportStatus).toBe('pending');
    expect(await auditOf(admin.user.id, target.user.id)).toHaveLength(0);
  });

  it.each([
    ['a comment over 500 characters', { decision: 'reject', comment: 'я'.repeat(501) }, 'comment'],
    ['an unknown decision', { decision: 'maybe' }, 'decision'],
    ['no upload time', { decision: 'approve', uploadedAt: undefined }, 'uploadedAt'],
    ['a user id that is not one', { decision: 'approve', userId: 'x' }, 'userId'],
  ])('400 for %s', async (_case, patch, param) => {
    const admin = await createUser(t.deps.db, { type: 'admin' });
    const target = await waitingUser();
    const res = await decide(admin.token, {
      userId: target.user.id,
      uploadedAt: target.uploadedAt,
      ...patch,
    });
    expect(res.statusCode).toBe(400);
    const { errors } = res.json<{ errors: { msg: string; param?: string }[] }>();
    expect(errors.find((item) => item.param === param)?.msg).toMatch(/[а-яё]/i);
  });

  it('two admins deciding at once: exactly one wins, the other gets 409; one audit row, one event', async () => {
    const [first, second] = await Promise.all([
      createUser(t.deps.db, { type: 'admin' }),
      createUser(t.deps.db, { type: 'admin' }),
    ]);
    const target = await waitingUser();
    const body = { userId: target.user.id, uploadedAt: target.uploadedAt };
    const answers = await Promise.all([
      decide(first.token, { ...body, decision: 'approve' }),
      decide(second.token, { ...body, decision: 'reject', comment: 'Не тот документ' }),
    ]);
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const lost = answers.find((res) => res.statusCode === 409)!;
    expect(lost.json().errors[0].msg).toBe('Решение уже принято другим администратором');
    const won = answers.find((res) => res.statusCode === 200)!;
    expect((await userRow(target.user.id)).passportStatus).toBe(won.json().passportStatus);
    const audits = await t.deps.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.targetUserId, target.user.id));
    expect(audits).toHaveLength(1);
    const sent = await t.deps.db.select().from(notifications).where(eq(notifications.userId, target.user.id));
    expect(sent).toHaveLength(1);
  });

  it('409 for an upload other than the one the admin saw (the user sent a new photo meanwhile)', async () => {
    const admin = await createUser(t.deps.db, { type: 'admin' });
    const target = await waitingUser();
    const seen = new Date(Date.parse(target.uploadedAt) - 5000).toISOString();
    const res = await decide(admin.token, { userId: target.user.id, uploadedAt: seen, decision: 'approve' });
    expect(res.statusCode).toBe(409);
    expect((await userRow(target.user.id)).passportStatus).toBe('pending');
  });

  it('404 for a user that does not exist', async () => {
    const admin = await createUser(t.deps.db, { type: 'admin' });
    const res = await decide(admin.token, {
      userId: '00000000-0000-4000-8000-00000000beef',
      uploadedAt: new Date().toISOString(),
      decision: 'approve',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0].msg).toBe('Пользователь не найден');
  });
});
