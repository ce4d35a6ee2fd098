import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES, DEAL_MESSAGES } from '@fura/domain/deal-items';
import { ERROR_MESSAGES } from '@fura/domain/errors';
import { ARTICLE_MESSAGES } from '@fura/domain/article-schemas';
import { notifications, reviews } from '../src/db/schema';
import { bearer, type CreatedUser } from './helpers/factories';
import { createArticle, postArticleJson } from './helpers/articles';
import { createCargo, createCarrier, insertExecutor, insertRequest } from './helpers/deals';
import { socketTestApp } from './helpers/socket-test-app';
import { connectSocket, expectNoEvent, waitFor } from './helpers/sockets';

const t = socketTestApp();

/** A deal that reached "completed": an order of a cargo owner carried by a carrier (or an offer, the other way). */
async function completedDeal(options: { type?: 'order' | 'offer'; status?: number } = {}) {
  const type = options.type ?? 'order';
  const cargo = await createCargo(t.deps.db);
  const carrier = await createCarrier(t.deps.db);
  const [author, executor] = type === 'order' ? [cargo, carrier] : [carrier, cargo];
  const article = await createArticle(t.deps.db, author.user.id, { type, status: options.status ?? 5 });
  await insertRequest(t.deps.db, article.id, executor.user.id);
  await insertExecutor(t.deps.db, article.id, executor.user.id);
  return { article, author, executor };
}

function save(
  actor: CreatedUser | null,
  body: { orderId: string; userId: string; rating?: unknown; comment?: unknown; socketId?: string },
) {
  const { rating = 5, comment = 'Всё отлично', ...rest } = body;
  return postArticleJson(t.app, 'saveReview', actor?.token ?? null, { review: { rating, comment }, ...rest });
}

async function publicRating(userId: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/user/get', payload: { userId } });
  const { rating, reviewsCount } = res.json().user as { rating: number; reviewsCount: number };
  return { rating, reviewsCount };
}

describe('saveReview', () => {
  it('creates a review, then updates it on the second save (one row)', async () => {
    const { article, author, executor } = await completedDeal();
    const first = await save(author, { orderId: article.id, userId: executor.user.id, rating: 4 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      error: false,
      existReview: false,
      newReview: {
        articleId: article.id,
        articleType: 'order',
        author: { _id: author.user.id },
        user: { _id: executor.user.id, rating: 4, reviewsCount: 1 },
        rating: 4,
        comment: 'Всё отлично',
      },
    });
    const second = await save(author, {
      orderId: article.id,
      userId: executor.user.id,
      rating: 2,
      comment: '  Опоздал на день  ',
    });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({
      existReview: true,
      newReview: { _id: first.json().newReview._id, rating: 2, comment: 'Опоздал на день' },
    });
    const rows = await t.deps.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.articleId, article.id), eq(reviews.authorId, author.user.id)));
    expect(rows).toHaveLength(1);
    expect(await publicRating(executor.user.id)).toEqual({ rating: 2, reviewsCount: 1 });
  });

  it('the executor reviews the author; offers work the same', async () => {
    const { article, author, executor } = await completedDeal({ type: 'offer' });
    const res = await save(executor, { orderId: article.id, userId: author.user.id, rating: 3 });
    expect(res.statusCode).toBe(200);
    expect(res.json().newReview).toMatchObject({ articleType: 'offer', user: { _id: author.user.id } });
    expect(await publicRating(author.user.id)).toEqual({ rating: 3, reviewsCount: 1 });
  });

  it('rating is the mean of the reviews about the user, on both profile answers', async () => {
    const carrier = await createCarrier(t.deps.db);
    for (const rating of [5, 4]) {
      const cargo = await createCargo(t.deps.db);
      const order = await createArticle(t.deps.db, cargo.user.id, { status: 5 });
      await insertExecutor(t.deps.db, order.id, carrier.user.id);
      expect((await save(cargo, { orderId: order.id, userId: carrier.user.id, rating })).statusCode).toBe(
        200,
      );
    }
    expect(await publicRating(carrier.user.id)).toEqual({ rating: 4.5, reviewsCount: 2 });
    const own = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(carrier.token) });
    expect(own.json().user).toMatchObject({ rating: 4.5, reviewsCount: 2 });
  });

  it('concurrent reviews of one user from different deals keep every rating', async () => {
    const carrier = await createCarrier(t.deps.db);
    const deals = await Promise.all(
      [5, 4, 3, 1].map(async (rating) => {
        const cargo = await createCargo(t.deps.db);
        const order = await createArticle(t.deps.db, cargo.user.id, { status: 5 });
        await insertExecutor(t.deps.db, order.id, carrier.user.id);
        return { cargo, order, rating };
      }),
    );
    const answers = await Promise.all(
      deals.map(({ cargo, order, rating }) =>
        save(cargo, { orderId: order.id, userId: carrier.user.id, rating }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await publicRating(carrier.user.id)).toEqual({ rating: 3.25, reviewsCount: 4 });
  });

  it('stores a reviewSet notification for the reviewed user', async () => {
    const { article, author, executor } = await completedDeal();
    await save(author, { orderId: article.id, userId: executor.user.id });
    const rows = await t.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, executor.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      code: 'reviewSet',
      info: { articleType: 'order', articleId: article.id, userFio: 'Иван Петров' },
    });
    const authorRows = await t.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, author.user.id));
    expect(authorRows).toHaveLength(0);
  });
});

