import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { withCompiledRows } from '../src/db/compiled-rows';
import type { Db } from '../src/db/connect';
import { articleRequests, articles, users } from '../src/db/schema';
import { articleAuthorColumns } from '../src/modules/listing/user-columns';
import { createArticle } from './helpers/articles';
import { createCargo, createCarrier, insertRequest } from './helpers/deals';
import { testDatabase } from './helpers/test-app';

/**
 * Issue 14: hot statements map their rows with a mapper compiled once. It must give exactly what drizzle's own mapping
 * gives — nested objects, timestamps, arrays, JSON, reals, counts, SQL expressions, nulls — so each statement here is
 * prepared twice, once with each mapping, and both answers compared.
 */
let db: Db;
let authorId: string;
let articleIds: string[];

beforeAll(async () => {
  db = (await testDatabase()).db;
  const author = await createCargo(db);
  const carrier = await createCarrier(db);
  authorId = author.user.id;
  const full = await createArticle(db, authorId, { volumeM3: 2.3, cargoTypes: [1, 3], bodyTypes: ['tent'] });
  const sparse = await createArticle(db, authorId, { budgetKopecks: null, loadingTimeTo: null });
  await insertRequest(db, full.id, carrier.user.id);
  articleIds = [full.id, sparse.id];
});

/** The same statement, once as drizzle maps it and once compiled. */
function bothWays<P extends object>(build: (name: string) => P): [P, P] {
  const id = Math.random().toString(36).slice(2, 8);
  return [build(`plain_${id}`), withCompiledRows(build(`compiled_${id}`))];
}

describe('compiled row mapping', () => {
  it('a listing with its author (inner join, nested objects, every column type of a listing)', async () => {
    const [plain, compiled] = bothWays((name) =>
      db
        .select({
          article: articles,
          author: articleAuthorColumns,
          distanceKm: sql<number | null>`null::float8`,
          doubled: sql<number>`${articles.weightKg} * 2`.mapWith(Number),
        })
        .from(articles)
        .innerJoin(users, eq(users.id, articles.authorId))
        .where(eq(articles.authorId, sql.placeholder('authorId')))
        .orderBy(articles.createdAt)
        .prepare(name),
    );
    const expected = await plain.execute({ authorId });
    expect(expected).toHaveLength(2);
    expect(await compiled.execute({ authorId })).toStrictEqual(expected);
    const [first] = expected;
    expect(first?.article.createdAt).toBeInstanceOf(Date);
    expect(first?.article.volumeM3).toBe(2.3);
    expect(expected[1]?.article.budgetKopecks).toBeNull();
  });

  it('a grouped count', async () => {
    const [plain, compiled] = bothWays((name) =>
      db
        .select({ articleId: articleRequests.articleId, n: count() })
        .from(articleRequests)
        .where(sql`${articleRequests.articleId} = any(${sql.placeholder('ids')}::uuid[])`)
        .groupBy(articleRequests.articleId)
        .prepare(name),
    );
    const expected = await plain.execute({ ids: articleIds });
    expect(expected).toEqual([{ articleId: articleIds[0], n: 1 }]);
    expect(await compiled.execute({ ids: articleIds })).toStrictEqual(expected);
  });

  it('a whole table row, no join', async () => {
    const [plain, compiled] = bothWays((name) =>
      db
        .select()
        .from(users)
        .where(eq(users.id, sql.placeholder('id')))
        .prepare(name),
    );
    const expected = await plain.execute({ id: authorId });
    expect(expected).toHaveLength(1);
    expect(await compiled.execute({ id: authorId })).toStrictEqual(expected);
  });

  it('keeps drizzle’s mapping where a left join may null a whole object', async () => {
    const statement = db
      .select({ article: articles, request: articleRequests })
      .from(articles)
      .leftJoin(articleRequests, eq(articleRequests.articleId, articles.id))
      .where(eq(articles.authorId, sql.placeholder('authorId')))
      .prepare('compiled_rows_left_join');
    withCompiledRows(statement);
    const rows = await statement.execute({ authorId });
    expect(rows.filter((row) => row.request === null)).toHaveLength(1);
  });
});
