import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { ARTICLE_MESSAGES, type TArticleResponse } from '@fura/domain/article-schemas';
import { ERROR_MESSAGES } from '@fura/domain/errors';
import { articles, vehicleTemplates } from '../src/db/schema';
import { createUser } from './helpers/factories';
import { articlePart, moscowDate, offerInput, orderInput, postArticleForm } from './helpers/articles';
import { startTestApp } from './helpers/test-app';

let t: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function rowOf(id: string) {
  const [row] = await t.deps.db.select().from(articles).where(eq(articles.id, id));
  return row;
}

describe('POST /api/article/createArticle (multipart)', () => {
  it('creates a published order for a cargo owner', async () => {
    const { user, token } = await createUser(t.deps.db, { type: 'cargo' });
    const res = await postArticleForm(t.app, 'createArticle', token, [
      { name: 'socketId', value: 'tab-1' },
      articlePart(orderInput()),
    ]);
    expect(res.statusCode).toBe(200);
    const { article } = res.json<TArticleResponse>();
    expect(article).toMatchObject({
      type: 'order',
      status: 2,
      author: { _id: user.id, name: { first: user.firstName, last: user.lastName } },
      from: { settlement: 'Москва', lat: 55.7558 },
      to: { settlement: 'Казань' },
      loadingDate: moscowDate(1),
      loadingTimeFrom: '09:00',
      cargoTypes: [1, 2],
      weightKg: 1500,
      bodyTypes: ['tent'],
      budgetKopecks: 3_500_000,
      paymentMethod: 'cashlessVat',
      comment: 'Аккуратно, стекло',
      cargoPhoto: [],
      car: null,
    });
    expect(article.publishedAt).not.toBeNull();
    const row = await rowOf(article._id);
    expect(row).toMatchObject({ authorId: user.id, status: 2, type: 'order' });
  });

  it('keeps a draft when publish is false (a past loading date is fine for a draft)', async () => {
    const { token } = await createUser(t.deps.db, { type: 'cargo' });
    const res = await postArticleForm(t.app, 'createArticle', token, [
      articlePart(orderInput({ publish: false, loadingDate: moscowDate(-3) })),
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().article).toMatchObject({ status: 1, publishedAt: null, loadingDate: moscowDate(-3) });
  });

  it('refuses to publish with a loading date in the past; today is fine', async () => {
    const { token } = await createUser(t.deps.db, { type: 'cargo' });
    const past = await postArticleForm(t.app, 'createArticle', token, [
      articlePart(orderInput({ loadingDate: moscowDate(-1) })),
    ]);
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({
      error: true,
      errors: [{ msg: ARTICLE_MESSAGES.loadingDatePast, param: 'article.loadingDate' }],
    });
    const today = await postArticleForm(t.app, 'createArticle', token, [
      articlePart(orderInput({ loadingDate: moscowDate(0) })),
    ]);
    expect(today.statusCode).toBe(200);
  });

  it('creates an offer for a carrier with its body type taken from the vehicle', async () => {
    const { token } = await createUser(t.deps.db, { type: 'carrier' });
    const res = await postArticleForm(t.app, 'createArticle', token, [
      articlePart(offerInput({ bodyTypes: ['tent'] })),
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().article).toMatchObject({
      type: 'offer',
      status: 2,
      bodyTypes: ['isotherm'],
      loadingTypes: ['side', 'rear'],
      car: {
        templateId: null,
        vehicleType: 'gazelle',
        make: 'ГАЗ',
        model: 'Газель Next',
        capacityTons: 1.5,
        bodyType: 'isotherm',
        photo: null,
      },
    });
  });

  it('fills an offer from the carrier’s own vehicle template, photo included', async () => {
    const { user, token } = await createUser(t.deps.db, { type: 'carrier' });
    const image = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#00aa00' } })
      .webp()
      .toBuffer();
    await t.deps.storage.put('templates/11111111-1111-4111-8111-111111111111.webp', image);
    await t.deps.storage.put('templates/11111111-1111-4111-8111-111111111111-thumb.webp', image);
    const [template] = await t.deps.db
      .insert(vehicleTemplates)
      .values({
        ownerId: user.id,
        name: 'Рефка',
        vehicleType: 'refrigeratorTruck',
        make: 'Volvo',
        model: 'FH',
        capacityTons: 20,
        volumeM3: 82,
        bodyType: 'refrigerator',
        loadingTypes: ['rear'],
        photo: {
          key: 'templates/11111111-1111-4111-8111-111111111111.webp',
          thumbKey: 'templates/11111111-1111-4111-8111-111111111111-thumb.webp',
        },
      })
      .returning();
    const input = offerInput();
    const car = { ...(input.car as Record<string, unknown>), templateId: template!.id };
    const res = await postArticleForm(t.app, 'createArticle', token, [articlePart({ ...input, car })]);
    expect(res.statusCode).toBe(200);
    const { article } = res.json();
    expect(article.car).toMatchObject({
      templateId: template!.id,
      vehicleType: 'refrigeratorTruck',
      make: 'Volvo',
      model: 'FH',
      capacityTons: 20,
      volumeM3: 82,
      bodyType: 'refrigerator',
      loadingTypes: ['rear'],
    });
    expect(article.bodyTypes).toEqual(['refrigerator']);
    // The photo is copied to the listing's own files.
    expect(article.car.photo.file).toMatch(/^\/files\/articles\/[0-9a-f-]{36}\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: article.car.photo.file });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(image)).toBe(true);
  });

  it('refuses another carrier’s template or an unknown one', async () => {
    const { user: other } = await createUser(t.deps.db, { type: 'carrier' });
    const { token } = await createUser(t.deps.db, { type: 'carrier' });
    const [template] = await t.deps.db
      .insert(vehicleTemplates)
      .values({ ownerId: other.id, name: 'Чужая', vehicleType: 'gazelle', capacityTons: 1, bodyType: 'tent' })
      .returning();
    for (const templateId of [template!.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const input = offerInput();
      const car = { ...(input.car as Record<string, unknown>), templateId };
      const res = await postArticleForm(t.app, 'createArticle', token, [articlePart({ ...input, car })]);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ msg: 'Шаблон не найден', param: 'article.car.templateId' }]);
    }
  });

  it('answers 401 to a guest', async () => {
    const res = await postArticleForm(t.app, 'createArticle', null, [articlePart(orderInput())]);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: true, errors: [{ msg: ERROR_MESSAGES.unauthorized }] });
  });

  it('refuses the wrong role: a carrier cannot create an order, a cargo owner an offer', async () => {
    const carrier = await createUser(t.deps.db, { type: 'carrier' });
    const order = await postArticleForm(t.app, 'createArticle', carrier.token, [
      articlePart(orderInput({ type: 'order' })),
    ]);
    expect(order.statusCode).toBe(403);
    expect(order.json().errors).toEqual([{ msg: ARTICLE_MESSAGES.wrongRoleOrder }]);

    const cargo = await createUser(t.deps.db, { type: 'cargo' });
    const offer = await postArticleForm(t.app, 'createArticle', cargo.token, [
      articlePart(offerInput({ type: 'offer' })),
    ]);
    expect(offer.statusCode).toBe(403);
    expect(offer.json().errors).toEqual([{ msg: ARTICLE_MESSAGES.wrongRoleOffer }]);

    // Without a declared type a carrier's order-shaped form is an offer without a vehicle.
    const undeclared = await postArticleForm(t.app, 'createArticle', carrier.token, [
      articlePart(orderInput()),
    ]);
    expect(undeclared.statusCode).toBe(400);
    expect(undeclared.json().errors).toEqual([{ msg: ARTICLE_MESSAGES.car, param: 'article.car' }]);

    const rows = await t.deps.db.select().from(articles).where(eq(articles.authorId, carrier.user.id));
    expect(rows).toHaveLength(0);
  });

  it('refuses an admin (neither orders nor offers)', async () => {
    const { token } = await createUser(t.deps.db, { type: 'admin' });
    const res = await postArticleForm(t.app, 'createArticle', token, [articlePart(orderInput())]);
    expect(res.statusCode).toBe(403);
    expect(res.json().errors).toEqual([
      { msg: ARTICLE_MESSAGES.wrongRoleOrder },
      { msg: ARTICLE_MESSAGES.wrongRoleOffer },
    ]);
  });

  it('refuses a banned user', async () => {
    const { user, token } = await createUser(t.deps.db, { type: 'cargo', isBan: true });
    const res = await postArticleForm(t.app, 'createArticle', token, [articlePart(orderInput())]);
    expect(res.statusCode).toBe(403);
    expect(res.json().errors).toEqual([{ msg: ERROR_MESSAGES.banned }]);
    expect(await t.deps.db.select().from(articles).where(eq(articles.authorId, user.id))).toHaveLength(0);
  });

  it('answers 400 with Russian messages and article.<field> params for bad input', async () => {
    const { token } = await createUser(t.deps.db, { type: 'cargo' });
    const badJson = await postArticleForm(t.app, 'createArticle', token, [articlePart('{"from": ')]);
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().errors).toEqual([{ msg: ARTICLE_MESSAGES.articleJson, param: 'article' }]);

    const missing = await postArticleForm(t.app, 'createArticle', token, [{ name: 'socketId', value: 'x' }]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].param).toBe('article');

    const invalid = await postArticleForm(t.app, 'createArticle', token, [
      articlePart(
        orderInput({
          loadingDate: '31.12.2030',
          loadingTimeFrom: '25:00',
          paymentMethod: 'barter',
          cargoTypes: [],
        }),
      ),
    ]);
    expect(invalid.statusCode).toBe(400);
    const errors = invalid.json().errors as { msg: string; param: string }[];
    expect(errors).toEqual(
      expect.arrayContaining([
        { msg: ARTICLE_MESSAGES.loadingDate, param: 'article.loadingDate' },
        { msg: ARTICLE_MESSAGES.time, param: 'article.loadingTimeFrom' },
        { msg: ARTICLE_MESSAGES.payment, param: 'article.paymentMethod' },
      ]),
    );

    const noCargo = await postArticleForm(t.app, 'createArticle', token, [
      articlePart(orderInput({ cargoTypes: [], weightKg: null })),
    ]);
    expect(noCargo.statusCode).toBe(400);
    expect(noCargo.json().errors).toEqual([
      { msg: ARTICLE_MESSAGES.cargoTypes, param: 'article.cargoTypes' },
      { msg: ARTICLE_MESSAGES.weight, param: 'article.weightKg' },
    ]);

    const timeOrder = await postArticleForm(t.app, 'createArticle', token, [
      articlePart(orderInput({ loadingTimeFrom: '15:00', loadingTimeTo: '10:00' })),
    ]);
    expect(timeOrder.json().errors).toEqual([
      { msg: ARTICLE_MESSAGES.timeOrder, param: 'article.loadingTimeTo' },
    ]);

    const unknownType = await postArticleForm(t.app, 'createArticle', token, [
      articlePart(orderInput({ type: 'auction' })),
    ]);
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.json().errors[0].param).toBe('article.type');
  });

  it('refuses unknown form parts and a JSON body that is not a copy request', async () => {
    const { token } = await createUser(t.deps.db, { type: 'cargo' });
    const extraField = await postArticleForm(t.app, 'createArticle', token, [
      articlePart(orderInput()),
      { name: 'status', value: '5' },
    ]);
    expect(extraField.statusCode).toBe(400);
    expect(extraField.json().errors[0].param).toBe('status');

    const twice = await postArticleForm(t.app, 'createArticle', token, [
      articlePart(orderInput()),
      articlePart(orderInput()),
    ]);
    expect(twice.statusCode).toBe(400);

    const json = await t.app.inject({
      method: 'POST',
      url: '/api/article/createArticle',
      headers: { authorization: `Bearer ${token}` },
      payload: { article: orderInput() },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().errors[0].param).toBe('articleId');
  });
});
