import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZArticleResponse } from '@fura/domain/article-schemas';
import { ZSearchResponse } from '@fura/domain/search';
import { ZUserGetResponse } from '@fura/domain/user';
import { articles, userCompanies } from '../src/db/schema';
import { createArticle, postArticleJson } from './helpers/articles';
import { INN } from './helpers/companies';
import { createCargo, createCarrier, insertRequest } from './helpers/deals';
import { startTestApp } from './helpers/test-app';

/** The trust line's facts (issue 29) on the profile, the listing's author block and each request's user. */
let t: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

async function trustOf(userId: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/user/get', payload: { userId } });
  return ZUserGetResponse.parse(res.json()).user.trust;
}

/** A chosen executor through the API (the deal row is made at the choice), the listing then moved to `status`. */
async function deal(authorToken: string, articleId: string, executorId: string, status: number) {
  const res = await postArticleJson(t.app, 'setExecutor', authorToken, {
    articleId,
    executorId,
    socketId: null,
  });
  expect(res.statusCode, res.body).toBe(200);
  await t.deps.db.update(articles).set({ status }).where(eq(articles.id, articleId));
}

async function checkedCompany(userId: string) {
  await t.deps.db.insert(userCompanies).values({
    userId,
    legalForm: 'ooo',
    inn: INN.romashka,
    name: 'ООО «РОМАШКА»',
    ogrn: '1197746123456',
    kpp: '770101001',
    address: 'г Москва, ул Тверская, д 1',
    state: 'ACTIVE',
    registeredAt: '2019-03-12',
    checkStatus: 'checked',
    checkedAt: new Date(),
    nextCheckAt: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
  });
}

describe('completed deals', () => {
  it('counts the deals completed on either side, not those in work', async () => {
    const cargo = await createCargo(t.deps.db);
    const carrier = await createCarrier(t.deps.db);
    const other = await createCarrier(t.deps.db);
    for (const status of [5, 5, 4]) {
      const order = await createArticle(t.deps.db, cargo.user.id);
      await insertRequest(t.deps.db, order.id, carrier.user.id);
      await deal(cargo.token, order.id, carrier.user.id, status);
    }
    // An offer of the carrier executed by the cargo owner: the carrier's side again.
    const offer = await createArticle(t.deps.db, carrier.user.id, {
      type: 'offer',
      cargoTypes: [],
      weightKg: null,
    });
    await insertRequest(t.deps.db, offer.id, cargo.user.id);
    await deal(carrier.token, offer.id, cargo.user.id, 5);

    expect((await trustOf(cargo.user.id))?.completedDeals).toBe(3);
    expect((await trustOf(carrier.user.id))?.completedDeals).toBe(3);
    expect((await trustOf(other.user.id))?.completedDeals).toBe(0);
  });
});

describe('where the facts are shown', () => {
  it('on the listing’s own page (the author block), not in search lists', async () => {
    const cargo = await createCargo(t.deps.db, { createdAt: new Date(Date.now() - 2 * YEAR_MS) });
    await checkedCompany(cargo.user.id);
    const at = { lat: 45 + Math.random() * 5, lon: 130 + Math.random() * 5 };
    const order = await createArticle(t.deps.db, cargo.user.id, { fromLat: at.lat, fromLon: at.lon });

    const page = await postArticleJson(t.app, 'getArticle', null, { id: order.id, type: 'order' });
    expect(page.statusCode).toBe(200);
    const { author } = ZArticleResponse.parse(page.json()).article;
    expect(author.trust).toMatchObject({
      company: { status: 'checked', name: 'ООО «РОМАШКА»', inn: INN.romashka, state: 'ACTIVE' },
      completedDeals: 0,
      newcomer: false,
    });
    expect(JSON.stringify(author)).not.toContain('770101001');

    const search = await t.app.inject({
      method: 'POST',
      url: '/api/article/search',
      payload: { type: 'order', from: { ...at, radiusKm: 5 } },
    });
    const found = ZSearchResponse.parse(search.json()).articles.find((article) => article._id === order.id);
    expect(found?.author).toBeDefined();
    expect(found?.author.trust).toBeUndefined();
  });

  it('on each request’s user, for the author and for the requester himself', async () => {
    const cargo = await createCargo(t.deps.db);
    const order = await createArticle(t.deps.db, cargo.user.id);
    const carrier = await createCarrier(t.deps.db, { isPassportVerified: true });
    await checkedCompany(carrier.user.id);
    await insertRequest(t.deps.db, order.id, carrier.user.id);

    for (const token of [cargo.token, carrier.token]) {
      const page = await postArticleJson(t.app, 'getUserArticle', token, { id: order.id, type: 'order' });
      const [request] = ZArticleResponse.parse(page.json()).article.requests;
      expect(request?.user.trust).toMatchObject({
        company: { status: 'checked', name: 'ООО «РОМАШКА»' },
        passportVerified: true,
        newcomer: true,
      });
    }
  });
});
