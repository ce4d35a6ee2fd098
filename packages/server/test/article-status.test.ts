import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ARTICLE_MESSAGES, type TArticleResponse } from '@fura/domain/article-schemas';
import {
  ARTICLE_ACTIONS,
  ARTICLE_ACTION_PATHS,
  ARTICLE_ACTION_RULES,
  refusedTransitionMessage,
  type ArticleAction,
} from '@fura/domain/article-transitions';
import { ARTICLE_STATUSES, type ArticleStatus } from '@fura/domain/articles';
import { ERROR_MESSAGES } from '@fura/domain/errors';
import { articles } from '../src/db/schema';
import { createUser } from './helpers/factories';
import { createArticle, moscowDate, postArticleJson } from './helpers/articles';
import { insertExecutor, insertRequest } from './helpers/deals';
import { startTestApp } from './helpers/test-app';

let t: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const act = (action: ArticleAction, token: string | null, articleId: string) =>
  postArticleJson(t.app, ARTICLE_ACTION_PATHS[action], token, { articleId, socketId: 'tab' });

/** "equip" needs an executor (issue 4): give the listing one. */
async function withExecutor(articleId: string) {
  const { user } = await createUser(t.deps.db, { type: 'carrier' });
  await insertRequest(t.deps.db, articleId, user.id);
  await insertExecutor(t.deps.db, articleId, user.id);
}

async function rowOf(id: string) {
  const [row] = await t.deps.db.select().from(articles).where(eq(articles.id, id));
  return row!;
}

describe('status verbs through the API', () => {
  const cases = ARTICLE_ACTIONS.flatMap((action) => ARTICLE_STATUSES.map((from) => ({ action, from })));

  // Expectations come from the domain table itself; the domain's unit tests pin the table's content.
  it.each(cases)('$action from status $from', async ({ action, from }) => {
    const { user, token } = await createUser(t.deps.db, { type: 'cargo' });
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    const article = await createArticle(t.deps.db, user.id, { status: from, publishedAt: hourAgo });
    if (action === 'equip') await withExecutor(article.id);
    const before = await rowOf(article.id);
    const res = await act(action, token, article.id);
    const rule = ARTICLE_ACTION_RULES[action];
    if (rule.from.includes(from)) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ error: false, article: { _id: article.id, status: rule.to } });
      const after = await rowOf(article.id);
      expect(after.status).toBe(rule.to);
      if (rule.to === 2) expect(after.publishedAt!.getTime()).toBeGreaterThan(before.publishedAt!.getTime());
    } else {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: true, errors: [{ msg: refusedTransitionMessage(action, from) }] });
      expect(await rowOf(article.id)).toEqual(before);
    }
  });

  it('publishing sets publishedAt to now and refuses a past loading date', async () => {
    const { user, token } = await createUser(t.deps.db, { type: 'carrier' });
    const draft = await createArticle(t.deps.db, user.id, { type: 'offer', status: 1, publishedAt: null });
    const startedAt = Date.now();
    const res = await act('publish', token, draft.id);
    expect(res.statusCode).toBe(200);
    expect(Date.parse(res.json<TArticleResponse>().article.publishedAt!)).toBeGreaterThanOrEqual(
      startedAt - 1000,
    );

    const expired = await createArticle(t.deps.db, user.id, {
      status: 1,
      publishedAt: null,
      loadingDate: moscowDate(-1),
    });
    const refused = await act('publish', token, expired.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ msg: ARTICLE_MESSAGES.loadingDatePast, param: 'loadingDate' }]);
    expect((await rowOf(expired.id)).status).toBe(1);
  });

  it('refuses the wrong owner (403 when visible, 404 for a draft), guests (401) and the banned (403)', async () => {
    const owner = await createUser(t.deps.db, { type: 'cargo' });
    const intruder = await createUser(t.deps.db, { type: 'cargo' });
    const published = await createArticle(t.deps.db, owner.user.id);
    const draft = await createArticle(t.deps.db, owner.user.id, { status: 1 });

    const forbidden = await act('delete', intruder.token, published.id);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().errors).toEqual([{ msg: ARTICLE_MESSAGES.notAuthor }]);
    const hidden = await act('publish', intruder.token, draft.id);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().errors).toEqual([{ msg: ARTICLE_MESSAGES.notFound }]);

    const guest = await act('delete', null, published.id);
    expect(guest.statusCode).toBe(401);
    expect(guest.json().errors).toEqual([{ msg: ERROR_MESSAGES.unauthorized }]);

    const banned = await createUser(t.deps.db, { type: 'cargo', isBan: true });
    const own = await createArticle(t.deps.db, banned.user.id);
    const res = await act('delete', banned.token, own.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().errors).toEqual([{ msg: ERROR_MESSAGES.banned }]);

    expect((await rowOf(published.id)).status).toBe(2);
    expect((await rowOf(draft.id)).status).toBe(1);
    expect((await rowOf(own.id)).status).toBe(2);
  });

  it('answers 404 for unknown ids and 400 for a missing id', async () => {
    const { token } = await createUser(t.deps.db, { type: 'cargo' });
    expect((await act('delete', token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await act('delete', token, 'x'.repeat(10))).statusCode).toBe(404);
    const missing = await postArticleJson(t.app, 'deleteArticle', token, { socketId: 'tab' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ msg: ARTICLE_MESSAGES.notFound, param: 'articleId' }]);
  });

  it('serializes concurrent verbs on one listing: exactly one of several equips succeeds', async () => {
    const { user, token } = await createUser(t.deps.db, { type: 'cargo' });
    const article = await createArticle(t.deps.db, user.id);
    await withExecutor(article.id);
    const results = await Promise.all(Array.from({ length: 6 }, () => act('equip', token, article.id)));
    const codes = results.map((res) => res.statusCode).sort();
    expect(codes).toEqual([200, 400, 400, 400, 400, 400]);
    expect((await rowOf(article.id)).status).toBe(3);
  });

  it('leaves a state that some serial order of the successful verbs explains', async () => {
    const { user, token } = await createUser(t.deps.db, { type: 'cargo' });
    const article = await createArticle(t.deps.db, user.id);
    const actions: ArticleAction[] = ['cancel', 'draft', 'delete', 'publish', 'equip', 'cancel', 'draft'];
    const results = await Promise.all(actions.map((action) => act(action, token, article.id)));
    const succeeded = results.filter((res) => res.statusCode === 200);
    expect(succeeded.length).toBeGreaterThan(0);
    for (const res of results) expect([200, 400]).toContain(res.statusCode);
    // Every success is one step of the table, and the steps chain from 2 to the final status.
    const steps = succeeded.map((res) => res.json().article.status as ArticleStatus);
    const final = (await rowOf(article.id)).status;
    const chains = (from: ArticleStatus, left: ArticleStatus[]): boolean =>
      left.length === 0
        ? from === final
        : left.some(
            (to, index) =>
              ARTICLE_ACTIONS.some(
                (action) =>
                  ARTICLE_ACTION_RULES[action].to === to && ARTICLE_ACTION_RULES[action].from.includes(from),
              ) &&
              chains(
                to,
                left.filter((_, i) => i !== index),
              ),
          );
    expect(chains(2, steps)).toBe(true);
  });
});
