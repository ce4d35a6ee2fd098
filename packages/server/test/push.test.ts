import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { defaultNotificationSettings } from '@fura/domain/notification-settings';
import { PUSH_MESSAGES } from '@fura/domain/push-schemas';
import { pushOutbox, pushSubscriptions } from '../src/db/schema';
import { createPushSender } from '../src/integrations/push/push-sender';
import { deliverDuePush } from '../src/modules/push/push-delivery';
import { assertPushEndpoint } from '../src/modules/push/policy';
import { resolveVapidKeys } from '../src/modules/push/vapid-keys';
import { moscowDate, postArticleJson } from './helpers/articles';
import { createCarrier } from './helpers/deals';
import { bearer, createUser } from './helpers/factories';
import {
  startFakePushService,
  type FakePushService,
  type FakeSubscription,
} from './helpers/fake-push-service';
import { moscowKazanTent, publishOrder, saveSearch } from './helpers/saved-searches';
import { startTestApp } from './helpers/test-app';

let ctx: Awaited<ReturnType<typeof startTestApp>>;
let service: FakePushService;
beforeAll(async () => {
  service = await startFakePushService();
  ctx = await startTestApp({ ownDatabase: true });
});
afterAll(async () => {
  await ctx.close();
  await service.close();
});

const HOUR = 3600_000;
const call = (path: string, token: string | null, payload: unknown = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/push/${path}`,
    headers: token ? bearer(token) : {},
    payload: payload as Record<string, unknown>,
  });

async function subscribe(token: string, deviceName = 'Chrome на Android'): Promise<FakeSubscription> {
  const device = service.subscribe();
  const response = await call('subscribe', token, { subscription: device.json, deviceName });
  expect(response.statusCode, response.body).toBe(200);
  return device;
}

const delivered = async () => {
  await ctx.savedSearches.alerts.idle();
  await ctx.push.idle();
};

describe('web push', () => {
  it('answers the VAPID public key (made once, kept in the database) to a logged-in user only', async () => {
    const user = await createUser(ctx.deps.db);
    const guest = await ctx.app.inject({ method: 'GET', url: '/api/push/key' });
    expect(guest.statusCode).toBe(401);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/push/key',
      headers: bearer(user.token),
    });
    const { publicKey } = response.json<{ publicKey: string }>();
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect(JSON.stringify(response.json())).not.toMatch(/private/i);
    expect((await resolveVapidKeys(ctx.deps.db, ctx.deps.config)).publicKey).toBe(publicKey);
  });

  it('a new request reaches the author’s device: VAPID-signed, encrypted, no names', async () => {
    const owner = await createUser(ctx.deps.db, { type: 'cargo' });
    const carrier = await createCarrier(ctx.deps.db, { firstName: 'Игорь', lastName: 'Водителев' });
    const device = await subscribe(owner.token);
    const articleId = await publishOrder(ctx.app, owner.token, { loadingDate: moscowDate(1) });
    const request = await postArticleJson(ctx.app, 'createRequest', carrier.token, {
      articleId,
      request: { request: 'Возьму', priceKopecks: 3_000_000, date: moscowDate(1) },
      socketId: null,
    });
    expect(request.statusCode, request.body).toBe(200);
    await delivered();
    expect(service.refused).toEqual([]);
    expect(device.messages).toHaveLength(1);
    const [message] = device.messages;
    expect(message?.payload).toEqual({
      title: 'Фура',
      body: 'Новая заявка: Москва → Казань',
      url: `/order/${articleId}`,
      tag: `newRequest:${articleId}`,
    });
    expect(JSON.stringify(message?.payload)).not.toMatch(/Игорь|Водителев|@/);
    expect(message?.ttl).toBeGreaterThan(0);
    expect(message?.urgency).toBe('high');
    expect(await ctx.deps.db.select().from(pushOutbox)).toEqual([]);
  });

  it('push off for the group in the settings: nothing is pushed', async () => {
    const owner = await createUser(ctx.deps.db, { type: 'cargo' });
    const carrier = await createCarrier(ctx.deps.db);
    const device = await subscribe(owner.token);
    const settings = {
      ...defaultNotificationSettings(),
      requests: { site: true, email: false, push: false },
    };
    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/api/notification/save-settings',
      headers: bearer(owner.token),
      payload: { settings },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const articleId = await publishOrder(ctx.app, owner.token, { loadingDate: moscowDate(2) });
    await postArticleJson(ctx.app, 'createRequest', carrier.token, {
      articleId,
      request: { request: 'Возьму', priceKopecks: 3_000_000, date: moscowDate(2) },
      socketId: null,
    });
    await delivered();
    expect(device.messages).toEqual([]);
  });

  it('a saved search pushes its match with route and price; quiet hours hold it until they end', async () => {
    const carrier = await createCarrier(ctx.deps.db);
    const owner = await createUser(ctx.deps.db, { type: 'cargo' });
    const device = await subscribe(carrier.token);
    await saveSearch(ctx.app, carrier.token, moscowKazanTent({ channels: ['push'], quietHours: null }));
    const articleId = await publishOrder(ctx.app, owner.token, { loadingDate: moscowDate(3) });
    await delivered();
    expect(device.messages.map((message) => message.payload)).toEqual([
      {
        title: 'Фура',
        body: expect.stringMatching(/^Новый заказ по сохранённому поиску: Москва → Казань, 35\s000 ₽$/),
        url: `/order/${articleId}`,
        tag: `savedSearchMatch:${articleId}`,
      },
    ]);

    const night = await createCarrier(ctx.deps.db);
    const nightDevice = await subscribe(night.token);
    const clock = (shift: number) => new Date(Date.now() + 3 * HOUR + shift).toISOString().slice(11, 16);
    await saveSearch(
      ctx.app,
      night.token,
      moscowKazanTent({ channels: ['push'], quietHours: { from: clock(-HOUR), to: clock(2 * HOUR) } }),
    );
    await publishOrder(ctx.app, owner.token, { loadingDate: moscowDate(4) });
    await delivered();
    expect(nightDevice.messages).toEqual([]);
    const [held] = await ctx.deps.db.select().from(pushOutbox).where(eq(pushOutbox.userId, night.user.id));
    expect(held?.notBefore.getTime()).toBeGreaterThan(Date.now() + HOUR);
    const sender = createPushSender(
      await resolveVapidKeys(ctx.deps.db, ctx.deps.config),
      ctx.deps.config.push.subject,
    );
    await deliverDuePush(ctx.deps, sender, held!.notBefore);
    expect(nightDevice.messages).toHaveLength(1);
  });

  it('a push service’s 410 forgets that device; a failing service is retried later; others still get theirs', async () => {
    const owner = await createUser(ctx.deps.db, { type: 'cargo' });
    const carrier = await createCarrier(ctx.deps.db);
    const gone = await subscribe(owner.token, 'Старый телефон');
    const failing = await subscribe(owner.token, 'Ноутбук');
    gone.answer = 410;
    failing.answer = 500;
    const articleId = await publishOrder(ctx.app, owner.token, { loadingDate: moscowDate(5) });
    await postArticleJson(ctx.app, 'createRequest', carrier.token, {
      articleId,
      request: { request: 'Возьму', priceKopecks: 3_000_000, date: moscowDate(5) },
      socketId: null,
    });
    await delivered();
    const devices = await ctx.deps.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, owner.user.id));
    expect(devices.map((device) => device.deviceName)).toEqual(['Ноутбук']);
    const [retry] = await ctx.deps.db.select().from(pushOutbox).where(eq(pushOutbox.userId, owner.user.id));
    expect(retry?.attempts).toBe(1);

    failing.answer = 201;
    const sender = createPushSender(
      await resolveVapidKeys(ctx.deps.db, ctx.deps.config),
      ctx.deps.config.push.subject,
    );
    await deliverDuePush(ctx.deps, sender, new Date(Date.now() + 10 * 60_000));
    expect(failing.messages).toHaveLength(1);
    expect(await ctx.deps.db.select().from(pushOutbox).where(eq(pushOutbox.userId, owner.user.id))).toEqual(
      [],
    );
  });

  it('devices: listed with this browser marked, never their endpoints; only the owner removes one', async () => {
    const user = await createUser(ctx.deps.db);
    const other = await createUser(ctx.deps.db);
    const phone = await subscribe(user.token, 'Chrome на Android');
    await subscribe(user.token, 'Firefox на Windows');
    const listed = await call('devices', user.token, { endpoint: phone.json.endpoint });
    const { devices } = listed.json<{ devices: { id: string; deviceName: string; current: boolean }[] }>();
    expect(devices.map((device) => [device.deviceName, device.current])).toEqual([
      ['Chrome на Android', true],
      ['Firefox на Windows', false],
    ]);
    expect(listed.body).not.toContain(phone.json.endpoint);
    expect(listed.body).not.toContain(phone.json.keys.auth);

    const laptop = devices[1]!.id;
    expect((await call('unsubscribe', other.token, { id: laptop })).statusCode).toBe(200);
    expect((await call('devices', user.token)).json<{ devices: unknown[] }>().devices).toHaveLength(2);
    expect((await call('unsubscribe', user.token, { id: laptop })).statusCode).toBe(200);
    expect((await call('unsubscribe', user.token, { endpoint: phone.json.endpoint })).statusCode).toBe(200);
    expect((await call('devices', user.token)).json<{ devices: unknown[] }>().devices).toEqual([]);
    for (const path of ['subscribe', 'unsubscribe', 'devices'])
      expect((await call(path, null)).statusCode).toBe(401);
  });

  it('bad subscriptions: 400 with the Russian message; in production only https push services', async () => {
    const user = await createUser(ctx.deps.db);
    const good = service.subscribe().json;
    for (const subscription of [
      { ...good, endpoint: 'не адрес' },
      { ...good, keys: { ...good.keys, p256dh: 'короткий' } },
      { endpoint: good.endpoint },
    ]) {
      const response = await call('subscribe', user.token, { subscription, deviceName: 'Телефон' });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ errors: { msg: string }[] }>().errors[0]?.msg).toBe(PUSH_MESSAGES.subscription);
    }
    const unnamed = await call('subscribe', user.token, { subscription: good, deviceName: ' ' });
    expect(unnamed.json<{ errors: { msg: string }[] }>().errors[0]?.msg).toBe(PUSH_MESSAGES.deviceName);

    const production = { env: 'production' as const };
    expect(() => assertPushEndpoint('https://fcm.googleapis.com/fcm/send/abc', production)).not.toThrow();
    for (const endpoint of [
      'http://fcm.googleapis.com/x',
      'https://127.0.0.1/x',
      'https://[::1]/x',
      'https://localhost/x',
    ]) {
      expect(() => assertPushEndpoint(endpoint, production)).toThrow(PUSH_MESSAGES.subscription);
    }
  });
});
