import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { laneSlug } from '@fura/domain/lane-slugs';
import { ZLaneResponse, type TLane } from '@fura/domain/lane-schemas';
import { insertExecutor, insertRequest, createCargo, createCarrier } from './helpers/deals';
import { listingOn, postLane, uniquePlace } from './helpers/lanes';
import { startTestApp } from './helpers/test-app';

/** Issue 28: POST /api/lane/get — a lane's open listings as a guest sees them, its carriers, its neighbours. */
let t: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);

async function lane(address: string): Promise<TLane> {
  const res = await postLane(t.app, address);
  expect(res.statusCode, res.body).toBe(200);
  return ZLaneResponse.parse(res.json()).lane;
}

async function expectNotFound(address: string): Promise<void> {
  const res = await postLane(t.app, address);
  expect(res.statusCode, address).toBe(404);
  expect(res.json()).toEqual({
    error: true,
    errors: [{ msg: 'Направление не найдено: по нему нет объявлений' }],
  });
}

describe('POST /api/lane/get', () => {
  it('the open orders and offers of that lane only, newest first, as the search shows them to a guest', async () => {
    const db = t.deps.db;
    const [from, to, other] = [uniquePlace(), uniquePlace(), uniquePlace()];
    const cargo = await createCargo(db);
    const carrier = await createCarrier(db);
    const older = await listingOn(db, cargo.user.id, from, to, {
      publishedAt: ago(5),
      lastLat: 55.1,
      lastLon: 37.2,
    });
    const newer = await listingOn(db, cargo.user.id, from, to, {
      publishedAt: ago(1),
      budgetKopecks: 3_000_000,
    });
    const offer = await listingOn(db, carrier.user.id, from, to, { type: 'offer', publishedAt: ago(2) });
    await insertRequest(db, older.id, carrier.user.id, 'Возьму, звоните +7 999 000-11-22');

    const banned = await createCargo(db, { isBan: true });
    const lapsed = await createCarrier(db, { tariffExpiresAt: ago(1) });
    const hidden = [
      await listingOn(db, cargo.user.id, from, other),
      await listingOn(db, cargo.user.id, to, from),
      await listingOn(db, cargo.user.id, from, to, { status: 1, publishedAt: null }),
      await listingOn(db, cargo.user.id, from, to, { status: 3 }),
      await listingOn(db, cargo.user.id, from, to, { status: 7, statusBeforeHide: 2 }),
      await listingOn(db, banned.user.id, from, to),
      await listingOn(db, lapsed.user.id, from, to, { type: 'offer' }),
    ];

    const got = await lane(laneSlug(from, to));
    expect(got.slug).toBe(laneSlug(from, to));
    expect(got.from).toMatchObject({ name: from, region: 'Москва', lat: 55.7558, lon: 37.6173 });
    expect(got.to).toMatchObject({ name: to, region: 'Республика Татарстан' });
    expect(got.orders.map((article) => article._id)).toEqual([newer.id, older.id]);
    expect(got.offers.map((article) => article._id)).toEqual([offer.id]);
    expect([got.ordersCount, got.offersCount, got.carriersCount, got.hasOpen]).toEqual([2, 1, 0, true]);
    const shown = [...got.orders, ...got.offers].map((article) => article._id);
    for (const listing of hidden) expect(shown).not.toContain(listing.id);

    // The guest's view: the request counted, never shown; no contacts, no carrier position, no e-mail or phone.
    const first = got.orders.find((article) => article._id === older.id)!;
    expect(first.requestsCount).toBe(1);
    expect([first.requests, first.executors, first.contacts, first.lastCarrierLocation]).toEqual([
      [],
      [],
      [],
      null,
    ]);
    expect(Object.keys(first.author).sort()).toEqual(
      ['_id', 'avatar', 'contract', 'isPassportVerified', 'name', 'rating', 'reviewsCount'].sort(),
    );
    const body = JSON.stringify(got);
    for (const secret of [
      cargo.user.email,
      cargo.user.phone,
      carrier.user.email,
      carrier.user.phone,
      '000-11-22',
    ]) {
      expect(body).not.toContain(secret);
    }
  });

  it('an address in another case or form names the same lane, with its own address', async () => {
    const db = t.deps.db;
    const [from, to] = [uniquePlace(), uniquePlace()];
    const cargo = await createCargo(db);
    await listingOn(db, cargo.user.id, from, to);
    const slug = laneSlug(from, to);
    for (const address of [slug.toUpperCase(), `${from.toLowerCase()} ${to}`, ` -${slug}--`]) {
      expect((await lane(address)).slug, address).toBe(slug);
    }
  });

  it('names apart only in «ё» are one place: both names’ listings are the lane’s', async () => {
    const db = t.deps.db;
    const suffix = uniquePlace('');
    const [withYo, withE, to] = [`Зелёный${suffix}`, `Зеленый${suffix}`, uniquePlace()];
    const cargo = await createCargo(db);
    const a = await listingOn(db, cargo.user.id, withYo, to);
    const b = await listingOn(db, cargo.user.id, withE, to);
    const got = await lane(laneSlug(withE, to));
    expect(got.orders.map((article) => article._id).sort()).toEqual([a.id, b.id].sort());
    expect(got.ordersCount).toBe(2);
  });

  it('404 for an unknown address, a lane nobody listed on, only drafts or hidden listings, or a malformed one', async () => {
    const db = t.deps.db;
    const [from, to, third] = [uniquePlace(), uniquePlace(), uniquePlace()];
    const cargo = await createCargo(db);
    const banned = await createCargo(db, { isBan: true });
    await listingOn(db, cargo.user.id, from, to);
    await listingOn(db, cargo.user.id, from, third, { status: 1, publishedAt: null });
    await listingOn(db, banned.user.id, third, to);
    await expectNotFound('nowhere-nohow');
    await expectNotFound(`${laneSlug(from, to)}-x`);
    await expectNotFound(laneSlug(to, from));
    await expectNotFound(laneSlug(from, third));
    await expectNotFound(laneSlug(third, to));
    await expectNotFound('---');
    for (const lane of ['', 'x'.repeat(201), 42]) {
      const res = await postLane(t.app, lane);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: true,
        errors: [{ msg: 'Укажите направление', param: 'lane' }],
      });
    }
  });

  it('404 for an address that splits into two lanes (ambiguous)', async () => {
    const db = t.deps.db;
    const cargo = await createCargo(db);
    const [x, y] = [uniquePlace('Аист'), uniquePlace('Вал')];
    // «x» → «Бор-y» and «x-Бор» → «y» have one address: x-bor-y.
    const [from, to, otherFrom, otherTo] = [x, `Бор-${y}`, `${x}-Бор`, y];
    await listingOn(db, cargo.user.id, from, to);
    await listingOn(db, cargo.user.id, otherFrom, otherTo);
    expect(laneSlug(from, to)).toBe(laneSlug(otherFrom, otherTo));
    await expectNotFound(laneSlug(from, to));
  });

  it('a lane with completed deals only: empty lists, the flag, and the carriers who ran it, each once', async () => {
    const db = t.deps.db;
    const [from, to] = [uniquePlace(), uniquePlace()];
    const cargo = await createCargo(db);
    const [first, second, third] = [
      await createCarrier(db),
      await createCarrier(db),
      await createCarrier(db),
    ];
    for (const carrier of [first, first, second]) {
      const order = await listingOn(db, cargo.user.id, from, to, { status: 5 });
      await insertExecutor(db, order.id, carrier.user.id);
    }
    await listingOn(db, second.user.id, from, to, { type: 'offer', status: 5 });
    const offer = await listingOn(db, third.user.id, from, to, { type: 'offer', status: 5 });
    await insertExecutor(db, offer.id, cargo.user.id);
    // Not completed: a deal in work, a cancelled one.
    const inWork = await listingOn(db, cargo.user.id, from, to, { status: 4 });
    await insertExecutor(db, inWork.id, (await createCarrier(db)).user.id);
    const cancelled = await listingOn(db, cargo.user.id, from, to, { status: 6 });
    await insertExecutor(db, cancelled.id, (await createCarrier(db)).user.id);

    const got = await lane(laneSlug(from, to));
    expect(got).toMatchObject({ orders: [], offers: [], ordersCount: 0, offersCount: 0, hasOpen: false });
    expect(got.carriersCount).toBe(3);
  });

  it('neighbours: lanes with open listings from the same departure or to the same destination, busiest first', async () => {
    const db = t.deps.db;
    const [from, to, c, f, g, h, x] = [
      uniquePlace(),
      uniquePlace(),
      uniquePlace(),
      uniquePlace(),
      uniquePlace(),
      uniquePlace(),
      uniquePlace(),
    ];
    const cargo = await createCargo(db);
    const add = async (a: string, b: string, count: number, status = 2) => {
      for (let i = 0; i < count; i += 1) await listingOn(db, cargo.user.id, a, b, { status });
    };
    await add(from, to, 1);
    await add(from, c, 2);
    await add(from, f, 1);
    await add(g, to, 3);
    await add(from, h, 2, 5);
    await add(to, from, 2);
    await add(x, c, 4);
    const got = await lane(laneSlug(from, to));
    expect(got.neighbours).toEqual([
      { slug: laneSlug(g, to), from: g, to, openCount: 3 },
      { slug: laneSlug(from, c), from, to: c, openCount: 2 },
      { slug: laneSlug(from, f), from, to: f, openCount: 1 },
    ]);
  });
});
