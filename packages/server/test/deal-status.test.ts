import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ARTICLE_ACTION_PATHS, type ArticleAction } from '@fura/domain/article-transitions';
import { DEAL_MESSAGES } from '@fura/domain/deal-items';
import { articleDelivered, articles, notifications, users } from '../src/db/schema';
import { createArticle, postArticleJson } from './helpers/articles';
import { createCargo, createCarrier, insertExecutor, insertRequest } from './helpers/deals';
import { startTestApp } from './helpers/test-app';

let t: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const act = (action: ArticleAction, token: string, articleId: string) =>
  postArticleJson(t.app, ARTICLE_ACTION_PATHS[action], token, { articleId, socketId: 'tab' });

async function statusOf(id: string): Promise<number> {
  const [row] = await t.deps.db.select({ status: articles.status }).from(articles).where(eq(articles.id, id));
  return row!.status;
}

async function sendsLocation(userId: string): Promise<boolean> {
  const [row] = await t.deps.db
    .select({ value: users.needSendLocation })
    .from(users)
    .where(eq(users.id, userId));
  return row!.value;
}

/** An order of a cargo owner with a carrier picked as its executor, in `status`. */
async function orderInWork(status = 3, carrier?: Awaited<ReturnType<typeof createCarrier>>) {
  const author = await createCargo(t.deps.db, { firstName: 'Олег', lastName: 'Грузов' });
  const executor = carrier ?? (await createCarrier(t.deps.db));
  const order = await createArticle(t.deps.db, author.user.id, { status });
  await insertRequest(t.deps.db, order.id, executor.user.id);
  await insertExecutor(t.deps.db, order.id, executor.user.id);
  return { author, carrier: executor, order };
}

describe('status verbs with executors', () => {
  it('equip needs an executor; with one, an offer moves to 3', async () => {
    const author = await createCarrier(t.deps.db);
    const offer = await createArticle(t.deps.db, author.user.id, { type: 'offer' });
    const refused = await act('equip', author.token, offer.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ msg: DEAL_MESSAGES.needExecutor }]);
    expect(await statusOf(offer.id)).toBe(2);

    const owner = await createCargo(t.deps.db);
    await insertRequest(t.deps.db, offer.id, owner.user.id);
    await insertExecutor(t.deps.db, offer.id, owner.user.id);
    const res = await act('equip', author.token, offer.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().article.status).toBe(3);
  });

  it('a published listing with executors goes to draft or the trash only after they are removed', async () => {
    const author = await createCarrier(t.deps.db);
    const owner = await createCargo(t.deps.db);
    for (const action of ['draft', 'delete'] as const) {
      const offer = await createArticle(t.deps.db, author.user.id, { type: 'offer', status: 2 });
      await insertRequest(t.deps.db, offer.id, owner.user.id);
      await insertExecutor(t.deps.db, offer.id, owner.user.id);
      const res = await act(action, author.token, offer.id);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ msg: DEAL_MESSAGES.removeExecutorsFirst }]);
      expect(await statusOf(offer.id)).toBe(2);
    }
    // Requests alone do not block them.
    const offer = await createArticle(t.deps.db, author.user.id, { type: 'offer' });
    await insertRequest(t.deps.db, offer.id, owner.user.id);
    expect((await act('draft', author.token, offer.id)).statusCode).toBe(200);
  });

  it('a closed deal keeps its executors: it may go to the trash but is not restored as a draft', async () => {
    const author = await createCarrier(t.deps.db);
    const owner = await createCargo(t.deps.db);
    for (const status of [5, 6] as const) {
      const offer = await createArticle(t.deps.db, author.user.id, { type: 'offer', status });
      await insertRequest(t.deps.db, offer.id, owner.user.id);
      await insertExecutor(t.deps.db, offer.id, owner.user.id);
      if (status === 6) {
        const restore = await act('draft', author.token, offer.id);
        expect(restore.statusCode).toBe(400);
        expect(restore.json().errors).toEqual([{ msg: DEAL_MESSAGES.closedDealRestore }]);
        expect(await statusOf(offer.id)).toBe(6);
      }
      expect((await act('delete', author.token, offer.id)).statusCode).toBe(200);
      expect(await statusOf(offer.id)).toBe(7);
      const fromTrash = await act('draft', author.token, offer.id);
      expect(fromTrash.statusCode).toBe(400);
      expect(fromTrash.json().errors).toEqual([{ msg: DEAL_MESSAGES.closedDealRestore }]);
    }
  });

  it('notifies each executor of a status change (statusChange), not the author', async () => {
    const author = await createCarrier(t.deps.db, { firstName: 'Пётр', lastName: 'Возов' });
    const offer = await createArticle(t.deps.db, author.user.id, { type: 'offer', status: 3 });
    const owners = [await createCargo(t.deps.db), await createCargo(t.deps.db)];
    for (const owner of owners) {
      await insertRequest(t.deps.db, offer.id, owner.user.id);
      await insertExecutor(t.deps.db, offer.id, owner.user.id);
    }
    const requester = await createCargo(t.deps.db);
    await insertRequest(t.deps.db, offer.id, requester.user.id);
    expect((await act('onWay', author.token, offer.id)).statusCode).toBe(200);
    for (const owner of owners) {
      const rows = await t.deps.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, owner.user.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        code: 'statusChange',
        type: 'order',
        info: {
          articleType: 'offer',
          articleId: offer.id,
          articleStatus: 4,
          author: author.user.id,
          authorFIO: 'Пётр Возов',
        },
      });
    }
    for (const userId of [author.user.id, requester.user.id]) {
      expect(await t.deps.db.select().from(notifications).where(eq(notifications.userId, userId))).toEqual(
        [],
      );
    }
  });
});

