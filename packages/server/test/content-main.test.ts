import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZMainContent, type TMainContent } from '@fura/domain/content';
import { users } from '../src/db/schema';
import { createArticle } from './helpers/articles';
import { createCargo, createCarrier, insertExecutor } from './helpers/deals';
import { bearer, createUser } from './helpers/factories';
import { startTestApp } from './helpers/test-app';

/**
 * Issue 13: GET /api/content/main — the main page's live figures and the six newest published orders as teasers.
 * Its own database: the figures count the whole tables.
 */
let t: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  t = await startTestApp({ ownDatabase: true });
});
afterAll(() => t.close());

const TEASER_KEYS = ['_id', 'budgetKopecks', 'cargoTypes', 'from', 'loadingDate', 'to', 'weightKg'];

async function main(token: string | null = null): Promise<TMainContent> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/content/main',
    headers: token ? bearer(token) : {},
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return ZMainContent.parse(res.json());
}

async function figures() {
  return (await main()).figures;
}

function act(verb: string, articleId: string, token: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/article/${verb}`,
    headers: bearer(token),
    payload: { articleId, socketId: null },
  });
}

describe('GET /api/content/main: figures', () => {
  it('counts published orders, visible offers, carriers with a tariff and completed deals, live', async () => {
    expect(await figures()).toEqual({ orders: 0, offers: 0, carriers: 0, deals: 0 });

    const cargo = await createCargo(t.deps.db);
    const draft = await createArticle(t.deps.db, cargo.user.id, { status: 1, publishedAt: null });
    expect((await figures()).orders).toBe(0);
    expect((await act('publicArticle', draft.id, cargo.token)).statusCode).toBe(200);
    expect(await figures()).toEqual({ orders: 1, offers: 0, carriers: 0, deals: 0 });

    // A carrier without a tariff: neither he nor his published offer counts; the demo week brings both in.
    const carrier = await createUser(t.deps.db, { type: 'carrier' });
    await createArticle(t.deps.db, carrier.user.id, { type: 'offer' });
    expect(await figures()).toEqual({ orders: 1, offers: 0, carriers: 0, deals: 0 });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/tariff/returnDemo', headers: bearer(carrier.token) }))
        .statusCode,
    ).toBe(200);
    expect(await figures()).toEqual({ orders: 1, offers: 1, carriers: 1, deals: 0 });

    // A deal completes: the order in work becomes a completed deal.
    const inWork = await createArticle(t.deps.db, cargo.user.id, { status: 3 });
    await insertExecutor(t.deps.db, inWork.id, carrier.user.id);
    expect((await act('completeArticle', inWork.id, cargo.token)).statusCode).toBe(200);
    expect(await figures()).toEqual({ orders: 1, offers: 1, carriers: 1, deals: 1 });

    // The tariff ends: the carrier and his offer leave the figures; a banned author's order leaves too.
    await t.deps.db
      .update(users)
      .set({ tariffExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, carrier.user.id));
    await t.deps.db.update(users).set({ isBan: true }).where(eq(users.id, cargo.user.id));
    expect(await figures()).toEqual({ orders: 0, offers: 0, carriers: 0, deals: 1 });
    await t.deps.db.update(users).set({ isBan: false }).where(eq(users.id, cargo.user.id));
  });

  it('answers guests and logged-in users alike', async () => {
    const cargo = await createCargo(t.deps.db);
    const carrier = await createCarrier(t.deps.db);
    const guest = await main();
    expect(await main(cargo.token)).toEqual(guest);
    expect(await main(carrier.token)).toEqual(guest);
  });
});

describe('GET /api/content/main: latest orders', () => {
  it('the six newest published orders, teaser fields only, settlements for the route', async () => {
    const cargo = await createCargo(t.deps.db, { firstName: 'Секретный', lastName: 'Автор' });
    const carrier = await createCarrier(t.deps.db);
    const base = Date.now() + 60_000;
    const orders = [];
    for (let index = 0; index < 7; index += 1) {
      orders.push(
        await createArticle(t.deps.db, cargo.user.id, {
          publishedAt: new Date(base + index * 1000),
          fromSettlement: `Откуда-${index}`,
          toSettlement: `Куда-${index}`,
          budgetKopecks: 1_000_000 + index,
          comment: 'Телефон 79001234567',
        }),
      );
    }
    // Newer than all, but not a published order: never shown.
    await createArticle(t.deps.db, cargo.user.id, { status: 1, publishedAt: new Date(base + 60_000) });
    await createArticle(t.deps.db, carrier.user.id, { type: 'offer', publishedAt: new Date(base + 60_000) });

    const res = await t.app.inject({ method: 'GET', url: '/api/content/main' });
    const { latestOrders } = res.json<TMainContent>();
    expect(latestOrders.map((order) => order._id)).toEqual(
      orders
        .slice(1)
        .reverse()
        .map((order) => order.id),
    );
    for (const teaser of latestOrders) expect(Object.keys(teaser).sort()).toEqual(TEASER_KEYS);
    const newest = orders[6]!;
    expect(latestOrders[0]).toEqual({
      _id: newest.id,
      from: 'Откуда-6',
      to: 'Куда-6',
      loadingDate: newest.loadingDate,
      cargoTypes: [1],
      weightKg: 1500,
      budgetKopecks: 1_000_006,
    });
    expect(res.body).not.toContain('Секретный');
    expect(res.body).not.toContain(cargo.user.id);
    expect(res.body).not.toContain('79001234567');
    expect(res.body).not.toContain('Тверская');
  });
});
