import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ARTICLE_MESSAGES } from '@fura/domain/article-schemas';
import { DEAL_MESSAGES } from '@fura/domain/deal-items';
import { MAX_EXECUTORS } from '@fura/domain/deal-rules';
import { ZExecutorResponse } from '@fura/domain/deal-schemas';
import { ERROR_MESSAGES } from '@fura/domain/errors';
import { articleExecutors, articleRequests, articles, notifications, users } from '../src/db/schema';
import { createArticle, postArticleJson } from './helpers/articles';
import { createCargo, createCarrier, insertExecutor, insertRequest } from './helpers/deals';
import { startTestApp } from './helpers/test-app';

let t: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Verb = 'setExecutor' | 'deleteExecutor';
const call = (verb: Verb, token: string | null, articleId: string, executorId: string) =>
  postArticleJson(t.app, verb, token, { articleId, executorId, socketId: 'tab' });

async function statusOf(id: string): Promise<number> {
  const [row] = await t.deps.db.select({ status: articles.status }).from(articles).where(eq(articles.id, id));
  return row!.status;
}

async function executorsOf(id: string): Promise<string[]> {
  const rows = await t.deps.db.select().from(articleExecutors).where(eq(articleExecutors.articleId, id));
  return rows.map((row) => row.userId);
}

async function notificationsOf(userId: string) {
  return t.deps.db.select().from(notifications).where(eq(notifications.userId, userId));
}

/** A published order of a cargo owner with a request from a carrier. */
async function orderScene(overrides: Parameters<typeof createArticle>[2] = {}) {
  const author = await createCargo(t.deps.db, { firstName: 'Анна', lastName: 'Грузова' });
  const carrier = await createCarrier(t.deps.db);
  const order = await createArticle(t.deps.db, author.user.id, overrides);
  await insertRequest(t.deps.db, order.id, carrier.user.id);
  return { author, carrier, order };
}