describe('saveReview refusals', () => {
  it('guest → 401 before the body is validated', async () => {
    const res = await postArticleJson(t.app, 'saveReview', null, {});
    expect(res.statusCode).toBe(401);
  });

  it('a deal that is not completed → 400', async () => {
    for (const status of [2, 3, 4, 6, 10]) {
      const { article, author, executor } = await completedDeal({ status });
      const res = await save(author, { orderId: article.id, userId: executor.user.id });
      expect(res.statusCode, `status ${status}`).toBe(400);
      expect(res.json().errors[0].msg).toBe(REVIEW_MESSAGES.notCompleted);
    }
  });

  it('an outsider (or a requester who was not picked) → 403', async () => {
    const { article, author } = await completedDeal();
    const requester = await createCarrier(t.deps.db);
    await insertRequest(t.deps.db, article.id, requester.user.id);
    for (const outsider of [requester, await createCargo(t.deps.db)]) {
      const res = await save(outsider, { orderId: article.id, userId: author.user.id });
      expect(res.statusCode).toBe(403);
      expect(res.json().errors[0].msg).toBe(REVIEW_MESSAGES.notParticipant);
    }
  });

  it('a side naming the wrong user, or himself → 400', async () => {
    const { article, author, executor } = await completedDeal();
    const stranger = await createCarrier(t.deps.db);
    const cases: [CreatedUser, string][] = [
      [author, stranger.user.id],
      [author, author.user.id],
      [executor, executor.user.id],
      [executor, stranger.user.id],
    ];
    for (const [actor, userId] of cases) {
      const res = await save(actor, { orderId: article.id, userId });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toEqual({ msg: REVIEW_MESSAGES.wrongTarget, param: 'userId' });
    }
    expect(await t.deps.db.select().from(reviews).where(eq(reviews.articleId, article.id))).toHaveLength(0);
  });

  it('two executors of an offer may not review each other', async () => {
    const { article, executor } = await completedDeal({ type: 'offer' });
    const second = await createCargo(t.deps.db);
    await insertExecutor(t.deps.db, article.id, second.user.id);
    const res = await save(executor, { orderId: article.id, userId: second.user.id });
    expect(res.statusCode).toBe(400);
  });

  it('unknown listing or user → 404; another’s draft → 404', async () => {
    const { article, author } = await completedDeal();
    for (const orderId of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await save(author, { orderId, userId: author.user.id });
      expect(res.statusCode).toBe(404);
      expect(res.json().errors[0].msg).toBe(ARTICLE_MESSAGES.notFound);
    }
    for (const userId of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await save(author, { orderId: article.id, userId });
      expect(res.statusCode).toBe(404);
      expect(res.json().errors[0].msg).toBe(DEAL_MESSAGES.userNotFound);
    }
    const draft = await createArticle(t.deps.db, author.user.id, { status: 1 });
    const outsider = await createCarrier(t.deps.db);
    const res = await save(outsider, { orderId: draft.id, userId: author.user.id });
    expect(res.statusCode).toBe(404);
  });

  it('a banned side → 403', async () => {
    const { executor } = await completedDeal();
    const banned = await createCargo(t.deps.db, { isBan: true });
    const order = await createArticle(t.deps.db, banned.user.id, { status: 5 });
    await insertExecutor(t.deps.db, order.id, executor.user.id);
    const res = await save(banned, { orderId: order.id, userId: executor.user.id });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].msg).toBe(ERROR_MESSAGES.banned);
    expect(await t.deps.db.select().from(reviews).where(eq(reviews.articleId, order.id))).toHaveLength(0);
  });

  it('bad rating or empty comment → 400 with a Russian message', async () => {
    const { article, author, executor } = await completedDeal();
    const cases: [unknown, unknown, string][] = [
      [0, 'Хорошо', REVIEW_MESSAGES.rating],
      [6, 'Хорошо', REVIEW_MESSAGES.rating],
      [2.5, 'Хорошо', REVIEW_MESSAGES.rating],
      ['5', 'Хорошо', REVIEW_MESSAGES.rating],
      [5, '   ', REVIEW_MESSAGES.comment],
      [5, 'я'.repeat(2001), REVIEW_MESSAGES.commentLong],
    ];
    for (const [rating, comment, msg] of cases) {
      const res = await save(author, { orderId: article.id, userId: executor.user.id, rating, comment });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual(expect.objectContaining({ msg }));
    }
    expect(await publicRating(executor.user.id)).toEqual({ rating: 0, reviewsCount: 0 });
  });
});

