import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { TSavedSearchInput } from '@fura/domain/saved-searches';
import { articlePart, orderInput, postArticleForm } from './articles';
import { bearer } from './factories';

export const MOSCOW = { lat: 55.7558, lon: 37.6173 };
export const KAZAN = { lat: 55.7964, lon: 49.1089 };
export const TULA = { lat: 54.1931, lon: 37.6173 };
export const VLADIMIR = { lat: 56.129, lon: 40.4066 };
export const NIZHNY = { lat: 56.3269, lon: 44.0059 };

/** «Москва → Казань, тент»: orders from within 50 km of Moscow to within 50 km of Kazan, tent bodies. */
export function moscowKazanTent(overrides: Partial<TSavedSearchInput> = {}): Record<string, unknown> {
  return {
    name: 'Москва → Казань, тент',
    query: {
      kind: 'radius',
      search: {
        type: 'order',
        from: { ...MOSCOW, radiusKm: 50 },
        to: { ...KAZAN, radiusKm: 50 },
        bodyType: 'tent',
      },
    },
    channels: ['site'],
    ...overrides,
  };
}

export async function saveSearch(app: FastifyInstance, token: string, body: unknown) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/saved-search/create',
    headers: bearer(token),
    payload: body as Record<string, unknown>,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ search: { id: string } }>().search;
}

export function callSavedSearch(
  app: FastifyInstance,
  path: string,
  token: string | null,
  body: unknown = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/saved-search/${path}`,
    headers: token ? bearer(token) : {},
    payload: body as Record<string, unknown>,
  });
}

/** Publishes an order through the API as a cargo owner would (Moscow → Kazan, tent, by default). */
export async function publishOrder(
  app: FastifyInstance,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const response = await postArticleForm(app, 'createArticle', token, [articlePart(orderInput(overrides))]);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ article: { _id: string } }>().article._id;
}

/** A route point of orderInput at these coordinates. */
export function place(settlement: string, point: { lat: number; lon: number }) {
  return {
    address: `${settlement}, улица Ленина, 1`,
    settlement,
    region: settlement,
    ...point,
    placeId: null,
  };
}
