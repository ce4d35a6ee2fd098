import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  defaultNotificationSettings,
  ZNotificationSettingsResponse,
  type TNotificationSettings,
} from '@fura/domain/notification-settings';
import type { NotificationCode } from '@fura/domain/notifications';
import { notificationSettings, notifications } from '../src/db/schema';
import { inTransaction } from '../src/db/transaction';
import { createNotification } from '../src/modules/notification/create';
import { bearer, createUser } from './helpers/factories';
import { closeAllSockets, connectSocket, expectNoEvent, listenForSockets, waitFor } from './helpers/sockets';
import { startTestApp } from './helpers/test-app';

let ctx: Awaited<ReturnType<typeof startTestApp>>;
let baseUrl: string;

beforeAll(async () => {
  ctx = await startTestApp();
  baseUrl = await listenForSockets(ctx.app);
});
afterEach(() => closeAllSockets());
afterAll(async () => {
  closeAllSockets();
  await ctx.close();
});

function post(url: string, token: string | null, payload?: object) {
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });
}

function notify(userId: string, code: NotificationCode) {
  return inTransaction(ctx.deps.db, ctx.deps.bus, (tx, events) =>
    createNotification(tx, events, { userId, code }),
  );
}

async function storedCodes(userId: string): Promise<string[]> {
  const rows = await ctx.deps.db.select().from(notifications).where(eq(notifications.userId, userId));
  return rows.map((row) => row.code);
}

function withGroup(
  group: keyof TNotificationSettings,
  channel: { site: boolean; email: boolean; push?: boolean },
): TNotificationSettings {
  return { ...defaultNotificationSettings(), [group]: channel };
}

describe('POST /api/notification/settings', () => {
  it('answers the defaults (everything on) to a user who never saved', async () => {
    const alice = await createUser(ctx.deps.db);
    const response = await post('/api/notification/settings', alice.token);
    expect(response.statusCode).toBe(200);
    expect(ZNotificationSettingsResponse.parse(response.json())).toEqual({
      error: false,
      settings: defaultNotificationSettings(),
    });
  });

  it('answers 401 to a guest', async () => {
    const response = await post('/api/notification/settings', null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: true, errors: [{ msg: 'Необходимо войти в систему' }] });
  });
});

describe('POST /api/notification/save-settings', () => {
  it('saves per user and reads back; another user keeps the defaults', async () => {
    const alice = await createUser(ctx.deps.db);
    const bob = await createUser(ctx.deps.db);
    const settings = {
      ...withGroup('messages', { site: false, email: false, push: false }),
      reviews: { site: true, email: false, push: true },
      listings: { site: true, email: true, push: true },
    };
    const saved = await post('/api/notification/save-settings', alice.token, { settings });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ error: false, settings });

    const read = await post('/api/notification/settings', alice.token);
    expect(read.json()).toEqual({ error: false, settings });
    const other = await post('/api/notification/settings', bob.token);
    expect(other.json().settings).toEqual(defaultNotificationSettings());

    const again = { ...settings, messages: { site: true, email: true, push: true } };
    await post('/api/notification/save-settings', alice.token, { settings: again });
    expect((await post('/api/notification/settings', alice.token)).json().settings).toEqual(again);
  });

  it('keeps account notices on the site: site false is saved as true, e-mail follows the choice', async () => {
    const alice = await createUser(ctx.deps.db);
    const settings = withGroup('account', { site: false, email: false });
    const response = await post('/api/notification/save-settings', alice.token, { settings });
    expect(response.statusCode).toBe(200);
    expect(response.json().settings.account).toEqual({ site: true, email: false, push: false });
    const [row] = await ctx.deps.db
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, alice.user.id));
    expect(row?.settings.account).toEqual({ site: true, email: false, push: false });
  });

  it('answers 400 with a Russian message and the field to bad input, and saves nothing', async () => {
    const alice = await createUser(ctx.deps.db);
    const { messages: _dropped, ...missingGroup } = defaultNotificationSettings();
    const cases = [
      { settings: { ...defaultNotificationSettings(), deals: { site: 'yes', email: true } } },
      { settings: missingGroup },
      {},
    ];
    for (const payload of cases) {
      const response = await post('/api/notification/save-settings', alice.token, payload);
      expect(response.statusCode).toBe(400);
      const [error] = response.json().errors;
      expect(error.msg).toMatch(/[а-яё]/i);
      expect(error.param).toMatch(/^settings/);
    }
    const rows = await ctx.deps.db
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, alice.user.id));
    expect(rows).toEqual([]);
  });

  it('answers 401 to a guest before looking at the body', async () => {
    const response = await post('/api/notification/save-settings', null, { settings: 'nonsense' });
    expect(response.statusCode).toBe(401);
  });

  it('lets a banned user manage his notifications (they are his own, not an action on others)', async () => {
    const banned = await createUser(ctx.deps.db, { isBan: true });
    const settings = withGroup('deals', { site: true, email: false });
    const response = await post('/api/notification/save-settings', banned.token, { settings });
    expect(response.statusCode).toBe(200);
    // A client that does not send `push` keeps the group's default (issue 27).
    expect(response.json().settings.deals).toEqual({ site: true, email: false, push: true });
  });
});

describe('createNotification honours the site setting', () => {
  it('site off: nothing stored, nothing emitted; other groups still arrive', async () => {
    const alice = await createUser(ctx.deps.db);
    await post('/api/notification/save-settings', alice.token, {
      settings: withGroup('requests', { site: false, email: false }),
    });
    const socket = await connectSocket(baseUrl, { token: alice.token });

    const silent = expectNoEvent(socket, 'sendNotification');
    await notify(alice.user.id, 'newRequest');
    await silent;
    expect(await storedCodes(alice.user.id)).toEqual([]);

    const received = waitFor(socket, 'sendNotification');
    await notify(alice.user.id, 'executorSet');
    expect((await received).notification.code).toBe('executorSet');
    expect(await storedCodes(alice.user.id)).toEqual(['executorSet']);
  });

  it('account notices arrive even if the stored settings say site off (they cannot be turned off)', async () => {
    const alice = await createUser(ctx.deps.db);
    // Written around the API, as an old or damaged row could be.
    await ctx.deps.db.insert(notificationSettings).values({
      userId: alice.user.id,
      settings: { ...withGroup('account', { site: false, email: false }) },
    });
    const socket = await connectSocket(baseUrl, { token: alice.token });
    const received = waitFor(socket, 'sendNotification');
    await notify(alice.user.id, 'commentBan');
    expect((await received).notification.code).toBe('commentBan');
    expect(await storedCodes(alice.user.id)).toEqual(['commentBan']);
  });

  it('a damaged or partial stored value reads as the defaults for those groups', async () => {
    const alice = await createUser(ctx.deps.db);
    const damaged = { deals: { site: false, email: false }, reviews: { site: 'no', email: 1 } };
    await ctx.deps.db.execute(
      sql`insert into notification_settings (user_id, settings) values (${alice.user.id}, ${JSON.stringify(damaged)}::jsonb)`,
    );
    const response = await post('/api/notification/settings', alice.token);
    expect(response.json().settings).toEqual(withGroup('deals', { site: false, email: false, push: true }));
  });
});
