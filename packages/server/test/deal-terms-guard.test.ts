import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TArticleResponse } from '@fura/domain/article-schemas';
import { DEAL_TERMS_MESSAGES } from '@fura/domain/deal-terms';
import { ZTrackingLinkCreated } from '@fura/domain/geo-tracking';
import { articles } from '../src/db/schema';
import { ARTICLE_SERVER_MESSAGES } from '../src/modules/article/messages';
import { articlePart, offerInput, orderInput, postArticleForm, postArticleJson } from './helpers/articles';
import { createCargo, createCarrier } from './helpers/deals';
import { NEW_TO, changeRows, dealRow, dealScene } from './helpers/deal-terms';
import { insertDialog, sendText } from './helpers/dialogs';
import { postGeo } from './helpers/location-scenes';
import { startTestApp } from './helpers/test-app';

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const errorsOf = (res: { json: () => unknown }) =>
  (res.json() as { errors: { msg: string; param?: string }[] }).errors;

function update(token: string, editingId: string, input: unknown) {
  return postArticleForm(t.app, 'updateArticle', token, [
    { name: 'socketId', value: 'tab' },
    { name: 'editingId', value: editingId },
    articlePart(input),
  ]);
}

/** A carrier's offer published through the API with a cargo owner chosen on it (an offer stays published). */
async function offerWithExecutor() {
  const carrier = await createCarrier(t.deps.db);
  const shipper = await createCargo(t.deps.db);
  const created = await postArticleForm(t.app, 'createArticle', carrier.token, [articlePart(offerInput())]);
  expect(created.statusCode, created.body).toBe(200);
  const offerId = created.json<TArticleResponse>().article._id;
  const requested = await postArticleJson(t.app, 'createRequest', shipper.token, {
    articleId: offerId,
    request: { request: 'Нужна газель' },
    socketId: null,
  });
  expect(requested.statusCode, requested.body).toBe(200);
  return { carrier, shipper, offerId };
}

async function chooseExecutor(token: string, articleId: string, executorId: string) {
  const res = await postArticleJson(t.app, 'setExecutor', token, { articleId, executorId, socketId: null });
  expect(res.statusCode, res.body).toBe(200);
}

describe('the listing edit after an executor is chosen', () => {
  it("may not move the offer's addresses or loading date (400 per field); the deal keeps its terms", async () => {
    const { carrier, shipper, offerId } = await offerWithExecutor();
    await chooseExecutor(carrier.token, offerId, shipper.user.id);
    const key = { articleId: offerId, executorId: shipper.user.id };
    const before = await dealRow(t.deps.db, key);
    const [listingBefore] = await t.deps.db.select().from(articles).where(eq(articles.id, offerId));

    const moved = await update(carrier.token, offerId, offerInput({ to: NEW_TO, loadingDate: '2099-01-02' }));
    expect(moved.statusCode, moved.body).toBe(400);
    expect(errorsOf(moved)).toEqual([
      { msg: DEAL_TERMS_MESSAGES.listingLocked, param: 'article.to' },
      { msg: DEAL_TERMS_MESSAGES.listingLocked, param: 'article.loadingDate' },
    ]);
    const [listingAfter] = await t.deps.db.select().from(articles).where(eq(articles.id, offerId));
    expect(listingAfter).toEqual(listingBefore);

    // Its other fields still change.
    const commented = await update(
      carrier.token,
      offerId,
      offerInput({ comment: 'Есть место ещё на 300 кг' }),
    );
    expect(commented.statusCode, commented.body).toBe(200);
    expect(await dealRow(t.deps.db, key)).toEqual(before);
    expect(await changeRows(t.deps.db, key)).toEqual([]);
  });

  it('moves them freely while nobody is chosen', async () => {
    const { carrier, offerId } = await offerWithExecutor();
    const moved = await update(carrier.token, offerId, offerInput({ to: NEW_TO }));
    expect(moved.statusCode, moved.body).toBe(200);
  });

  it('an order with its executor chosen is not editable at all', async () => {
    const { owner, order, key } = await dealScene(t.app, t.deps.db);
    const before = await dealRow(t.deps.db, key);
    const res = await update(owner.token, order.id, orderInput({ to: NEW_TO }));
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)[0]?.msg).toBe(ARTICLE_SERVER_MESSAGES.notEditable);
    expect(await dealRow(t.deps.db, key)).toEqual(before);
  });
});

describe('a message', () => {
  it('«водитель, выгружайтесь на другом складе» changes neither the deal nor the tracking page, whoever sends it', async () => {
    const scene = await dealScene(t.app, t.deps.db, { onTheWay: true });
    const link = await postGeo(t.app, 'link/create', scene.owner.token, { articleId: scene.order.id });
    const { token } = ZTrackingLinkCreated.parse(link.json());
    const trackPage = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/track/${token}` })).json<unknown>();
    const dealBefore = await dealRow(t.deps.db, scene.key);
    const pageBefore = await trackPage();

    const dialog = await insertDialog(
      t.deps.db,
      scene.owner.user.id,
      scene.carrier.user.id,
      'order',
      scene.order.id,
    );
    for (const sender of [scene.owner, scene.carrier]) {
      const sent = await sendText(
        t.app,
        sender.token,
        dialog.id,
        'Водитель, выгружайтесь на другом складе: Нижний Новгород, улица Рождественская, 10',
      );
      expect(sent.statusCode, sent.body).toBe(200);
    }

    expect(await dealRow(t.deps.db, scene.key)).toEqual(dealBefore);
    expect(await changeRows(t.deps.db, scene.key)).toEqual([]);
    expect(await trackPage()).toEqual(pageBefore);
  });
});