describe('saveReview events', () => {
  it('createArticleReview then updateArticleReview reach the reviewer’s other tab and the reviewed user only', async () => {
    const { article, author, executor } = await completedDeal();
    const requester = await createCarrier(t.deps.db);
    await insertRequest(t.deps.db, article.id, requester.user.id);
    const calling = await connectSocket(t.baseUrl, { token: author.token });
    const otherTab = await connectSocket(t.baseUrl, { cookieToken: author.token });
    const reviewedTab = await connectSocket(t.baseUrl, { token: executor.token });
    const requesterTab = await connectSocket(t.baseUrl, { token: requester.token });

    for (const event of ['createArticleReview', 'updateArticleReview'] as const) {
      const received = [waitFor(otherTab, event), waitFor(reviewedTab, event)];
      const notification = waitFor(reviewedTab, 'sendNotification');
      const silent = [expectNoEvent(calling, event), expectNoEvent(requesterTab, event)];
      const res = await save(author, {
        orderId: article.id,
        userId: executor.user.id,
        socketId: calling.id!,
      });
      expect(res.statusCode).toBe(200);
      for (const payload of await Promise.all(received)) {
        expect(payload).toEqual({ articleId: article.id, review: res.json().newReview });
      }
      expect((await notification).notification.code).toBe('reviewSet');
      await Promise.all(silent);
    }
  });

  it('a refused save emits nothing', async () => {
    const { article, author, executor } = await completedDeal({ status: 4 });
    const reviewedTab = await connectSocket(t.baseUrl, { token: executor.token });
    const silent = expectNoEvent(reviewedTab, 'createArticleReview');
    expect((await save(author, { orderId: article.id, userId: executor.user.id })).statusCode).toBe(400);
    await silent;
  });
});
