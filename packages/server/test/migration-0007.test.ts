import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { articles, notifications } from '../src/db/schema';
import { MIGRATIONS_DIR } from '../src/paths';
import { createArticle } from './helpers/articles';
import { scratchDatabase, type ScratchDatabase } from './helpers/empty-database';
import { createUser } from './helpers/factories';

/**
 * Migration 0007 fixes rows written before issue 10: positions kept outside "on the way", «Новый отзыв» filed under
 * «Системные», notifications without their listing's route. It runs on a database of its own (it updates whole
 * tables), replayed over rows written as the old code wrote them.
 */

let scratch: ScratchDatabase;
beforeAll(async () => {
  scratch = await scratchDatabase();
});
afterAll(() => scratch.drop());

const MIGRATION = readFileSync(join(MIGRATIONS_DIR, '0007_private_location_notification_routes.sql'), 'utf8');

async function replayMigration(): Promise<void> {
  for (const statement of MIGRATION.split('--> statement-breakpoint')) {
    await scratch.database.db.execute(sql.raw(statement));
  }
}

const POSITION = { lastLat: 54.19, lastLon: 37.62, lastLocationAt: new Date() };

describe('migration 0007', () => {
  it('forgets positions outside "on the way", files reviews with deals, gives old notifications their route', async () => {
    const { db } = scratch.database;
    const owner = await createUser(db, { type: 'cargo' });
    const onTheWay = await createArticle(db, owner.user.id, { status: 4, ...POSITION });
    const completed = await createArticle(db, owner.user.id, { status: 5, ...POSITION });
    const published = await createArticle(db, owner.user.id, {
      status: 2,
      ...POSITION,
      toSettlement: 'Тула',
    });
    const [review, request, system] = await db
      .insert(notifications)
      .values([
        { userId: owner.user.id, code: 'reviewSet', type: 'system', info: { articleId: completed.id } },
        { userId: owner.user.id, code: 'newRequest', type: 'order', info: { articleId: published.id } },
        { userId: owner.user.id, code: 'systemNotice', type: 'system', info: { commentNotify: 'Работы' } },
      ])
      .returning();

    await replayMigration();

    const positionOf = async (id: string) => {
      const [row] = await db.select().from(articles).where(eq(articles.id, id));
      return { lat: row?.lastLat, lon: row?.lastLon, at: row?.lastLocationAt };
    };
    expect(await positionOf(onTheWay.id)).toEqual({ lat: 54.19, lon: 37.62, at: POSITION.lastLocationAt });
    for (const id of [completed.id, published.id]) {
      expect(await positionOf(id)).toEqual({ lat: null, lon: null, at: null });
    }

    const rowOf = async (id: string | undefined) => {
      const [row] = await db
        .select()
        .from(notifications)
        .where(eq(notifications.id, id ?? ''));
      return row;
    };
    expect(await rowOf(review?.id)).toMatchObject({
      type: 'order',
      info: { articleId: completed.id, routeFrom: 'Москва', routeTo: 'Казань' },
    });
    expect((await rowOf(request?.id))?.info).toEqual({
      articleId: published.id,
      routeFrom: 'Москва',
      routeTo: 'Тула',
    });
    expect(await rowOf(system?.id)).toMatchObject({ type: 'system', info: { commentNotify: 'Работы' } });
  });
});
