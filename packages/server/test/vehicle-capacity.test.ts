import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { vehicleCapacityError } from '@fura/domain/vehicle-capacity';
import { articles, vehicleTemplates } from '../src/db/schema';
import { bearer, createUser } from './helpers/factories';
import { articlePart, offerInput, orderInput, postArticleForm } from './helpers/articles';
import { multipart, type MultipartPart } from './helpers/multipart';
import { startTestApp } from './helpers/test-app';

/** A vehicle carries no more than its type allows: «Газель (до 1,5 т)» with 2 t is refused on the capacity field. */

let t: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const GAZELLE_MESSAGE = vehicleCapacityError('gazelle', 2);
const activeTariff = { tariff: 'demo', tariffExpiresAt: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000) };

function offerWithCar(car: Record<string, unknown>) {
  const input = offerInput();
  return { ...input, car: { ...(input.car as Record<string, unknown>), ...car } };
}

function postTemplate(
  path: 'create' | 'update',
  token: string,
  template: Record<string, unknown>,
  extra: MultipartPart[] = [],
) {
  const { payload, headers } = multipart([...extra, { name: 'template', value: JSON.stringify(template) }]);
  return t.app.inject({
    method: 'POST',
    url: `/api/vehicle-template/${path}`,
    payload,
    headers: { ...headers, ...bearer(token) },
  });
}

const GAZELLE_TEMPLATE = {
  name: 'Газель белая',
  vehicleType: 'gazelle',
  capacityTons: 1.5,
  bodyType: 'tent',
};

describe('an offer’s vehicle', () => {
  it('refuses a Газель of 2 t with the message on article.car.capacityTons, and stores nothing', async () => {
    expect(GAZELLE_MESSAGE).toMatch(/^Газель перевозит до 1,5 т/);
    const { user, token } = await createUser(t.deps.db, { type: 'carrier', ...activeTariff });
    const res = await postArticleForm(t.app, 'createArticle', token, [
      articlePart(offerWithCar({ capacityTons: 2 })),
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: true,
      errors: [{ msg: GAZELLE_MESSAGE, param: 'article.car.capacityTons' }],
    });
    expect(await t.deps.db.select().from(articles).where(eq(articles.authorId, user.id))).toEqual([]);
  });

  it('takes 1,5 t in a Газель and 2 t in a «Грузовик до 5 т»', async () => {
    const { token } = await createUser(t.deps.db, { type: 'carrier', ...activeTariff });
    for (const car of [{ capacityTons: 1.5 }, { vehicleType: 'truck5', capacityTons: 2 }]) {
      const res = await postArticleForm(t.app, 'createArticle', token, [articlePart(offerWithCar(car))]);
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('refuses the same on edit', async () => {
    const { token } = await createUser(t.deps.db, { type: 'carrier', ...activeTariff });
    const created = await postArticleForm(t.app, 'createArticle', token, [articlePart(offerWithCar({}))]);
    const id = created.json<{ article: { _id: string } }>().article._id;
    const res = await postArticleForm(t.app, 'updateArticle', token, [
      { name: 'editingId', value: id },
      articlePart(offerWithCar({ capacityTons: 2 })),
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ msg: GAZELLE_MESSAGE, param: 'article.car.capacityTons' }]);
  });
});

describe('an order', () => {
  it('has no vehicle: 20 t of cargo is fine', async () => {
    const { token } = await createUser(t.deps.db, { type: 'cargo' });
    const res = await postArticleForm(t.app, 'createArticle', token, [
      articlePart(orderInput({ weightKg: 20_000 })),
    ]);
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('a vehicle template', () => {
  it('refuses a Газель of 2 t on create and on update, with the message on capacityTons', async () => {
    const { user, token } = await createUser(t.deps.db, { type: 'carrier' });
    const refused = await postTemplate('create', token, { ...GAZELLE_TEMPLATE, capacityTons: 2 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: true,
      errors: [{ msg: GAZELLE_MESSAGE, param: 'capacityTons' }],
    });
    expect(
      await t.deps.db.select().from(vehicleTemplates).where(eq(vehicleTemplates.ownerId, user.id)),
    ).toEqual([]);

    const created = await postTemplate('create', token, GAZELLE_TEMPLATE);
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json<{ template: { _id: string } }>().template._id;
    const updated = await postTemplate('update', token, { ...GAZELLE_TEMPLATE, capacityTons: 3 }, [
      { name: 'id', value: id },
    ]);
    expect(updated.statusCode).toBe(400);
    expect(updated.json().errors).toEqual([{ msg: GAZELLE_MESSAGE, param: 'capacityTons' }]);
  });
});
