import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZArticle, type TArticle } from '@fura/domain/article-schemas';
import type { Db } from '../../src/db/connect';
import { articles, type ArticleRow } from '../../src/db/schema';
import { createArticle, postArticleJson } from './articles';
import { createCargo, createCarrier, insertExecutor, insertRequest } from './deals';
import { bearer, type CreatedUser } from './factories';

/** Issue 10 scenes: who takes part in a deal on the way, and who only looks at it. */

export const POSITION: [number, number] = [54.1961, 37.6182];

/** What a viewer who may see the position finds in `lastCarrierLocation`. */
export const SEEN = { lat: POSITION[0], lon: POSITION[1], at: expect.any(String) as unknown as string };

const ARTICLE_KEYS = new Set([...Object.keys(ZArticle.shape), 'distanceKm']);

/**
 * The listing as presented carries only whitelisted fields, `lastCarrierLocation` among them, with the value this
 * viewer may see (null: the field is there, the position is not).
 */
export function expectLocation(article: TArticle | undefined, seen: typeof SEEN | null): void {
  expect(article).toBeDefined();
  const keys = Object.keys(article ?? {});
  expect(keys.filter((key) => !ARTICLE_KEYS.has(key))).toEqual([]);
  expect(keys).toContain('lastCarrierLocation');
  expect(article?.lastCarrierLocation ?? null).toEqual(seen);
}

/**
 * An order on the way: the cargo owner (author), his carrier (executor), a carrier whose request was refused (the
 * author took another: an order has one executor), a carrier who requested too, and a stranger. The carrier has sent
 * his position through the API. (A removed executor: location-privacy-events.test.ts, through deleteExecutor.)
 */
export async function orderOnTheWay(app: FastifyInstance, db: Db) {
  const owner = await createCargo(db);
  const executor = await createCarrier(db);
  const refused = await createCarrier(db);
  const requester = await createCarrier(db);
  const stranger = await createCarrier(db);
  const order = await createArticle(db, owner.user.id, { status: 4 });
  for (const user of [executor, refused, requester]) await insertRequest(db, order.id, user.user.id);
  await insertExecutor(db, order.id, executor.user.id);
  await sendPosition(app, executor);
  return { owner, executor, refused, requester, stranger, order };
}

/**
 * An offer on the way: the carrier (author) takes two cargo owners' loads (executors), a third cargo owner's request
 * waits, and a stranger looks on. The carrier has sent his position.
 */
export async function offerOnTheWay(app: FastifyInstance, db: Db) {
  const carrier = await createCarrier(db);
  const shipper = await createCargo(db);
  const secondShipper = await createCargo(db);
  const requester = await createCargo(db);
  const stranger = await createCargo(db);
  const offer = await createArticle(db, carrier.user.id, { type: 'offer', status: 4 });
  for (const user of [shipper, secondShipper, requester]) await insertRequest(db, offer.id, user.user.id);
  for (const user of [shipper, secondShipper]) await insertExecutor(db, offer.id, user.user.id);
  await sendPosition(app, carrier);
  return { carrier, shipper, secondShipper, requester, stranger, offer };
}

export async function sendPosition(app: FastifyInstance, carrier: CreatedUser): Promise<void> {
  const res = await postArticleJson(app, 'setLocation', carrier.token, { position: POSITION });
  expect(res.statusCode).toBe(200);
}

/** A position stored on a listing that is not on the way (as code before issue 10 could leave it). */
export async function storeStalePosition(db: Db, articleId: string): Promise<void> {
  await db
    .update(articles)
    .set({ lastLat: POSITION[0], lastLon: POSITION[1], lastLocationAt: new Date() })
    .where(eq(articles.id, articleId));
}

export async function rowOf(db: Db, id: string): Promise<ArticleRow> {
  const [row] = await db.select().from(articles).where(eq(articles.id, id));
  if (!row) throw new Error(`listing ${id} not found`);
  return row;
}

/** The stored position columns of a listing. */
export async function storedPosition(db: Db, id: string) {
  const row = await rowOf(db, id);
  return { lat: row.lastLat, lon: row.lastLon, at: row.lastLocationAt };
}

export const FORGOTTEN = { lat: null, lon: null, at: null };

/** getUserArticle as the user: the listing as he sees it, or the status code when it is not shown. */
export async function viewAs(
  app: FastifyInstance,
  user: CreatedUser | null,
  row: Pick<ArticleRow, 'id' | 'type'>,
): Promise<TArticle | number> {
  const res = await postArticleJson(app, user ? 'getUserArticle' : 'getArticle', user?.token ?? null, {
    id: row.id,
    type: row.type,
  });
  return res.statusCode === 200 ? res.json<{ article: TArticle }>().article : res.statusCode;
}

/** viewAs, for a viewer who must see the listing. */
export async function seenBy(
  app: FastifyInstance,
  user: CreatedUser | null,
  row: Pick<ArticleRow, 'id' | 'type'>,
): Promise<TArticle | undefined> {
  const view = await viewAs(app, user, row);
  expect(view, 'the listing is shown to this viewer').not.toBeTypeOf('number');
  return typeof view === 'object' ? view : undefined;
}

/**
 * Issue 13 scenes: a cargo owner with an order on the way (its executor drives) and an offer on the way whose load
 * he is (the offer's author drives), another cargo owner, and named carriers (their names must never leak).
 */
export async function geoScene(db: Db) {
  const owner = await createCargo(db, { firstName: 'Ольга', lastName: 'Грузова' });
  const driver = await createCarrier(db, {
    firstName: 'Степан',
    lastName: 'Водилов',
    needSendLocation: true,
  });
  const offerCarrier = await createCarrier(db, {
    firstName: 'Пётр',
    lastName: 'Рейсов',
    needSendLocation: true,
  });
  const order = await createArticle(db, owner.user.id, { status: 4 });
  await insertExecutor(db, order.id, driver.user.id);
  const offer = await createArticle(db, offerCarrier.user.id, { type: 'offer', status: 4 });
  await insertExecutor(db, offer.id, owner.user.id);
  const otherCargo = await createCargo(db);
  return { owner, driver, offerCarrier, order, offer, otherCargo };
}

/** A JSON POST to /api/geo/<path>. */
export function postGeo(app: FastifyInstance, path: string, token: string | null, body: unknown = {}) {
  return app.inject({
    method: 'POST',
    url: `/api/geo/${path}`,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
  });
}

/** The first error message of an envelope. */
export function firstMessage(res: { json: () => unknown }): string | undefined {
  return (res.json() as { errors?: { msg: string }[] }).errors?.[0]?.msg;
}
