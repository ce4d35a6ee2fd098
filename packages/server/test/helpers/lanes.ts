import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/connect';
import type { articles, ArticleRow } from '../../src/db/schema';
import { createArticle } from './articles';

/** Letters each written by one Latin letter: a name's address is its letters one for one. */
const LETTERS = 'абвгдезиклмнопрс';

/**
 * A settlement name no other test has («Лейнборг» + eight random letters): lanes are read against every name in the
 * database, so each test makes its own places.
 */
export function uniquePlace(prefix = 'Лейнборг'): string {
  const suffix = [...randomBytes(8)].map((byte) => LETTERS[byte % LETTERS.length]).join('');
  return `${prefix}${suffix}`;
}

/** A listing (a published order by default) from one settlement to another. */
export function listingOn(
  db: Db,
  authorId: string,
  from: string,
  to: string,
  overrides: Partial<typeof articles.$inferInsert> = {},
): Promise<ArticleRow> {
  return createArticle(db, authorId, { fromSettlement: from, toSettlement: to, ...overrides });
}

export function postLane(app: FastifyInstance, lane: unknown) {
  return app.inject({ method: 'POST', url: '/api/lane/get', payload: { lane } });
}
