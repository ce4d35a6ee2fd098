import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { NOTIFICATIONS_PER_PAGE } from '@fura/domain/constants';
import { ZNotificationListResponse } from '@fura/domain/notification-requests';
import type { NotificationCode } from '@fura/domain/notifications';
import { notifications } from '../src/db/schema';
import { inTransaction } from '../src/db/transaction';
import { createNotification } from '../src/modules/notification/create';
import type { NotificationInfo } from '../src/modules/notification/present';
import { bearer, createUser } from './helpers/factories';
import { startTestApp } from './helpers/test-app';
import { closeAllSockets, connectSocket, expectNoEvent, listenForSockets, waitFor } from './helpers/sockets';

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

function notify(userId: string, code: NotificationCode = 'systemNotice', info: NotificationInfo = {}) {
  return inTransaction(ctx.deps.db, ctx.deps.bus, (tx, events) =>
    createNotification(tx, events, { userId, code, info }),
  );
}

async function isRead(id: string): Promise<boolean> {
  const [row] = await ctx.deps.db.select().from(notifications).where(eq(notifications.id, id));
  return row!.isRead;
}

function post(url: string, token: string | null, payload?: object) {
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });
}

describe('createNotification', () => {
  it('stores the row with the type of its code and sends it to the user only after commit', async () => {
    const alice = await createUser(ctx.deps.db);
    const bob = await createUser(ctx.deps.db);
    const socket = await connectSocket(baseUrl, { token: alice.token });
    const bobSocket = await connectSocket(baseUrl, { token: bob.token });

    const received = waitFor(socket, 'sendNotification');
    const silent = expectNoEvent(bobSocket, 'sendNotification');
    const info = { articleType: 'order', articleId: 'a-1', secret: 'x' } as NotificationInfo;
    const created = await notify(alice.user.id, 'tariffActivated', { ...info, tariffName: 'PRO' });
    const { notification } = await received;
    expect(notification).toEqual(created);
    expect(notification).toMatchObject({
      type: 'tariff',
      code: 'tariffActivated',
      isRead: false,
      info: { articleType: 'order', articleId: 'a-1', tariffName: 'PRO' },
    });
    // Only the whitelisted info fields leave the server.
    expect(notification.info).not.toHaveProperty('secret');
    await silent;

    const [row] = await ctx.deps.db.select().from(notifications).where(eq(notifications.id, created._id));
    expect(row).toMatchObject({ userId: alice.user.id, type: 'tariff', code: 'tariffActivated' });
  });
});

describe('POST /api/notification/read', () => {
  it('marks the own notification read and tells the other tabs, not the calling one', async () => {
    const alice = await createUser(ctx.deps.db);
    const caller = await connectSocket(baseUrl, { token: alice.token });
    const otherTab = await connectSocket(baseUrl, { token: alice.token });
    const created = await notify(alice.user.id);

    const received = waitFor(otherTab, 'readNotification');
    const silent = expectNoEvent(caller, 'readNotification');
    const response = await post('/api/notification/read', alice.token, {
      id: created._id,
      socketId: caller.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ error: false });
    expect(await received).toEqual({ id: created._id });
    await silent;
    expect(await isRead(created._id)).toBe(true);
  });

  it('answers 404 for another user’s notification and leaves it unread', async () => {
    const alice = await createUser(ctx.deps.db);
    const bob = await createUser(ctx.deps.db);
    const aliceSocket = await connectSocket(baseUrl, { token: alice.token });
    const created = await notify(alice.user.id);

    const silent = expectNoEvent(aliceSocket, 'readNotification');
    const response = await post('/api/notification/read', bob.token, { id: created._id });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: true, errors: [{ msg: 'Уведомление не найдено' }] });
    expect(await isRead(created._id)).toBe(false);
    await silent;
  });

  it('answers 404 for an unknown or malformed id, 400 without an id', async () => {
    const alice = await createUser(ctx.deps.db);
    for (const id of ['7f1c0d5e-9a43-4b6e-8f4a-2d2d6a1b0c99', 'not-a-uuid']) {
      const response = await post('/api/notification/read', alice.token, { id });
      expect(response.statusCode).toBe(404);
    }
    const missing = await post('/api/notification/read', alice.token, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0]).toMatchObject({ param: 'id' });
  });

  it('answers 401 to a guest', async () => {
    const alice = await createUser(ctx.deps.db);
    const created = await notify(alice.user.id);
    const response = await post('/api/notification/read', null, { id: created._id });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: true, errors: [{ msg: 'Необходимо войти в систему' }] });
    expect(await isRead(created._id)).toBe(false);
  });
});

