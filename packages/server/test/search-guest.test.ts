import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@fura/domain/errors';
import type { LatLon } from '@fura/domain/geo';
import { ZSearchResponse } from '@fura/domain/search';
import { GUEST_SEARCH_LIMIT } from '../src/modules/search/guest-limit';
import { bearer, createUser } from './helpers/factories';
import { createArticle } from './helpers/articles';
import { startTestApp } from './helpers/test-app';

/**
 * Guests search (SPEC §2: /search-order and /search-offer are public pages) and see the public listing only: route,
 * dates, cargo, price and the author's public profile, never a contact. Their searches are limited per address.
 */

let t: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  // Its own namespace: with REDIS_URL the counts live in Redis, shared with other runs and files.
  t = await startTestApp({ config: { rateLimitNamespace: `fura-test:${randomUUID()}:` } });
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;

/** Each test searches from its own address, so the per-address counts of one do not touch another. */
function search(payload: unknown, { address = '198.51.100.1', token = null as string | null } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/article/search',
    remoteAddress: address,
    headers: token ? bearer(token) : {},
    payload: payload as object,
  });
}

function spot(): LatLon {
  return { lat: 52 + Math.random() * 8, lon: 60 + Math.random() * 40 };
}

/** Exactly what a listing in a guest's search answer has; a new field must be added here on purpose. */
const LISTING_KEYS = [
  '_id',
  'author',
  'budgetKopecks',
  'car',
  'cargoPhoto',
  'cargoTypes',
  'comment',
  'confirmedAt',
  'contacts',
  'contractType',
  'createdAt',
  'delivered',
  'distanceKm',
  'executors',
  'from',
  'heightM',
  'lastCarrierLocation',
  'lengthM',
  'loadingDate',
  'loadingTimeFrom',
  'loadingTimeTo',
  'loadingTypes',
  'paymentMethod',
  'places',
  'publishedAt',
  'requests',
  'requestsCount',
  'reviews',
  'status',
  'to',
  'type',
  'updatedAt',
  'volumeM3',
  'weightKg',
  'widthM',
  'bodyTypes',
].sort();
/** The author's public profile: the same as on the public listing page and /user/{id}. */
const AUTHOR_KEYS = ['_id', 'avatar', 'contract', 'isPassportVerified', 'name', 'rating', 'reviewsCount'];

describe('POST /api/article/search as a guest', () => {
  it.each(['order', 'offer'] as const)('finds a published %s with no contact of its author', async (type) => {
    const here = spot();
    const author = await createUser(t.deps.db, {
      type: type === 'order' ? 'cargo' : 'carrier',
      tariff: 'demo',
      tariffExpiresAt: new Date(Date.now() + 7 * DAY_MS),
      passportPhoto: 'passports/guest-search-secret.jpg',
    });
    const listing = await createArticle(t.deps.db, author.user.id, {
      type,
      fromLat: here.lat,
      fromLon: here.lon,
      budgetKopecks: 4_200_000,
      lastLat: here.lat,
      lastLon: here.lon,
      lastLocationAt: new Date(),
    });

    const response = await search({ type, from: { ...here, radiusKm: 1 } });
    expect(response.statusCode, response.body).toBe(200);
    const found = ZSearchResponse.parse(response.json()).articles.find((item) => item._id === listing.id);
    expect(found).toBeDefined();
    if (!found) return;
    expect(Object.keys(found).sort()).toEqual(LISTING_KEYS);
    expect(Object.keys(found.author).sort()).toEqual(AUTHOR_KEYS);
    expect(found.author.name).toEqual({ first: author.user.firstName, last: author.user.lastName });
    expect(found.budgetKopecks).toBe(4_200_000);
    expect(found.requests).toEqual([]);
    expect(found.executors).toEqual([]);
    expect(found.lastCarrierLocation).toBeNull();
    expect(found.contacts).toEqual([]);
    for (const secret of [
      author.user.email,
      author.user.phone,
      author.user.passwordHash,
      author.token,
      'guest-search-secret',
    ]) {
      expect(response.body).not.toContain(secret);
    }
    for (const key of ['email', 'phone', 'passportPhoto', 'tariff', 'apiToken']) {
      expect(response.body).not.toContain(`"${key}"`);
    }
  });

  it.each([
    ['an unknown type', { type: 'cargo' }, 'type'],
    ['a radius over 1000 km', { type: 'order', from: { lat: 55, lon: 37, radiusKm: 1001 } }, 'from.radiusKm'],
    ['a bad date', { type: 'offer', dateTo: '2026-02-30' }, 'dateTo'],
    ['a negative weight', { type: 'order', weightMin: -1 }, 'weightMin'],
  ])('answers 400 with a Russian message for %s', async (_label, payload, param) => {
    const response = await search(payload, { address: '198.51.100.2' });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: boolean; errors: { msg: string; param?: string }[] }>();
    expect(body.error).toBe(true);
    expect(body.errors.find((error) => error.param === param)?.msg).toMatch(/[а-яё]/i);
  });
});

describe('the guest search limit', () => {
  it(`answers 429 after ${GUEST_SEARCH_LIMIT.max} searches a minute from one address; users and others go on`, async () => {
    const address = '198.51.100.3';
    // Cheap searches: nothing weighs exactly this much.
    const payload = { type: 'order', weightMin: 99_999.5, weightMax: 99_999.5 };
    for (let count = 1; count <= GUEST_SEARCH_LIMIT.max; count += 1) {
      const response = await search(payload, { address });
      if (response.statusCode !== 200) throw new Error(`search ${count} answered ${response.statusCode}`);
    }
    const refused = await search(payload, { address });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: true, errors: [{ msg: ERROR_MESSAGES.tooManyRequests }] });

    const user = await createUser(t.deps.db, { type: 'carrier' });
    expect((await search(payload, { address, token: user.token })).statusCode).toBe(200);
    expect((await search(payload, { address: '198.51.100.4' })).statusCode).toBe(200);
    // Bad input is refused before it is counted, and still with its own message.
    expect((await search({ type: 'cargo' }, { address })).statusCode).toBe(400);
  });
});
