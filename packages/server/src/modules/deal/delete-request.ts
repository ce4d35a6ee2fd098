import { DEAL_MESSAGES } from '@fura/domain/deal-items';
import type { AppDeps } from '../../app-deps';
import type { UserRow } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { badRequest } from '../../http/errors';
import { pendingEvent } from '../../events/event-bus';
import { assertNotBanned } from '../article/policy';
import { lockOwnRequest } from './own-request';
import { deleteRequestRow, findExecutor } from './request-repo';

export interface DeleteRequestCommand {
  requestId: string;
  socketId: string | null;
}

/**
 * deleteRequest: the requester withdraws his own request, whatever the listing's status — unless he is its executor
 * (he asks the author to remove him instead: setRequestCancel).
 */
export async function deleteRequest(
  deps: Pick<AppDeps, 'db' | 'bus'>,
  actor: UserRow,
  command: DeleteRequestCommand,
): Promise<{ requestId: string; articleId: string }> {
  assertNotBanned(actor);
  return inTransaction(deps.db, deps.bus, async (tx, events) => {
    const { request, article } = await lockOwnRequest(tx, command.requestId, actor.id);
    if (await findExecutor(tx, article.id, actor.id)) throw badRequest(DEAL_MESSAGES.executorCannotDelete);
    await deleteRequestRow(tx, request.id);
    events.push(
      pendingEvent(
        'deleteRequest',
        { articleId: article.id, requestId: request.id, userId: actor.id },
        [article.authorId, actor.id],
        command.socketId,
      ),
    );
    return { requestId: request.id, articleId: article.id };
  });
}