describe('POST /api/article/setExecutor', () => {
  it('picks a requester on an order: status 3, executor row, notification, answer for the author', async () => {
    const { author, carrier, order } = await orderScene();
    const res = await call('setExecutor', author.token, order.id, carrier.user.id);
    expect(res.statusCode).toBe(200);
    const body = ZExecutorResponse.parse(res.json());
    expect(body.errors).toEqual([]);
    expect(body.executor).toMatchObject({ _id: carrier.user.id, type: 'carrier' });
    expect(body.article).toMatchObject({ _id: order.id, status: 3 });
    expect(body.article.executors.map((e) => e.user._id)).toEqual([carrier.user.id]);
    expect(body.article.requests).toHaveLength(1);
    expect(await statusOf(order.id)).toBe(3);
    expect(await executorsOf(order.id)).toEqual([carrier.user.id]);
    const [notification] = await notificationsOf(carrier.user.id);
    expect(notification).toMatchObject({
      code: 'executorSet',
      type: 'order',
      info: {
        articleType: 'order',
        articleId: order.id,
        articleStatus: 3,
        author: author.user.id,
        authorFIO: 'Анна Грузова',
      },
    });
  });

  it('picks on an order already in work (status 3) without changing the status', async () => {
    const { author, carrier, order } = await orderScene({ status: 3 });
    const res = await call('setExecutor', author.token, order.id, carrier.user.id);
    expect(res.statusCode).toBe(200);
    expect(await statusOf(order.id)).toBe(3);
  });

  it('picks several cargo owners on an offer, which keeps its status, up to the limit', async () => {
    const author = await createCarrier(t.deps.db);
    const offer = await createArticle(t.deps.db, author.user.id, { type: 'offer' });
    const owners = [];
    for (let i = 0; i <= MAX_EXECUTORS.offer; i += 1) {
      const owner = await createCargo(t.deps.db);
      await insertRequest(t.deps.db, offer.id, owner.user.id);
      owners.push(owner);
    }
    for (const owner of owners.slice(0, MAX_EXECUTORS.offer)) {
      const res = await call('setExecutor', author.token, offer.id, owner.user.id);
      expect(res.statusCode).toBe(200);
      expect(res.json().article.status).toBe(2);
    }
    const full = await call('setExecutor', author.token, offer.id, owners.at(-1)!.user.id);
    expect(full.statusCode).toBe(409);
    expect(full.json().errors).toEqual([{ msg: DEAL_MESSAGES.offerExecutorsFull }]);
    expect(await executorsOf(offer.id)).toHaveLength(MAX_EXECUTORS.offer);
    expect(await statusOf(offer.id)).toBe(2);
  });

  it('refuses a second executor on an order and the same executor twice (409)', async () => {
    const { author, carrier, order } = await orderScene();
    const other = await createCarrier(t.deps.db);
    await insertRequest(t.deps.db, order.id, other.user.id);
    expect((await call('setExecutor', author.token, order.id, carrier.user.id)).statusCode).toBe(200);
    const again = await call('setExecutor', author.token, order.id, carrier.user.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual([{ msg: DEAL_MESSAGES.executorAlreadySet }]);
    const second = await call('setExecutor', author.token, order.id, other.user.id);
    expect(second.statusCode).toBe(409);
    expect(second.json().errors).toEqual([{ msg: DEAL_MESSAGES.orderHasExecutor }]);
    expect(await executorsOf(order.id)).toEqual([carrier.user.id]);
  });

  it('refuses a user without a request, unknown ids and closed statuses (400)', async () => {
    const { author, order } = await orderScene();
    const stranger = await createCarrier(t.deps.db);
    for (const executorId of [
      stranger.user.id,
      author.user.id,
      'nonsense',
      '00000000-0000-4000-8000-000000000000',
    ]) {
      const res = await call('setExecutor', author.token, order.id, executorId);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ msg: DEAL_MESSAGES.executorNotRequester }]);
    }
    for (const status of [1, 4, 5, 6, 7]) {
      const scene = await orderScene({ status });
      const res = await call('setExecutor', scene.author.token, scene.order.id, scene.carrier.user.id);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ msg: DEAL_MESSAGES.executorsNotOpen }]);
      expect(await executorsOf(scene.order.id)).toEqual([]);
      expect(await statusOf(scene.order.id)).toBe(status);
    }
    expect(await executorsOf(order.id)).toEqual([]);
  });

  it('lets only the author pick: guest 401, another user 403, another’s draft 404, banned 403', async () => {
    const { author, carrier, order } = await orderScene();
    const guest = await call('setExecutor', null, order.id, carrier.user.id);
    expect(guest.statusCode).toBe(401);
    expect(guest.json().errors).toEqual([{ msg: ERROR_MESSAGES.unauthorized }]);
    const intruder = await createCargo(t.deps.db);
    for (const token of [intruder.token, carrier.token]) {
      const res = await call('setExecutor', token, order.id, carrier.user.id);
      expect(res.statusCode).toBe(403);
      expect(res.json().errors).toEqual([{ msg: ARTICLE_MESSAGES.notAuthor }]);
    }
    const draft = await orderScene({ status: 1 });
    const hidden = await call('setExecutor', intruder.token, draft.order.id, draft.carrier.user.id);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().errors).toEqual([{ msg: ARTICLE_MESSAGES.notFound }]);
    const unknown = await call(
      'setExecutor',
      author.token,
      '00000000-0000-4000-8000-000000000000',
      carrier.user.id,
    );
    expect(unknown.statusCode).toBe(404);

    await t.deps.db.update(users).set({ isBan: true }).where(eq(users.id, author.user.id));
    const banned = await call('setExecutor', author.token, order.id, carrier.user.id);
    expect(banned.statusCode).toBe(403);
    expect(banned.json().errors).toEqual([{ msg: ERROR_MESSAGES.banned }]);
    expect(await executorsOf(order.id)).toEqual([]);
    expect(await statusOf(order.id)).toBe(2);
  });

  it('answers 400 with Russian messages for bad bodies', async () => {
    const { author, carrier, order } = await orderScene();
    const bodies = [
      {},
      { articleId: order.id },
      { executorId: carrier.user.id },
      { articleId: 5, executorId: '' },
    ];
    for (const body of bodies) {
      const res = await postArticleJson(t.app, 'setExecutor', author.token, body);
      expect(res.statusCode).toBe(400);
      const { errors } = res.json<{ errors: { msg: string }[] }>();
      expect(errors.length).toBeGreaterThan(0);
      for (const error of errors) expect(error.msg).toMatch(/[а-яё]/i);
    }
    expect(await executorsOf(order.id)).toEqual([]);
  });
});