describe('POST /api/notification/read-all', () => {
  it('marks all own notifications read, tells the other tabs, and leaves other users’ alone', async () => {
    const alice = await createUser(ctx.deps.db);
    const bob = await createUser(ctx.deps.db);
    const caller = await connectSocket(baseUrl, { token: alice.token });
    const otherTab = await connectSocket(baseUrl, { token: alice.token });
    const bobSocket = await connectSocket(baseUrl, { token: bob.token });
    await notify(alice.user.id);
    await notify(alice.user.id, 'newRequest');
    const bobs = await notify(bob.user.id);

    const received = waitFor(otherTab, 'readNotificationAll');
    const silent = Promise.all([
      expectNoEvent(caller, 'readNotificationAll'),
      expectNoEvent(bobSocket, 'readNotificationAll'),
    ]);
    const response = await post('/api/notification/read-all', alice.token, { socketId: caller.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ error: false });
    expect(await received).toEqual({});
    await silent;

    const unread = await ctx.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, alice.user.id), eq(notifications.isRead, false)));
    expect(unread).toEqual([]);
    expect(await isRead(bobs._id)).toBe(false);
  });

  it('accepts a request without a body or socket id', async () => {
    const alice = await createUser(ctx.deps.db);
    const created = await notify(alice.user.id);
    const response = await post('/api/notification/read-all', alice.token);
    expect(response.statusCode).toBe(200);
    expect(await isRead(created._id)).toBe(true);
  });

  it('answers 401 to a guest', async () => {
    const response = await post('/api/notification/read-all', null, {});
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/notification/get-all', () => {
  it('pages the own notifications newest first, filtered by type', async () => {
    const alice = await createUser(ctx.deps.db);
    const bob = await createUser(ctx.deps.db);
    await notify(bob.user.id);
    const created = [];
    for (let i = 0; i < NOTIFICATIONS_PER_PAGE + 2; i += 1) {
      created.push(await notify(alice.user.id, i % 2 === 0 ? 'newRequest' : 'tariffActivated'));
    }
    const newestFirst = created.map((n) => n._id).reverse();

    const first = await post('/api/notification/get-all', alice.token, { type: 'all' });
    expect(first.statusCode).toBe(200);
    const firstPage = ZNotificationListResponse.parse(first.json()).notifications;
    expect(firstPage.map((n) => n._id)).toEqual(newestFirst.slice(0, NOTIFICATIONS_PER_PAGE));

    const second = await post('/api/notification/get-all', alice.token, {
      type: 'all',
      offset: NOTIFICATIONS_PER_PAGE,
    });
    const secondPage = ZNotificationListResponse.parse(second.json()).notifications;
    expect(secondPage.map((n) => n._id)).toEqual(newestFirst.slice(NOTIFICATIONS_PER_PAGE));

    const tariff = await post('/api/notification/get-all', alice.token, { type: 'tariff' });
    const tariffIds = ZNotificationListResponse.parse(tariff.json()).notifications.map((n) => n._id);
    expect(tariffIds).toEqual(
      created
        .filter((n) => n.type === 'tariff')
        .map((n) => n._id)
        .reverse(),
    );
  });

  it('rejects an unknown type and answers 401 to a guest', async () => {
    const alice = await createUser(ctx.deps.db);
    const bad = await post('/api/notification/get-all', alice.token, { type: 'spam' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toEqual({ msg: 'Неизвестный тип уведомлений', param: 'type' });
    const guest = await post('/api/notification/get-all', null, { type: 'all' });
    expect(guest.statusCode).toBe(401);
  });
});
