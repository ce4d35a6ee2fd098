import { describe, expect, it } from 'vitest';
import { ZArticle } from '@fura/domain/article-schemas';
import type { ArticleRow } from '../src/db/schema';
import { createArticle, postArticleJson } from './helpers/articles';
import { act, closedLongAgo, contactOf, expectContactsIn } from './helpers/contact-scenes';
import { createCargo, createCarrier, insertRequest } from './helpers/deals';
import { createUser, type CreatedUser } from './helpers/factories';
import { rowOf } from './helpers/location-scenes';
import { socketTestApp } from './helpers/socket-test-app';

/**
 * Issue 24: a deal's parties see each other's phone and e-mail from the choice of the executor until 7 days after the
 * deal is completed or cancelled; nobody else ever does. Viewer (guest, author, chosen executor, refused requester,
 * stranger, admin) × field (phone, email) × status (2, 3, 4, 5, 6, 5 and 6 after the 7 days), through the listing
 * page's answers (getArticle for the guest, getUserArticle for the rest). The statuses are reached through the API,
 * so the closing time is the one the status verbs write.
 */

const t = socketTestApp();

async function orderScene() {
  const owner = await createCargo(t.deps.db, { firstName: 'Ольга', lastName: 'Грузова' });
  const executor = await createCarrier(t.deps.db, { firstName: 'Степан', lastName: 'Водилов' });
  const refused = await createCarrier(t.deps.db);
  const stranger = await createCarrier(t.deps.db);
  const admin = await createUser(t.deps.db, { type: 'admin' });
  const order = await createArticle(t.deps.db, owner.user.id);
  for (const user of [executor, refused]) await insertRequest(t.deps.db, order.id, user.user.id);
  return { owner, executor, refused, stranger, admin, order };
}
type Scene = Awaited<ReturnType<typeof orderScene>>;

/** Each viewer's answer: shown or not (404), and whose contacts it must carry. */
async function expectMatrix(scene: Scene, label: string, open: boolean): Promise<void> {
  const { owner, executor, refused, stranger, admin, order } = scene;
  const row: ArticleRow = await rowOf(t.deps.db, order.id);
  const published = row.status === 2;
  const matrix: [string, CreatedUser | null, boolean, CreatedUser[]][] = [
    ['guest', null, published, []],
    ['author', owner, true, open ? [executor] : []],
    ['chosen executor', executor, true, open ? [owner] : []],
    ['refused requester', refused, true, []],
    ['stranger', stranger, published, []],
    ['admin', admin, published, []],
  ];
  const people = { owner, executor, refused, stranger, admin };
  for (const [name, viewer, shown, sees] of matrix) {
    const res = await postArticleJson(
      t.app,
      viewer ? 'getUserArticle' : 'getArticle',
      viewer?.token ?? null,
      {
        id: order.id,
        type: 'order',
      },
    );
    const where = `${label}, ${name}`;
    expect(res.statusCode, where).toBe(shown ? 200 : 404);
    expectContactsIn(res.body, people, shown ? sees : [], where);
    if (!shown) continue;
    const article = ZArticle.parse(res.json<{ article: unknown }>().article);
    expect(article.contacts, where).toEqual(sees.map(contactOf));
  }
}

describe('an order from its requests to a week after closing', () => {
  it('completed: contacts from the choice (3), on the way (4), completed (5); gone after 7 days', async () => {
    const scene = await orderScene();
    const { owner, executor, order } = scene;
    const articleId = order.id;
    await expectMatrix(scene, 'status 2, before the choice', false);
    expect((await act(t.app, 'setExecutor', owner, { articleId, executorId: executor.user.id })).status).toBe(
      3,
    );
    await expectMatrix(scene, 'status 3', true);
    expect((await act(t.app, 'onWayArticle', owner, { articleId })).status).toBe(4);
    await expectMatrix(scene, 'status 4', true);
    expect((await act(t.app, 'completeArticle', owner, { articleId })).status).toBe(5);
    await expectMatrix(scene, 'status 5', true);
    await closedLongAgo(t.deps.db, articleId);
    await expectMatrix(scene, 'status 5, 7 days later', false);
  });

  it('cancelled: contacts stay a week after cancelling (6), then go', async () => {
    const scene = await orderScene();
    const { owner, executor, order } = scene;
    const articleId = order.id;
    await act(t.app, 'setExecutor', owner, { articleId, executorId: executor.user.id });
    expect((await act(t.app, 'cancelArticle', owner, { articleId })).status).toBe(6);
    await expectMatrix(scene, 'status 6', true);
    await closedLongAgo(t.deps.db, articleId);
    await expectMatrix(scene, 'status 6, 7 days later', false);
  });
});

describe('an offer: the carrier and each cargo owner he carries for, pairwise', () => {
  it('from the choice on a published offer; executors never see each other; a removed one loses them', async () => {
    const carrier = await createCarrier(t.deps.db, { firstName: 'Пётр', lastName: 'Рейсов' });
    const first = await createCargo(t.deps.db);
    const second = await createCargo(t.deps.db);
    const waiting = await createCargo(t.deps.db);
    const offer = await createArticle(t.deps.db, carrier.user.id, { type: 'offer' });
    for (const user of [first, second, waiting]) await insertRequest(t.deps.db, offer.id, user.user.id);
    const articleId = offer.id;
    for (const user of [first, second]) {
      await act(t.app, 'setExecutor', carrier, { articleId, executorId: user.user.id });
    }
    const people = { carrier, first, second, waiting };
    const expectSeen = async (label: string, seen: [CreatedUser, CreatedUser[]][]) => {
      for (const [viewer, sees] of seen) {
        const res = await postArticleJson(t.app, 'getUserArticle', viewer.token, {
          id: articleId,
          type: 'offer',
        });
        expect(res.statusCode).toBe(200);
        expectContactsIn(res.body, people, sees, label);
        expect(ZArticle.parse(res.json<{ article: unknown }>().article).contacts).toEqual(
          sees.map(contactOf),
        );
      }
    };
    await expectSeen('published, two chosen', [
      [carrier, [first, second]],
      [first, [carrier]],
      [second, [carrier]],
      [waiting, []],
    ]);
    expect((await act(t.app, 'equipArticle', carrier, { articleId })).status).toBe(3);
    await act(t.app, 'deleteExecutor', carrier, { articleId, executorId: first.user.id });
    await expectSeen('in work, the first removed', [
      [carrier, [second]],
      [first, []],
      [second, [carrier]],
      [waiting, []],
    ]);
  });
});