describe('location sending follows "on the way"', () => {
  it('onWay turns it on for an order’s executor; complete turns it off when nothing else is on the way', async () => {
    const { author, carrier, order } = await orderInWork();
    expect(await sendsLocation(carrier.user.id)).toBe(false);
    expect((await act('onWay', author.token, order.id)).statusCode).toBe(200);
    expect(await sendsLocation(carrier.user.id)).toBe(true);
    expect(await sendsLocation(author.user.id)).toBe(false);
    expect((await act('complete', author.token, order.id)).statusCode).toBe(200);
    expect(await sendsLocation(carrier.user.id)).toBe(false);
  });

  it('onWay of an offer turns it on for its author (the carrier), not for the cargo owners', async () => {
    const author = await createCarrier(t.deps.db);
    const owner = await createCargo(t.deps.db);
    const offer = await createArticle(t.deps.db, author.user.id, { type: 'offer', status: 3 });
    await insertRequest(t.deps.db, offer.id, owner.user.id);
    await insertExecutor(t.deps.db, offer.id, owner.user.id);
    expect((await act('onWay', author.token, offer.id)).statusCode).toBe(200);
    expect(await sendsLocation(author.user.id)).toBe(true);
    expect(await sendsLocation(owner.user.id)).toBe(false);
    expect((await act('cancel', author.token, offer.id)).statusCode).toBe(200);
    expect(await sendsLocation(author.user.id)).toBe(false);
  });

  it('cancel keeps it on while another listing is on the way, and stops it once that one is delivered', async () => {
    const first = await orderInWork();
    const second = await orderInWork(3, first.carrier);
    expect((await act('onWay', first.author.token, first.order.id)).statusCode).toBe(200);
    expect((await act('onWay', second.author.token, second.order.id)).statusCode).toBe(200);
    expect((await act('cancel', first.author.token, first.order.id)).statusCode).toBe(200);
    expect(await sendsLocation(first.carrier.user.id)).toBe(true);

    await t.deps.db
      .insert(articleDelivered)
      .values({ articleId: second.order.id, userId: first.carrier.user.id });
    const third = await orderInWork(4, first.carrier);
    await t.deps.db.update(users).set({ needSendLocation: true }).where(eq(users.id, first.carrier.user.id));
    expect((await act('complete', third.author.token, third.order.id)).statusCode).toBe(200);
    expect(await sendsLocation(first.carrier.user.id)).toBe(false);
  });

  it('removing the executor on the way stops his sending unless another listing needs it', async () => {
    const { author, carrier, order } = await orderInWork(3);
    expect((await act('onWay', author.token, order.id)).statusCode).toBe(200);
    const other = await orderInWork(3, carrier);
    expect((await act('onWay', other.author.token, other.order.id)).statusCode).toBe(200);

    const removeFrom = (token: string, articleId: string) =>
      postArticleJson(t.app, 'deleteExecutor', token, { articleId, executorId: carrier.user.id });
    const first = await removeFrom(author.token, order.id);
    expect(first.statusCode).toBe(200);
    expect(first.json().article.status).toBe(2);
    expect(await sendsLocation(carrier.user.id)).toBe(true);
    const last = await removeFrom(other.author.token, other.order.id);
    expect(last.statusCode).toBe(200);
    expect(await sendsLocation(carrier.user.id)).toBe(false);
  });
});
