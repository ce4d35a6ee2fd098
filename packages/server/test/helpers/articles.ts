import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/connect';
import { articles, type ArticleRow } from '../../src/db/schema';
import { bearer } from './factories';
import { multipart, type MultipartPart } from './multipart';

/** A date `days` from today in Moscow (listings' loading dates are Moscow calendar dates), as YYYY-MM-DD. */
export function moscowDate(days = 0, now: Date = new Date()): string {
  const moscow = new Date(now.getTime() + 3 * 60 * 60 * 1000 + days * 24 * 60 * 60 * 1000);
  return moscow.toISOString().slice(0, 10);
}

/** Inserts a listing directly (no API, no photos): a published order Moscow → Kazan loading tomorrow by default. */
export async function createArticle(
  db: Db,
  authorId: string,
  overrides: Partial<typeof articles.$inferInsert> = {},
): Promise<ArticleRow> {
  const [row] = await db
    .insert(articles)
    .values({
      type: 'order',
      status: 2,
      authorId,
      fromAddress: 'Москва, Тверская улица, 1',
      fromSettlement: 'Москва',
      fromRegion: 'Москва',
      fromLat: 55.7558,
      fromLon: 37.6173,
      toAddress: 'Казань, улица Баумана, 1',
      toSettlement: 'Казань',
      toRegion: 'Республика Татарстан',
      toLat: 55.7964,
      toLon: 49.1089,
      loadingDate: moscowDate(1),
      cargoTypes: [1],
      weightKg: 1500,
      paymentMethod: 'cash',
      publishedAt: new Date(),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('article not created');
  return row;
}

/** A valid `article` JSON of createArticle for an order (cargo owners), published, loading tomorrow. */
export function orderInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    from: {
      address: 'Москва, Тверская улица, 1',
      settlement: 'Москва',
      region: 'Москва',
      lat: 55.7558,
      lon: 37.6173,
      placeId: null,
    },
    to: {
      address: 'Казань, улица Баумана, 1',
      settlement: 'Казань',
      region: 'Республика Татарстан',
      lat: 55.7964,
      lon: 49.1089,
      placeId: null,
    },
    loadingDate: moscowDate(1),
    loadingTimeFrom: '09:00',
    loadingTimeTo: '12:00',
    cargoTypes: [1, 2],
    weightKg: 1500,
    volumeM3: 12.5,
    bodyTypes: ['tent'],
    loadingTypes: ['rear'],
    budgetKopecks: 3_500_000,
    paymentMethod: 'cashlessVat',
    comment: 'Аккуратно, стекло',
    publish: true,
    ...overrides,
  };
}

/** A valid `article` JSON for an offer (carriers): the vehicle entered inline. */
export function offerInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return orderInput({
    cargoTypes: [],
    weightKg: null,
    bodyTypes: [],
    car: {
      templateId: null,
      vehicleType: 'gazelle',
      make: 'ГАЗ',
      model: 'Газель Next',
      capacityTons: 1.5,
      volumeM3: 10,
      bodyType: 'isotherm',
      loadingTypes: ['side', 'rear'],
      photo: null,
    },
    ...overrides,
  });
}

/** The `article` field of a listing form. */
export function articlePart(value: unknown): MultipartPart {
  return { name: 'article', value: typeof value === 'string' ? value : JSON.stringify(value) };
}

/** A multipart POST to /api/article/<path> (createArticle, updateArticle) as a browser sends it. */
export function postArticleForm(
  app: FastifyInstance,
  path: 'createArticle' | 'updateArticle',
  token: string | null,
  parts: readonly MultipartPart[],
) {
  const { payload, headers } = multipart(parts);
  return app.inject({
    method: 'POST',
    url: `/api/article/${path}`,
    payload,
    headers: { ...headers, ...(token ? bearer(token) : {}) },
  });
}

/** A JSON POST to /api/article/<path>. */
export function postArticleJson(app: FastifyInstance, path: string, token: string | null, body: unknown) {
  return app.inject({
    method: 'POST',
    url: `/api/article/${path}`,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
  });
}
