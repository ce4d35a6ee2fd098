import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { ZSearchRequest, ZSearchResponse, type TSearchRequestInput } from '@fura/domain/search';
import { articles, users } from '../src/db/schema';
import { searchConditions, searchOrder } from '../src/modules/search/search-query';
import { searchValues, shapeOf } from '../src/modules/search/search-shape';
import { bearer, createUser, type CreatedUser } from './helpers/factories';
import { createArticle, moscowDate } from './helpers/articles';
import { startTestApp } from './helpers/test-app';

/** The search itself, not the jobs (issue 26): a passed loading date is out at once; «подтверждено за 24 ч». */

let t: Awaited<ReturnType<typeof startTestApp>>;
let searcher: CreatedUser;
const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  t = await startTestApp();
  searcher = await createUser(t.deps.db, { type: 'carrier' });
});
afterAll(() => t.close());

/** Each test searches around its own spot, so other tests' listings stay out. */
function spot() {
  return { lat: 50 + Math.random() * 8, lon: 100 + Math.random() * 30 };
}

async function foundIds(payload: TSearchRequestInput): Promise<string[]> {
  const ids: string[] = [];
  for (let offset = 0; ; offset += 6) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/article/search',
      headers: bearer(searcher.token),
      payload: { ...payload, offset },
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = ZSearchResponse.parse(res.json());
    ids.push(...page.articles.map((article) => article._id));
    if (!page.hasMore) return ids;
  }
}

describe('search and the loading date', () => {
  it('never finds a published listing whose loading date has passed, though the expiry job has not run', async () => {
    const author = await createUser(t.deps.db, { type: 'cargo' });
    const where = spot();
    const near = { fromLat: where.lat, fromLon: where.lon };
    const yesterday = await createArticle(t.deps.db, author.user.id, {
      ...near,
      loadingDate: moscowDate(-1),
    });
    const today = await createArticle(t.deps.db, author.user.id, { ...near, loadingDate: moscowDate(0) });
    const tomorrow = await createArticle(t.deps.db, author.user.id, { ...near, loadingDate: moscowDate(1) });
    expect((await t.deps.db.select().from(articles).where(eq(articles.id, yesterday.id)))[0]!.status).toBe(2);

    for (const sort of ['newest', 'loadingDate', 'distance', 'price'] as const) {
      const ids = await foundIds({ type: 'order', sort, from: { ...where, radiusKm: 1 } });
      expect(ids.sort()).toEqual([today.id, tomorrow.id].sort());
    }
    // Even when the dates asked for include the past.
    const ids = await foundIds({ type: 'order', from: { ...where, radiusKm: 1 }, dateFrom: moscowDate(-5) });
    expect(ids).not.toContain(yesterday.id);
  });

  it('takes a listing out of search at once when an executor is chosen (status 3)', async () => {
    const author = await createUser(t.deps.db, { type: 'cargo' });
    const where = spot();
    const listing = await createArticle(t.deps.db, author.user.id, {
      fromLat: where.lat,
      fromLon: where.lon,
    });
    expect(await foundIds({ type: 'order', from: { ...where, radiusKm: 1 } })).toEqual([listing.id]);
    await t.deps.db.update(articles).set({ status: 3 }).where(eq(articles.id, listing.id));
    expect(await foundIds({ type: 'order', from: { ...where, radiusKm: 1 } })).toEqual([]);
  });
});

describe('«подтверждено за 24 ч»', () => {
  it('finds only listings published, republished or confirmed within the last 24 hours', async () => {
    const author = await createUser(t.deps.db, { type: 'cargo' });
    const where = spot();
    const near = { fromLat: where.lat, fromLon: where.lon };
    const ago = (hours: number) => new Date(Date.now() - hours * HOUR);
    const fresh = await createArticle(t.deps.db, author.user.id, { ...near, confirmedAt: ago(2) });
    const almost = await createArticle(t.deps.db, author.user.id, { ...near, confirmedAt: ago(23.5) });
    const stale = await createArticle(t.deps.db, author.user.id, { ...near, confirmedAt: ago(25) });
    const never = await createArticle(t.deps.db, author.user.id, { ...near, confirmedAt: null });

    const recent = await foundIds({
      type: 'order',
      from: { ...where, radiusKm: 1 },
      confirmedWithin24h: true,
    });
    expect(recent.sort()).toEqual([fresh.id, almost.id].sort());
    const all = await foundIds({ type: 'order', from: { ...where, radiusKm: 1 }, confirmedWithin24h: false });
    expect(all.sort()).toEqual([fresh.id, almost.id, stale.id, never.id].sort());
  });

  it('shows every listing’s confirmedAt in the answer', async () => {
    const author = await createUser(t.deps.db, { type: 'cargo' });
    const where = spot();
    const confirmedAt = new Date(Date.now() - 5 * HOUR);
    await createArticle(t.deps.db, author.user.id, { fromLat: where.lat, fromLon: where.lon, confirmedAt });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/article/search',
      payload: { type: 'order', from: { ...where, radiusKm: 1 } },
    });
    expect(ZSearchResponse.parse(res.json()).articles[0]!.confirmedAt).toBe(confirmedAt.toISOString());
  });

  it('answers a filter that is not a boolean 400 with its field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/article/search',
      headers: bearer(searcher.token),
      payload: { type: 'order', confirmedWithin24h: 'yes' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].param).toBe('confirmedWithin24h');
  });
});

describe('the statements keep their partial indexes', () => {
  /** EXPLAIN of the search's statement for these filters, its parameters written in (sequential scans off). */
  async function planOf(input: TSearchRequestInput): Promise<string> {
    const filters = ZSearchRequest.parse(input);
    const shape = shapeOf(filters);
    const query = t.deps.db
      .select({ id: articles.id })
      .from(articles)
      .innerJoin(users, eq(users.id, articles.authorId))
      .where(and(...searchConditions(shape)))
      .orderBy(...searchOrder(shape.sort, null))
      .limit(7)
      .toSQL();
    const values = searchValues(filters);
    // drizzle lists a placeholder in `params` as an object naming it.
    const literal = (value: unknown) =>
      typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
    const text = query.sql.replace(/\$(\d+)/g, (_match, index: string) => {
      const param = query.params[Number(index) - 1];
      const named =
        param && typeof param === 'object' && 'name' in param ? (param as { name: string }).name : null;
      return literal(named ? values[named] : param);
    });
    return t.deps.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      // PGlite and node-postgres both answer `{ rows }`.
      const result = (await tx.execute(sql.raw(`explain ${text}`))) as { rows: { 'QUERY PLAN': string }[] };
      return result.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
  }

  it.each([
    ['newest', { type: 'order' as const }],
    ['newest, confirmed within 24 h', { type: 'order' as const, confirmedWithin24h: true }],
    ['by loading date', { type: 'offer' as const, sort: 'loadingDate' as const }],
  ])('%s reads articles through an articles_pub_* index', async (_name, input) => {
    const plan = await planOf(input);
    expect(plan).toMatch(/articles_pub_\w+_idx/);
    expect(plan).toContain('loading_date >=');
  });
});
