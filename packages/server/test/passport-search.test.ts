import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchesSearch, ZSearchRequest, ZSearchResponse } from '@fura/domain/search';
import { createArticle } from './helpers/articles';
import { bearer, createUser } from './helpers/factories';
import { startTestApp } from './helpers/test-app';

/** Issue 12: «только проверенные» — a search that keeps only authors with a verified passport. */
let t: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function searchIds(token: string, body: object): Promise<string[]> {
  const ids: string[] = [];
  for (let offset = 0; ; offset += 6) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/article/search',
      headers: bearer(token),
      payload: { ...body, offset },
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = ZSearchResponse.parse(res.json());
    ids.push(...page.articles.map((article) => article._id));
    if (!page.hasMore) return ids;
  }
}

describe('POST /api/article/search { verifiedOnly }', () => {
  it('returns only the listings of authors whose passport is verified', async () => {
    const lat = 50 + Math.random() * 8;
    const lon = 70 + Math.random() * 30;
    const place = { fromLat: lat, fromLon: lon };
    const verified = await createUser(t.deps.db, {
      passportStatus: 'verified',
      isPassportVerified: true,
      isPassportUploaded: true,
    });
    const pending = await createUser(t.deps.db, { passportStatus: 'pending', isPassportUploaded: true });
    const plain = await createUser(t.deps.db);
    const good = await createArticle(t.deps.db, verified.user.id, place);
    const waiting = await createArticle(t.deps.db, pending.user.id, place);
    const other = await createArticle(t.deps.db, plain.user.id, place);
    const searcher = await createUser(t.deps.db, { type: 'carrier' });
    const near = { type: 'order', from: { lat, lon, radiusKm: 1 } };

    const all = await searchIds(searcher.token, near);
    expect(all).toEqual(expect.arrayContaining([good.id, waiting.id, other.id]));

    const only = await searchIds(searcher.token, { ...near, verifiedOnly: true });
    expect(only).toContain(good.id);
    expect(only).not.toContain(waiting.id);
    expect(only).not.toContain(other.id);

    const off = await searchIds(searcher.token, { ...near, verifiedOnly: false });
    expect(off).toEqual(expect.arrayContaining([good.id, waiting.id, other.id]));
  });

  it('the answer says the author is verified, so the cards can show the mark', async () => {
    const verified = await createUser(t.deps.db, { passportStatus: 'verified', isPassportVerified: true });
    const lat = 45 + Math.random() * 3;
    const lon = 40 + Math.random() * 3;
    const article = await createArticle(t.deps.db, verified.user.id, { fromLat: lat, fromLon: lon });
    const searcher = await createUser(t.deps.db, { type: 'carrier' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/article/search',
      headers: bearer(searcher.token),
      payload: { type: 'order', verifiedOnly: true, from: { lat, lon, radiusKm: 1 } },
    });
    const found = ZSearchResponse.parse(res.json()).articles.find((item) => item._id === article.id);
    expect(found?.author.isPassportVerified).toBe(true);
  });

  it('400 for a verifiedOnly that is not a boolean', async () => {
    const searcher = await createUser(t.deps.db, { type: 'carrier' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/article/search',
      headers: bearer(searcher.token),
      payload: { type: 'order', verifiedOnly: 'да' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].param).toBe('verifiedOnly');
  });

  it('the domain rule agrees: verifiedOnly drops an unverified author', () => {
    const article = {
      type: 'order' as const,
      status: 2,
      from: { lat: 55, lon: 37 },
      to: { lat: 56, lon: 38 },
      loadingDate: '2030-01-01',
      cargoTypes: [1],
      weightKg: 100,
      volumeM3: null,
      bodyTypes: [],
      budgetKopecks: null,
      authorVisible: true,
    };
    const filters = ZSearchRequest.parse({ type: 'order', verifiedOnly: true });
    expect(matchesSearch(article, filters, new Date())).toBe(false);
    expect(matchesSearch({ ...article, authorPassportVerified: true }, filters, new Date())).toBe(true);
    expect(matchesSearch(article, ZSearchRequest.parse({ type: 'order' }), new Date())).toBe(true);
  });
});
