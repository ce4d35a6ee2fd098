import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corridorCellPair } from '@fura/domain/corridor-cells';
import type { LatLon } from '@fura/domain/geo';
import { articles } from '../src/db/schema';
import { createArticle } from './helpers/articles';
import { createUser, type CreatedUser } from './helpers/factories';
import { startTestApp } from './helpers/test-app';

/**
 * The corridor search's index key (issue 26): the database's generated `articles.cell_pair` must be exactly what
 * domain `corridorCellPair` computes, or the search would read the wrong cells and miss listings.
 */

let t: Awaited<ReturnType<typeof startTestApp>>;
let author: CreatedUser;

beforeAll(async () => {
  t = await startTestApp();
  author = await createUser(t.deps.db, { type: 'cargo' });
});
afterAll(() => t.close());

describe('the stored cell pair (articles.cell_pair)', () => {
  it('is what the domain computes, at the cells’ edges and the globe’s too', async () => {
    const points: LatLon[] = [
      { lat: -90, lon: -180 },
      { lat: 90, lon: 180 },
      { lat: 55.99999999999999, lon: 37.00000000000001 },
      { lat: 56, lon: 37 },
      { lat: -0.5, lon: -0.000001 },
      { lat: 64.7, lon: -179.9 },
      { lat: 0.1 + 0.2, lon: 179.99999999999997 },
    ];
    for (const [index, from] of points.entries()) {
      const to = points[(index + 3) % points.length]!;
      const row = await createArticle(t.deps.db, author.user.id, {
        fromLat: from.lat,
        fromLon: from.lon,
        toLat: to.lat,
        toLon: to.lon,
        status: 1,
        publishedAt: null,
      });
      const [stored] = await t.deps.db
        .select({ cellPair: articles.cellPair })
        .from(articles)
        .where(eq(articles.id, row.id));
      expect(stored?.cellPair, JSON.stringify({ from, to })).toBe(corridorCellPair(from, to));
    }
  });
});
