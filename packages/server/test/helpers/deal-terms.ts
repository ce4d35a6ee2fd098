import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { TDealTermsInputRaw } from '@fura/domain/deal-terms-schemas';
import type { Db } from '../../src/db/connect';
import { dealChanges, deals, notifications, type ArticleRow, type DealRow } from '../../src/db/schema';
import { createArticle, postArticleJson } from './articles';
import { createCargo, createCarrier, insertRequest } from './deals';
import { bearer, type CreatedUser } from './factories';

/** Issue 29 scenes: a deal made through the API (the executor's choice makes it), and its calls. */

/** POST /api/deal/<path> as the user of `token` (null: a guest). */
export function postDeal(app: FastifyInstance, path: string, token: string | null, body: unknown) {
  return app.inject({
    method: 'POST',
    url: `/api/deal/${path}`,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
  });
}

export interface DealScene {
  owner: CreatedUser;
  carrier: CreatedUser;
  stranger: CreatedUser;
  order: ArticleRow;
  key: { articleId: string; executorId: string };
}

/**
 * A cargo owner's order Москва → Казань with the carrier chosen through the API (status 3, the deal made), and a
 * stranger carrier; `onTheWay` moves it «В пути» through the API.
 */
export async function dealScene(app: FastifyInstance, db: Db, { onTheWay = false } = {}): Promise<DealScene> {
  const owner = await createCargo(db, { firstName: 'Ольга', lastName: 'Грузова' });
  const carrier = await createCarrier(db, { firstName: 'Степан', lastName: 'Водилов' });
  const stranger = await createCarrier(db);
  const order = await createArticle(db, owner.user.id);
  await insertRequest(db, order.id, carrier.user.id);
  const chosen = await postArticleJson(app, 'setExecutor', owner.token, {
    articleId: order.id,
    executorId: carrier.user.id,
    socketId: null,
  });
  expect(chosen.statusCode, chosen.body).toBe(200);
  if (onTheWay) {
    const moved = await postArticleJson(app, 'onWayArticle', owner.token, {
      articleId: order.id,
      socketId: null,
    });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  return { owner, carrier, stranger, order, key: { articleId: order.id, executorId: carrier.user.id } };
}

/** An unloading place in Нижний Новгород, as the address suggest gives it. */
export const NEW_TO = {
  address: 'Нижний Новгород, улица Рождественская, 10',
  settlement: 'Нижний Новгород',
  region: 'Нижегородская область',
  lat: 56.3287,
  lon: 44.0021,
  placeId: null,
};

export function changeTerms(
  app: FastifyInstance,
  user: CreatedUser,
  key: DealScene['key'],
  terms: TDealTermsInputRaw,
  socketId: string | null = null,
) {
  return postDeal(app, 'change', user.token, { ...key, terms, socketId });
}

export async function dealRow(db: Db, key: DealScene['key']): Promise<DealRow> {
  const [row] = await db
    .select()
    .from(deals)
    .where(and(eq(deals.articleId, key.articleId), eq(deals.executorId, key.executorId)));
  if (!row) throw new Error('no deal');
  return row;
}

export async function changeRows(db: Db, key: DealScene['key']) {
  return db
    .select()
    .from(dealChanges)
    .where(and(eq(dealChanges.articleId, key.articleId), eq(dealChanges.executorId, key.executorId)));
}

/** The user's notifications of a code, newest last. */
export async function notificationsOf(db: Db, userId: string, code: string) {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.code, code)))
    .orderBy(notifications.createdAt);
}
