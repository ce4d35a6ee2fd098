import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZErrorResponse } from '@fura/domain/errors';
import { bearer, createUser } from './helpers/factories';
import {
  articlePart,
  createArticle,
  moscowDate,
  offerInput,
  orderInput,
  postArticleForm,
} from './helpers/articles';
import { startTestApp } from './helpers/test-app';

/** Publishing the same listing twice (issue 26): 409 with the published one's id; drafts and edits are free. */

let t: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

function publishDraft(token: string, articleId: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/article/publicArticle',
    headers: bearer(token),
    payload: { articleId },
  });
}

describe('the duplicate rule', () => {
  it('answers 409 «Такой заказ уже опубликован» with the existing id to create-and-publish', async () => {
    const { token } = await createUser(t.deps.db, { type: 'cargo' });
    const first = await postArticleForm(t.app, 'createArticle', token, [articlePart(orderInput())]);
    expect(first.statusCode).toBe(200);
    const id = first.json().article._id as string;
    // The same places a few hundred metres off, the cargo types in another order.
    const again = orderInput({ cargoTypes: [2, 1], comment: 'Другой комментарий' });
    const from = { ...(again.from as object), lat: 55.7588 };
    const res = await postArticleForm(t.app, 'createArticle', token, [articlePart({ ...again, from })]);
    expect(res.statusCode).toBe(409);
    expect(ZErrorResponse.parse(res.json()).errors).toEqual([{ msg: 'Такой заказ уже опубликован', id }]);
  });

  it('says «Такое предложение уже опубликовано» for an offer', async () => {
    const { token } = await createUser(t.deps.db, {
      type: 'carrier',
      tariff: 'pro',
      tariffExpiresAt: new Date(Date.now() + 86_400_000),
    });
    const first = await postArticleForm(t.app, 'createArticle', token, [articlePart(offerInput())]);
    expect(first.statusCode).toBe(200);
    const res = await postArticleForm(t.app, 'createArticle', token, [articlePart(offerInput())]);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual([
      { msg: 'Такое предложение уже опубликовано', id: first.json().article._id },
    ]);
    // Another vehicle of the same carrier on the same route and day is another offer.
    const base = offerInput();
    const truck = { ...(base.car as object), vehicleType: 'truck5', capacityTons: 2 };
    const other = await postArticleForm(t.app, 'createArticle', token, [
      articlePart({ ...base, car: truck }),
    ]);
    expect(other.statusCode).toBe(200);
  });

  it('allows another date, a point over 1 km away, other cargo, another author, and a draft of the same', async () => {
    const { token } = await createUser(t.deps.db, { type: 'cargo' });
    expect(
      (await postArticleForm(t.app, 'createArticle', token, [articlePart(orderInput())])).statusCode,
    ).toBe(200);
    const base = orderInput();
    const variants = [
      orderInput({ loadingDate: moscowDate(2) }),
      orderInput({ to: { ...(base.to as object), lat: 55.8064 } }), // ≈ 1.1 km north
      orderInput({ cargoTypes: [1] }),
      orderInput({ publish: false }),
    ];
    for (const variant of variants) {
      const res = await postArticleForm(t.app, 'createArticle', token, [articlePart(variant)]);
      expect(res.statusCode).toBe(200);
    }
    const other = await createUser(t.deps.db, { type: 'cargo' });
    expect(
      (await postArticleForm(t.app, 'createArticle', other.token, [articlePart(orderInput())])).statusCode,
    ).toBe(200);
  });

  it('refuses publishing a draft that duplicates a published listing, not editing either', async () => {
    const { user, token } = await createUser(t.deps.db, { type: 'cargo' });
    const live = await createArticle(t.deps.db, user.id);
    const draft = await createArticle(t.deps.db, user.id, { status: 1, publishedAt: null });
    const res = await publishDraft(token, draft.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual([{ msg: 'Такой заказ уже опубликован', id: live.id }]);

    // Editing the published one (the same values) is no duplicate of itself.
    const edit = await postArticleForm(t.app, 'updateArticle', token, [
      { name: 'editingId', value: live.id },
      articlePart(orderInput({ loadingDate: live.loadingDate, cargoTypes: [1] })),
    ]);
    expect(edit.statusCode).toBe(200);

    // Once the first is unpublished, the draft publishes.
    await t.app.inject({
      method: 'POST',
      url: '/api/article/draftArticle',
      headers: bearer(token),
      payload: { articleId: live.id },
    });
    expect((await publishDraft(token, draft.id)).statusCode).toBe(200);
  });
});
