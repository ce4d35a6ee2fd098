import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TArticleResponse } from '@fura/domain/article-schemas';
import { createArticle, postArticleJson } from './helpers/articles';
import { createCargo, createCarrier, insertExecutor, insertRequest } from './helpers/deals';
import { startTestApp } from './helpers/test-app';

let t: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const view = (token: string, id: string) =>
  postArticleJson(t.app, 'getUserArticle', token, { id, type: 'order' });

describe('who sees a listing that left the public list', () => {
  it('its executor and requesters see it in work and closed; outsiders and the trash do not', async () => {
    const owner = await createCargo(t.deps.db);
    const executor = await createCarrier(t.deps.db);
    const requester = await createCarrier(t.deps.db);
    const outsider = await createCarrier(t.deps.db);
    for (const status of [3, 4, 5, 6] as const) {
      const order = await createArticle(t.deps.db, owner.user.id, { status });
      await insertRequest(t.deps.db, order.id, executor.user.id);
      await insertRequest(t.deps.db, order.id, requester.user.id);
      await insertExecutor(t.deps.db, order.id, executor.user.id);

      const seen = await view(executor.token, order.id);
      expect(seen.statusCode).toBe(200);
      const article = seen.json<TArticleResponse>().article;
      expect(article.status).toBe(status);
      expect(article.executors.map((e) => e.user._id)).toEqual([executor.user.id]);
      // The requester sees the listing and his own request only.
      const requesterView = await view(requester.token, order.id);
      expect(requesterView.statusCode).toBe(200);
      expect(requesterView.json<TArticleResponse>().article.requests).toHaveLength(1);
      expect(requesterView.json<TArticleResponse>().article.requestsCount).toBe(2);
      expect((await view(outsider.token, order.id)).statusCode).toBe(404);
    }
    const trashed = await createArticle(t.deps.db, owner.user.id, { status: 7 });
    await insertRequest(t.deps.db, trashed.id, executor.user.id);
    await insertExecutor(t.deps.db, trashed.id, executor.user.id);
    expect((await view(executor.token, trashed.id)).statusCode).toBe(404);
  });
});
