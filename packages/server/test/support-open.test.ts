import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ZDialogResponse } from '@fura/domain/dialog-schemas';
import { ERROR_MESSAGES } from '@fura/domain/errors';
import { SUPPORT_ACCOUNT_NAME, SUPPORT_MESSAGES, ZSupportOpenResponse } from '@fura/domain/support';
import { dialogs, notificationSettings, sessions, users } from '../src/db/schema';
import { generateToken, hashToken } from '../src/http/auth';
import { ensureSupportAccount, SUPPORT_ACCOUNT_EMAIL } from '../src/modules/dialog/support-account';
import { createCargo, createCarrier } from './helpers/deals';
import { post } from './helpers/dialogs';
import { createUser } from './helpers/factories';
import { startTestApp } from './helpers/test-app';

/** Issue 13: the support account and POST /api/support/open. */
let t: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function supportRows() {
  return t.deps.db.select().from(users).where(eq(users.email, SUPPORT_ACCOUNT_EMAIL));
}

describe('the support account', () => {
  it('exists after start: «Поддержка Фуры», an admin, quiet notifications', async () => {
    const [support, ...more] = await supportRows();
    expect(more).toEqual([]);
    expect(support).toMatchObject({
      type: 'admin',
      firstName: SUPPORT_ACCOUNT_NAME.first,
      lastName: SUPPORT_ACCOUNT_NAME.last,
      isBan: false,
    });
    const [settings] = await t.deps.db
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, support!.id));
    for (const channel of Object.values(settings!.settings)) expect(channel.email).toBe(false);
  });

  it('is created once, also by concurrent starts', async () => {
    const [before] = await supportRows();
    const made = await Promise.all([1, 2, 3].map(() => ensureSupportAccount(t.deps.db)));
    expect(new Set(made.map((row) => row.id))).toEqual(new Set([before!.id]));
    expect(await supportRows()).toHaveLength(1);
  });

  it('cannot log in: not by its e-mail, phone or any password; no reset either', async () => {
    for (const login of [SUPPORT_ACCOUNT_EMAIL, 'support']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { login, password: '!support-account-cannot-log-in' },
      });
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot',
      payload: { email: SUPPORT_ACCOUNT_EMAIL },
    });
    expect(forgot.statusCode).toBe(400);
  });
});

describe('POST /api/support/open', () => {
  it('a guest gets 401', async () => {
    const res = await post(t.app, 'support/open', null, {});
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0].msg).toBe(ERROR_MESSAGES.unauthorized);
  });

  it.each(['cargo', 'carrier', 'admin'] as const)(
    'a %s gets his user dialog with support; again → the same dialog',
    async (type) => {
      const caller =
        type === 'carrier' ? await createCarrier(t.deps.db) : await createUser(t.deps.db, { type });
      const first = await post(t.app, 'support/open', caller.token, {});
      expect(first.statusCode, first.body).toBe(200);
      const { dialogId } = ZSupportOpenResponse.parse(first.json());
      const again = await post(t.app, 'support/open', caller.token, {});
      expect(ZSupportOpenResponse.parse(again.json()).dialogId).toBe(dialogId);
      // The ordinary messaging shows it: the other side is the support account, presented as the site's admin.
      const view = await post(t.app, 'dialog/get', caller.token, { dialogId });
      expect(view.statusCode).toBe(200);
      const { dialog } = ZDialogResponse.parse(view.json());
      expect(dialog).toMatchObject({ kind: 'user', orderId: null });
      expect(dialog.user).toMatchObject({
        type: 'admin',
        name: { first: SUPPORT_ACCOUNT_NAME.first, last: SUPPORT_ACCOUNT_NAME.last },
      });
      const [support] = await supportRows();
      const rows = await t.deps.db.select().from(dialogs).where(eq(dialogs.id, dialogId));
      expect(rows).toHaveLength(1);
      expect([rows[0]!.userA, rows[0]!.userB].sort()).toEqual([caller.user.id, support!.id].sort());
      // /dialog/{id} takes the other user's id: the answer names the support account for the web app to open.
      expect(ZSupportOpenResponse.parse(first.json()).userId).toBe(support!.id);
    },
  );

  it('concurrent opens of one user make one dialog', async () => {
    const caller = await createCargo(t.deps.db);
    const answers = await Promise.all([1, 2, 3].map(() => post(t.app, 'support/open', caller.token, {})));
    const ids = answers.map((res) => ZSupportOpenResponse.parse(res.json()).dialogId);
    expect(new Set(ids).size).toBe(1);
  });

  it('a banned user reaches support too (opening; the dialog is his like any)', async () => {
    const banned = await createCargo(t.deps.db, { isBan: true, banComment: 'Спам' });
    const res = await post(t.app, 'support/open', banned.token, {});
    expect(res.statusCode, res.body).toBe(200);
    const { dialogId } = ZSupportOpenResponse.parse(res.json());
    expect((await post(t.app, 'dialog/get', banned.token, { dialogId })).statusCode).toBe(200);
  });

  it('a banned user writes to support and gets its answer; other dialogs stay closed to him', async () => {
    const banned = await createCargo(t.deps.db, { isBan: true, banComment: 'Спам' });
    const admin = await createUser(t.deps.db, { type: 'admin' });
    const { dialogId } = ZSupportOpenResponse.parse(
      (await post(t.app, 'support/open', banned.token, {})).json(),
    );
    const asked = await post(t.app, 'dialog/send', banned.token, {
      dialogId,
      text: 'За что?',
      clientId: 'b-1',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const answered = await post(t.app, 'admin/support/send', admin.token, { dialogId, text: 'За спам' });
    expect(answered.statusCode, answered.body).toBe(200);
    const other = await createCargo(t.deps.db);
    const opened = await post(t.app, 'dialog/open', banned.token, { kind: 'user', userId: other.user.id });
    const refused = await post(t.app, 'dialog/send', banned.token, {
      dialogId: opened.json<{ dialog: { _id: string } }>().dialog._id,
      text: 'Привет',
      clientId: 'b-2',
    });
    expect(refused.statusCode).toBe(403);
  });

  it('the support account itself gets 400', async () => {
    const [support] = await supportRows();
    const token = generateToken();
    await t.deps.db.insert(sessions).values({ userId: support!.id, tokenHash: hashToken(token) });
    try {
      const res = await post(t.app, 'support/open', token, {});
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: true, errors: [{ msg: SUPPORT_MESSAGES.supportItself }] });
    } finally {
      await t.deps.db
        .delete(sessions)
        .where(and(eq(sessions.userId, support!.id), eq(sessions.tokenHash, hashToken(token))));
    }
  });
});
