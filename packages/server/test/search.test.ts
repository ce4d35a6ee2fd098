import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haversineKm, type LatLon } from '@fura/domain/geo';
import { ZSearchResponse, type TSearchRequestInput } from '@fura/domain/search';
import { bearer, createUser, type CreatedUser } from './helpers/factories';
import { createArticle, moscowDate } from './helpers/articles';
import { startTestApp } from './helpers/test-app';

let t: Awaited<ReturnType<typeof startTestApp>>;
let searcher: CreatedUser;

const DAY_MS = 24 * 60 * 60 * 1000;
const activeTariff = () => ({ tariff: 'demo', tariffExpiresAt: new Date(Date.now() + 7 * DAY_MS) });

beforeAll(async () => {
  t = await startTestApp();
  searcher = await createUser(t.deps.db, { type: 'carrier', ...activeTariff() });
});
afterAll(() => t.close());

function search(token: string | null, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/article/search',
    headers: token ? bearer(token) : {},
    payload: payload as object,
  });
}

async function searchOk(payload: TSearchRequestInput, token = searcher.token) {
  const response = await search(token, payload);
  expect(response.statusCode, response.body).toBe(200);
  return ZSearchResponse.parse(response.json());
}

/** Every id a search finds, page by page (other tests' listings may be among them). */
async function allIds(payload: TSearchRequestInput): Promise<string[]> {
  const ids: string[] = [];
  for (let offset = 0; ; offset += 6) {
    const page = await searchOk({ ...payload, offset });
    ids.push(...page.articles.map((article) => article._id));
    if (!page.hasMore) return ids;
  }
}

/** A random spot in the middle of Russia, so each test searches around its own listings. */
function spot(): LatLon {
  return { lat: 52 + Math.random() * 8, lon: 60 + Math.random() * 40 };
}

// Guests: search-guest.test.ts.
describe('POST /api/article/search: access and input', () => {
  it('lets a banned user search', async () => {
    const banned = await createUser(t.deps.db, { type: 'cargo', isBan: true });
    const page = await searchOk({ type: 'offer' }, banned.token);
    expect(page.error).toBe(false);
  });

  it.each([
    ['radius over 1000 km', { type: 'order', from: { lat: 55, lon: 37, radiusKm: 1001 } }, 'from.radiusKm'],
    ['unknown sort', { type: 'order', sort: 'cheapest' }, 'sort'],
    ['negative offset', { type: 'order', offset: -6 }, 'offset'],
    ['unknown type', { type: 'cargo' }, 'type'],
    ['bad date', { type: 'order', dateFrom: '2026-13-45' }, 'dateFrom'],
  ])('answers 400 with a Russian message for %s', async (_label, payload, param) => {
    const response = await search(searcher.token, payload);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: boolean; errors: { msg: string; param?: string }[] }>();
    expect(body.error).toBe(true);
    const item = body.errors.find((error) => error.param === param);
    expect(item?.msg).toMatch(/[а-яё]/i);
  });

  it('says the radius limit in words', async () => {
    const response = await search(searcher.token, {
      type: 'order',
      from: { lat: 55, lon: 37, radiusKm: 5000 },
    });
    expect(response.json()).toEqual({
      error: true,
      errors: [{ msg: 'Радиус не больше 1000 км', param: 'from.radiusKm' }],
    });
  });
});

