import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TArticle } from '@fura/domain/article-schemas';
import { DEAL_CONTACTS_DAYS_AFTER_CLOSE } from '@fura/domain/constants';
import type { TDealContact } from '@fura/domain/deal-contacts';
import type { Db } from '../../src/db/connect';
import { articles } from '../../src/db/schema';
import { postArticleJson } from './articles';
import type { CreatedUser } from './factories';

/** Issue 24: the deal's parties' contacts — helpers of the contact tests. */

/** The contact entry a counterpart shows: exactly the whitelisted fields. */
export function contactOf(user: CreatedUser): TDealContact {
  return {
    userId: user.user.id,
    name: { first: user.user.firstName, last: user.user.lastName },
    phone: user.user.phone,
    email: user.user.email,
  };
}

type ContactField = 'phone' | 'email';
const CONTACT_FIELDS: readonly ContactField[] = ['phone', 'email'];

/**
 * The answer or event text shows each field of exactly the users in `visible` among `people` (a phone or e-mail of
 * anyone else in the scene, the viewer's own included, is a leak), each field asserted on its own.
 */
export function expectContactsIn(
  text: string,
  people: Record<string, CreatedUser>,
  visible: readonly CreatedUser[],
  label: string,
): void {
  for (const [name, person] of Object.entries(people)) {
    const shown = visible.includes(person);
    for (const field of CONTACT_FIELDS) {
      expect(text.includes(person.user[field]), `${label}: ${name}'s ${field}`).toBe(shown);
    }
  }
}

/** A verb (setExecutor, onWayArticle, …) as the author; asserts it succeeded. */
export async function act(
  app: FastifyInstance,
  verb: string,
  author: CreatedUser,
  body: Record<string, unknown>,
): Promise<TArticle> {
  const res = await postArticleJson(app, verb, author.token, { socketId: null, ...body });
  expect(res.statusCode, `${verb}: ${res.body}`).toBe(200);
  return res.json<{ article: TArticle }>().article;
}

/** Moves the deal's closing time back past the days its contacts stay open (plus a minute). */
export async function closedLongAgo(db: Db, articleId: string): Promise<void> {
  const [row] = await db
    .update(articles)
    .set({
      closedAt: sql`${articles.closedAt} - make_interval(days => ${DEAL_CONTACTS_DAYS_AFTER_CLOSE}, mins => 1)`,
    })
    .where(eq(articles.id, articleId))
    .returning({ closedAt: articles.closedAt });
  expect(row?.closedAt, 'the deal has a closing time to move').toBeInstanceOf(Date);
}
