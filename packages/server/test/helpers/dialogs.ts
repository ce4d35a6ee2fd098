import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/connect';
import { dialogMembers, dialogs, type DialogRow } from '../../src/db/schema';
import { bearer } from './factories';

/** POST /api/<path> with a JSON body as the user of `token` (no token: a guest). */
export function post(app: FastifyInstance, path: string, token: string | null, body: unknown) {
  return app.inject({
    method: 'POST',
    url: `/api/${path}`,
    headers: token ? bearer(token) : {},
    payload: body as Record<string, unknown>,
  });
}

/** Inserts a dialog with both members directly (no API). */
export async function insertDialog(
  db: Db,
  one: string,
  two: string,
  kind: 'user' | 'order' = 'user',
  articleId: string | null = null,
): Promise<DialogRow> {
  const [userA, userB] = one < two ? [one, two] : [two, one];
  const [row] = await db.insert(dialogs).values({ kind, articleId, userA, userB }).returning();
  if (!row) throw new Error('dialog not created');
  await db.insert(dialogMembers).values([
    { dialogId: row.id, userId: userA },
    { dialogId: row.id, userId: userB },
  ]);
  return row;
}

let clientSeq = 0;

/** dialog/send; asserts nothing (tests check the status). */
export function sendText(
  app: FastifyInstance,
  token: string,
  dialogId: string,
  text = 'Здравствуйте!',
  socketId: string | null = null,
) {
  clientSeq += 1;
  return post(app, 'dialog/send', token, { dialogId, text, clientId: `c-${clientSeq}`, socketId });
}

export function readDialog(
  app: FastifyInstance,
  token: string,
  dialogId: string,
  socketId: string | null = null,
) {
  return post(app, 'dialog/read', token, { dialogId, socketId });
}
