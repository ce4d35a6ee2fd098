import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEAL_MESSAGES } from '@fura/domain/deal-items';
import { articleExecutors, articles, notifications } from '../src/db/schema';
import { createArticle, postArticleJson } from './helpers/articles';
import { createCargo, createCarrier, insertRequest } from './helpers/deals';
import { startTestApp } from './helpers/test-app';

let t: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const ROUNDS = 8;

describe('concurrent setExecutor on one order', () => {
  it(`leaves exactly one executor and status 3, the other call 409 (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const author = await createCargo(t.deps.db);
      const order = await createArticle(t.deps.db, author.user.id);
      const [a, b] = [await createCarrier(t.deps.db), await createCarrier(t.deps.db)];
      await insertRequest(t.deps.db, order.id, a.user.id);
      await insertRequest(t.deps.db, order.id, b.user.id);

      const results = await Promise.all(
        [a, b].map((carrier) =>
          postArticleJson(t.app, 'setExecutor', author.token, {
            articleId: order.id,
            executorId: carrier.user.id,
            socketId: null,
          }),
        ),
      );
      const codes = results.map((res) => res.statusCode).sort();
      expect(codes).toEqual([200, 409]);
      const winner = results.find((res) => res.statusCode === 200)!;
      const loser = results.find((res) => res.statusCode === 409)!;
      expect(loser.json().errors).toEqual([{ msg: DEAL_MESSAGES.orderHasExecutor }]);

      const executors = await t.deps.db
        .select()
        .from(articleExecutors)
        .where(eq(articleExecutors.articleId, order.id));
      expect(executors.map((row) => row.userId)).toEqual([winner.json().executor._id]);
      const [row] = await t.deps.db.select().from(articles).where(eq(articles.id, order.id));
      expect(row!.status).toBe(3);
      // Only the picked carrier was told.
      const loserId = [a, b].find((c) => c.user.id !== winner.json().executor._id)!.user.id;
      expect(await t.deps.db.select().from(notifications).where(eq(notifications.userId, loserId))).toEqual(
        [],
      );
    }
  });

  it('the same requester picked twice at once: one 200, one 409, one row', async () => {
    const author = await createCargo(t.deps.db);
    const order = await createArticle(t.deps.db, author.user.id);
    const carrier = await createCarrier(t.deps.db);
    await insertRequest(t.deps.db, order.id, carrier.user.id);
    const body = { articleId: order.id, executorId: carrier.user.id };
    const results = await Promise.all(
      [0, 1, 2].map(() => postArticleJson(t.app, 'setExecutor', author.token, body)),
    );
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409, 409]);
    const executors = await t.deps.db
      .select()
      .from(articleExecutors)
      .where(eq(articleExecutors.articleId, order.id));
    expect(executors).toHaveLength(1);
  });
});