describe('POST /api/article/search: what it finds', () => {
  it('shows offers only of carriers with an active tariff, never of banned authors, and only published', async () => {
    const here = spot();
    const at = { fromLat: here.lat, fromLon: here.lon, type: 'offer' };
    const make = async (fields: Parameters<typeof createUser>[1], overrides = {}) => {
      const author = await createUser(t.deps.db, { type: 'carrier', ...fields });
      return (await createArticle(t.deps.db, author.user.id, { ...at, ...overrides })).id;
    };
    const visible = await make(activeTariff());
    const hidden = [
      await make({ tariff: 'demo', tariffExpiresAt: new Date(Date.now() - 60_000) }),
      await make({ tariff: null, tariffExpiresAt: null }),
      await make({ tariff: null, tariffExpiresAt: new Date(Date.now() + DAY_MS) }),
      await make({ tariff: 'demo', tariffExpiresAt: null }),
      await make({ ...activeTariff(), isBan: true }),
      await make(activeTariff(), { status: 1, publishedAt: null }),
      await make(activeTariff(), { status: 3 }),
      await make(activeTariff(), { type: 'order' }),
    ];
    const ids = await allIds({ type: 'offer', from: { ...here, radiusKm: 1 } });
    expect(ids).toContain(visible);
    for (const id of hidden) expect(ids).not.toContain(id);
  });

  it('shows orders of any cargo owner but a banned one', async () => {
    const here = spot();
    const owner = await createUser(t.deps.db, { type: 'cargo' });
    const banned = await createUser(t.deps.db, { type: 'cargo', isBan: true });
    const shown = await createArticle(t.deps.db, owner.user.id, { fromLat: here.lat, fromLon: here.lon });
    const hidden = await createArticle(t.deps.db, banned.user.id, { fromLat: here.lat, fromLon: here.lon });
    const ids = await allIds({ type: 'order', from: { ...here, radiusKm: 1 } });
    expect(ids).toContain(shown.id);
    expect(ids).not.toContain(hidden.id);
  });

  it('pages by 6 without repeats or gaps, newest first, with distances from the origin', async () => {
    const here = spot();
    const owner = await createUser(t.deps.db, { type: 'cargo' });
    const created: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      const row = await createArticle(t.deps.db, owner.user.id, {
        fromLat: here.lat + i * 0.001,
        fromLon: here.lon,
        publishedAt: new Date(Date.now() - i * 60_000),
      });
      created.push(row.id);
    }
    const filters = { type: 'order' as const, from: { ...here, radiusKm: 2 } };
    const first = await searchOk(filters);
    expect(first.articles).toHaveLength(6);
    expect(first.hasMore).toBe(true);
    for (const article of first.articles) {
      const km = haversineKm(article.from, here);
      expect(article.distanceKm).toBeCloseTo(km, 1);
    }
    const ids = await allIds(filters);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => created.includes(id))).toEqual(created);

    const nearest = await allIds({ ...filters, sort: 'distance' });
    expect(nearest.filter((id) => created.includes(id))).toEqual(created);
    const plain = await searchOk({ type: 'order', sort: 'newest' });
    for (const article of plain.articles) expect(article.distanceKm).toBeUndefined();
  });

  it('finds a listing 999 km away at the east edge of a 1000 km circle at 60° N (a radius/cos(lat) box misses it)', async () => {
    const owner = await createUser(t.deps.db, { type: 'cargo' });
    const center = { lat: 60, lon: 30 + Math.random() };
    const far = { lat: 61.25, lon: center.lon + 18.15 };
    expect(haversineKm(center, far)).toBeGreaterThan(995);
    expect(haversineKm(center, far)).toBeLessThan(1000);
    const row = await createArticle(t.deps.db, owner.user.id, {
      fromLat: far.lat,
      fromLon: far.lon,
      loadingDate: moscowDate(40),
    });
    const found = await allIds({
      type: 'order',
      from: { ...center, radiusKm: 1000 },
      dateFrom: moscowDate(40),
      dateTo: moscowDate(40),
    });
    expect(found).toContain(row.id);
  });

  it('finds across the antimeridian in Chukotka', async () => {
    const owner = await createUser(t.deps.db, { type: 'cargo' });
    const row = await createArticle(t.deps.db, owner.user.id, { toLat: 65.5, toLon: -179.8 });
    const ids = await allIds({ type: 'order', to: { lat: 65.5, lon: 179.7, radiusKm: 30 } });
    expect(ids).toContain(row.id);
  });
});

describe('POST /api/article/search: privacy', () => {
  it('never shows an author’s e-mail, phone or private fields', async () => {
    const here = spot();
    const owner = await createUser(t.deps.db, {
      type: 'carrier',
      ...activeTariff(),
      passportPhoto: 'passports/secret-passport.jpg',
      banComment: 'секретный комментарий',
    });
    await createArticle(t.deps.db, owner.user.id, { type: 'offer', fromLat: here.lat, fromLon: here.lon });
    const cargo = await createUser(t.deps.db, { type: 'cargo', passportPhoto: 'passports/other-secret.jpg' });
    await createArticle(t.deps.db, cargo.user.id, { toLat: here.lat, toLon: here.lon });

    const answers = [
      await search(searcher.token, { type: 'offer', from: { ...here, radiusKm: 1 } }),
      await search(searcher.token, { type: 'order', to: { ...here, radiusKm: 1 } }),
    ];
    for (const [response, author] of [
      [answers[0]!, owner],
      [answers[1]!, cargo],
    ] as const) {
      expect(response.statusCode).toBe(200);
      const text = response.body;
      expect(text).toContain(author.user.id);
      for (const secret of [
        author.user.email,
        author.user.phone,
        author.user.passwordHash,
        author.token,
        'secret-passport',
        'other-secret',
        'секретный комментарий',
      ]) {
        expect(text).not.toContain(secret);
      }
      for (const key of [
        'email',
        'phone',
        'passwordHash',
        'password',
        'passportPhoto',
        'apiToken',
        'tariff',
      ]) {
        expect(text).not.toContain(`"${key}"`);
      }
    }
  });
});
