import { eq } from 'drizzle-orm';
import { DIALOG_MESSAGES, type TDialog, type TOpenDialogRequest } from '@fura/domain/dialog-schemas';
import type { AppDeps } from '../../app-deps';
import { articles, users, type UserRow } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import type { Presence } from '../../realtime/presence';
import { listExecutorIds, listRequesterIds } from '../listing/repo';
import { isUuid } from '../../db/ids';
import { orderDialogPair } from './policy';
import { findOrCreateDialog, type DialogKey } from './repo';
import { presentDialogFor } from './views';

async function userDialogKey(deps: Pick<AppDeps, 'db'>, caller: UserRow, userId: string): Promise<DialogKey> {
  if (userId === caller.id) throw badRequest(DIALOG_MESSAGES.selfDialog, 'userId');
  const [other] = isUuid(userId)
    ? await deps.db.select({ id: users.id }).from(users).where(eq(users.id, userId))
    : [];
  if (!other) throw notFound(DIALOG_MESSAGES.userNotFound);
  return { kind: 'user', articleId: null, userIds: [caller.id, other.id] };
}

async function orderDialogKey(
  deps: Pick<AppDeps, 'db'>,
  caller: UserRow,
  articleId: string,
  userId: string | undefined,
): Promise<DialogKey> {
  const [article] = isUuid(articleId)
    ? await deps.db
        .select({ id: articles.id, authorId: articles.authorId, status: articles.status })
        .from(articles)
        .where(eq(articles.id, articleId))
    : [];
  const [requesters, executors] = article
    ? await Promise.all([listRequesterIds(deps.db, article.id), listExecutorIds(deps.db, article.id)])
    : [[], []];
  const pair = orderDialogPair(article ?? null, new Set([...requesters, ...executors]), caller.id, userId);
  return { kind: 'order', articleId, userIds: pair };
}

/**
 * dialog/open: the caller's dialog with another user, or about a listing with its author / one participant — found,
 * or created with both members. Opening is allowed to a banned user (he may read); sending is checked on send.
 */
export async function openDialog(
  deps: Pick<AppDeps, 'db'> & { presence: Presence },
  caller: UserRow,
  request: TOpenDialogRequest,
): Promise<TDialog> {
  const key =
    request.kind === 'user'
      ? await userDialogKey(deps, caller, request.userId)
      : await orderDialogKey(deps, caller, request.articleId, request.userId);
  const dialog = await findOrCreateDialog(deps.db, key);
  return presentDialogFor(deps.db, deps.presence, dialog, caller.id);
}