describe('POST /api/article/deleteExecutor', () => {
  it.each([3, 4])('removing the only executor of an order in status %i puts it back to 2', async (status) => {
    const { author, carrier, order } = await orderScene({ status });
    await insertExecutor(t.deps.db, order.id, carrier.user.id);
    const res = await call('deleteExecutor', author.token, order.id, carrier.user.id);
    expect(res.statusCode).toBe(200);
    const body = ZExecutorResponse.parse(res.json());
    expect(body.executor._id).toBe(carrier.user.id);
    expect(body.article).toMatchObject({ _id: order.id, status: 2, executors: [] });
    expect(await statusOf(order.id)).toBe(2);
    expect(await executorsOf(order.id)).toEqual([]);
    // His request stays: he can be picked again.
    const requests = await t.deps.db
      .select()
      .from(articleRequests)
      .where(and(eq(articleRequests.articleId, order.id), eq(articleRequests.userId, carrier.user.id)));
    expect(requests).toHaveLength(1);
    const [notification] = await notificationsOf(carrier.user.id);
    expect(notification).toMatchObject({
      code: 'executorRemoved',
      info: { articleId: order.id, articleStatus: 2, author: author.user.id, authorFIO: 'Анна Грузова' },
    });
    expect((await call('setExecutor', author.token, order.id, carrier.user.id)).statusCode).toBe(200);
  });

  it('keeps the status while executors are left, and of a published offer', async () => {
    const author = await createCarrier(t.deps.db);
    const offer = await createArticle(t.deps.db, author.user.id, { type: 'offer', status: 3 });
    const [a, b] = [await createCargo(t.deps.db), await createCargo(t.deps.db)];
    for (const owner of [a, b]) {
      await insertRequest(t.deps.db, offer.id, owner.user.id);
      await insertExecutor(t.deps.db, offer.id, owner.user.id);
    }
    const first = await call('deleteExecutor', author.token, offer.id, a.user.id);
    expect(first.statusCode).toBe(200);
    expect(first.json().article.status).toBe(3);
    expect(await executorsOf(offer.id)).toEqual([b.user.id]);
    const last = await call('deleteExecutor', author.token, offer.id, b.user.id);
    expect(last.json().article.status).toBe(2);

    const published = await createArticle(t.deps.db, author.user.id, { type: 'offer' });
    await insertRequest(t.deps.db, published.id, a.user.id);
    await insertExecutor(t.deps.db, published.id, a.user.id);
    const res = await call('deleteExecutor', author.token, published.id, a.user.id);
    expect(res.statusCode).toBe(200);
    expect(await statusOf(published.id)).toBe(2);
  });

  it('refuses a non-executor (400), closed statuses (400) and everyone but the author', async () => {
    const { author, carrier, order } = await orderScene({ status: 3 });
    const notExecutor = await call('deleteExecutor', author.token, order.id, carrier.user.id);
    expect(notExecutor.statusCode).toBe(400);
    expect(notExecutor.json().errors).toEqual([{ msg: DEAL_MESSAGES.executorNotFound }]);
    await insertExecutor(t.deps.db, order.id, carrier.user.id);

    expect((await call('deleteExecutor', null, order.id, carrier.user.id)).statusCode).toBe(401);
    const intruder = await createCargo(t.deps.db);
    // A listing in work is not visible to outsiders: not found rather than forbidden.
    const hidden = await call('deleteExecutor', intruder.token, order.id, carrier.user.id);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().errors).toEqual([{ msg: ARTICLE_MESSAGES.notFound }]);
    // On a published offer: another user and the executor himself (he asks the author instead) are forbidden.
    const offerAuthor = await createCarrier(t.deps.db);
    const offer = await createArticle(t.deps.db, offerAuthor.user.id, { type: 'offer' });
    await insertRequest(t.deps.db, offer.id, intruder.user.id);
    await insertExecutor(t.deps.db, offer.id, intruder.user.id);
    for (const token of [intruder.token, carrier.token]) {
      const res = await call('deleteExecutor', token, offer.id, intruder.user.id);
      expect(res.statusCode).toBe(403);
      expect(res.json().errors).toEqual([{ msg: ARTICLE_MESSAGES.notAuthor }]);
    }
    expect(await executorsOf(offer.id)).toEqual([intruder.user.id]);
    const bad = await postArticleJson(t.app, 'deleteExecutor', author.token, { articleId: order.id });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].msg).toMatch(/[а-яё]/i);

    for (const status of [5, 6]) {
      const scene = await orderScene({ status });
      await insertExecutor(t.deps.db, scene.order.id, scene.carrier.user.id);
      const res = await call('deleteExecutor', scene.author.token, scene.order.id, scene.carrier.user.id);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ msg: DEAL_MESSAGES.executorsClosed }]);
      expect(await executorsOf(scene.order.id)).toEqual([scene.carrier.user.id]);
    }

    await t.deps.db.update(users).set({ isBan: true }).where(eq(users.id, author.user.id));
    const banned = await call('deleteExecutor', author.token, order.id, carrier.user.id);
    expect(banned.statusCode).toBe(403);
    expect(banned.json().errors).toEqual([{ msg: ERROR_MESSAGES.banned }]);
    expect(await executorsOf(order.id)).toEqual([carrier.user.id]);
    expect(await statusOf(order.id)).toBe(3);
  });
});
