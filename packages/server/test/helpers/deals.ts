import type { Db } from '../../src/db/connect';
import {
  articleExecutors,
  articleRequests,
  type ArticleExecutorRow,
  type ArticleRequestRow,
} from '../../src/db/schema';
import { createUser, type CreatedUser } from './factories';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A carrier with an active DEMO tariff (7 days): carriers without one cannot take orders. */
export function createCarrier(db: Db, fields: Parameters<typeof createUser>[1] = {}): Promise<CreatedUser> {
  return createUser(db, {
    type: 'carrier',
    tariff: 'demo',
    tariffExpiresAt: new Date(Date.now() + 7 * DAY_MS),
    ...fields,
  });
}

export function createCargo(db: Db, fields: Parameters<typeof createUser>[1] = {}): Promise<CreatedUser> {
  return createUser(db, { type: 'cargo', ...fields });
}

/** Inserts a request directly (no API, no events). */
export async function insertRequest(
  db: Db,
  articleId: string,
  userId: string,
  text = 'Готов взять',
): Promise<ArticleRequestRow> {
  const [row] = await db.insert(articleRequests).values({ articleId, userId, text }).returning();
  if (!row) throw new Error('request not created');
  return row;
}

/** Inserts an executor directly (no API, no status change, no events). */
export async function insertExecutor(db: Db, articleId: string, userId: string): Promise<ArticleExecutorRow> {
  const [row] = await db.insert(articleExecutors).values({ articleId, userId }).returning();
  if (!row) throw new Error('executor not created');
  return row;
}
