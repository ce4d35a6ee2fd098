import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { count } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { articles } from '../src/db/schema';
import { MemoryFileStorage } from './helpers/memory-file-storage';
import { post } from './helpers/dialogs';
import { emptyDatabases } from './helpers/empty-database';
import { testConfig } from './helpers/test-app';
import { bearer } from './helpers/factories';
import type { TPublicUser, TUserResponse } from '@fura/domain/user';

const { emptyDatabase, dropEmptyDatabases } = emptyDatabases();
afterEach(dropEmptyDatabases);

async function login(app: FastifyInstance, email: string): Promise<{ token: string; userId: string }> {
  const res = await post(app, 'auth/login', null, { login: email, password: 'demo12345' });
  expect(res.statusCode).toBe(200);
  const answer = res.json<{ apiToken: string; user: { _id: string } }>();
  return { token: answer.apiToken, userId: answer.user._id };
}

async function publicUser(app: FastifyInstance, token: string, userId: string) {
  const res = await post(app, 'user/get', token, { userId });
  return res.json<{ user: { rating: number; reviewsCount: number } }>().user;
}

describe('demo content on the first start', () => {
  it('gives a newcomer listings to find, deals with reviews and a dialog, and leaves the other accounts empty', async () => {
    const database = await emptyDatabase();
    const { app } = await buildApp({
      config: testConfig({ seedDemo: true }),
      database,
      storage: new MemoryFileStorage(),
    });
    try {
      const carrier1 = await login(app, 'carrier1@fura.local');
      const orders = await post(app, 'article/search', carrier1.token, { type: 'order' });
      expect(orders.statusCode).toBe(200);
      expect(orders.json<{ articles: unknown[] }>().articles).toHaveLength(6);
      const cargo1 = await login(app, 'cargo1@fura.local');
      const offers = await post(app, 'article/search', cargo1.token, { type: 'offer' });
      expect(offers.json<{ articles: unknown[] }>().articles).toHaveLength(3);

      const owner = await login(app, 'cargo3@fura.local');
      const carrier3 = await login(app, 'carrier3@fura.local');
      const carrier4 = await login(app, 'carrier4@fura.local');
      expect(await publicUser(app, carrier1.token, owner.userId)).toMatchObject({
        rating: 5,
        reviewsCount: 2,
      });
      expect(await publicUser(app, carrier1.token, carrier3.userId)).toMatchObject({
        rating: 5,
        reviewsCount: 1,
      });
      expect(await publicUser(app, carrier1.token, carrier4.userId)).toMatchObject({
        rating: 4,
        reviewsCount: 1,
      });

      const completed = await post(app, 'article/getMyArticles', owner.token, { type: 'my', status: 5 });
      expect(completed.json<{ countAll: number }>().countAll).toBe(2);
      const taken = await post(app, 'article/getMyArticles', carrier3.token, { type: 'taking' });
      // The completed deal and the one delivered in Санкт-Петербург (issue 26's return load).
      expect(taken.json<{ countAll: number }>().countAll).toBe(2);

      // «По пути» Москва → Казань finds loads on the first start, never Владимир → Москва (issue 26).
      const moscow = { lat: 55.7558, lon: 37.6173 };
      const kazan = { lat: 55.7964, lon: 49.1089 };
      const routeOf = (body: unknown) =>
        post(app, 'article/corridor', carrier1.token, body).then((response) =>
          response
            .json<{ results: { article: { from: { settlement: string }; to: { settlement: string } } }[] }>()
            .results.map(({ article }) => `${article.from.settlement} → ${article.to.settlement}`),
        );
      const alongKazan = await routeOf({ type: 'order', route: { departure: moscow, destination: kazan } });
      expect(alongKazan).toEqual(expect.arrayContaining(['Ногинск → Казань', 'Покров → Зеленодольск']));
      expect(alongKazan).not.toContain('Владимир → Москва');
      const viaNizhny = await routeOf({
        type: 'order',
        route: { departure: moscow, via: [{ lat: 56.3269, lon: 44.0059 }], destination: kazan },
      });
      expect(viaNizhny).toContain('Владимир → Нижний Новгород');
      const back = await routeOf({
        type: 'order',
        route: { departure: { lat: 59.9386, lon: 30.3141 }, destination: moscow },
        startRadiusKm: 50,
      });
      expect(back).toEqual(expect.arrayContaining(['Санкт-Петербург → Тверь', 'Колпино → Москва']));
      const withRequests = await post(app, 'article/search', carrier1.token, {
        type: 'order',
        sort: 'loadingDate',
      });
      const requested = withRequests
        .json<{ articles: { requestsCount: number }[] }>()
        .articles.filter((article) => article.requestsCount > 0);
      expect(requested.map((article) => article.requestsCount)).toEqual([2]);

      // Companies with valid INNs that no register holds (issue 29): stated, never shown as checked.
      const session = await app.inject({ method: 'GET', url: '/api/user', headers: bearer(cargo1.token) });
      expect(session.json<TUserResponse>().company).toMatchObject({
        legalForm: 'ooo',
        inn: '0000000018',
        checkStatus: 'pending',
        name: null,
      });
      const ownerTrust = await post(app, 'user/get', carrier1.token, { userId: owner.userId });
      expect(ownerTrust.json<{ user: TPublicUser }>().user.trust).toMatchObject({
        company: { status: 'unchecked', inn: null },
        completedDeals: 2,
      });

      // The demo carriers' vehicles (issue 29): templates with plates, offers made from them, a deal's vehicle and driver.
      const vehicles = await post(app, 'vehicle-template/list', carrier3.token, {});
      const plates = vehicles.json<{ templates: { plate: string }[] }>().templates.map((one) => one.plate);
      expect(plates.sort()).toEqual(['М348АК750', 'Т512ОР199']);
      const onTheWay = await post(app, 'article/getMyArticles', owner.token, { type: 'my', status: 4 });
      const [carried] = onTheWay.json<{ articles: { _id: string }[] }>().articles;
      const dealVehicle = await post(app, 'deal/vehicle/get', owner.token, {
        articleId: carried?._id,
        executorId: carrier3.userId,
      });
      expect(dealVehicle.json<{ vehicle: unknown }>().vehicle).toMatchObject({
        plate: 'Т512ОР199',
        driverName: 'Кузьмин Павел',
        driverPhone: '79000000107',
      });

      const dialogs = await post(app, 'dialog/list', owner.token, { kind: 'order' });
      expect(dialogs.json<{ countAll: number; noReadCount: number }>()).toMatchObject({
        countAll: 1,
        noReadCount: 1,
      });

      for (const email of [
        'cargo1@fura.local',
        'cargo2@fura.local',
        'carrier1@fura.local',
        'carrier2@fura.local',
      ]) {
        const { token } = await login(app, email);
        const mine = await post(app, 'article/getMyArticles', token, { type: 'my' });
        expect(mine.json<{ countAll: number }>().countAll, email).toBe(0);
        const list = await post(app, 'dialog/list', token, { kind: 'all' });
        expect(list.json<{ countAll: number }>().countAll, email).toBe(0);
      }
    } finally {
      await app.close();
    }

    // A restart finds the accounts and adds nothing.
    const [before] = await database.db.select({ value: count() }).from(articles);
    const again = await buildApp({
      config: testConfig({ seedDemo: true }),
      database,
      storage: new MemoryFileStorage(),
    });
    await again.app.close();
    const [after] = await database.db.select({ value: count() }).from(articles);
    expect(after?.value).toBe(before?.value);
    expect(before?.value).toBe(18);
    // The demo accounts' argon2 hashes and the content made through the services: slow on a busy machine.
  }, 120_000);
});
