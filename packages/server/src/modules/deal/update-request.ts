import type { TArticleRequest, TRequestInput } from '@fura/domain/deal-items';
import type { AppDeps } from '../../app-deps';
import type { UserRow } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { pendingEvent } from '../../events/event-bus';
import { assertNotBanned } from '../article/policy';
import { lockOwnRequest } from './own-request';
import { assertAcceptsRequests } from './request-policy';
import { assertRequestVehicle } from './request-vehicle';
import { requestForAuthor } from './request-for-author';
import { presentRequestRow, updateRequestRow } from './request-repo';

export interface UpdateRequestCommand {
  requestId: string;
  request: TRequestInput;
  socketId: string | null;
}

/** updateRequest: the requester edits his own request while the listing is published. */
export async function updateRequest(
  deps: Pick<AppDeps, 'db' | 'bus'>,
  actor: UserRow,
  command: UpdateRequestCommand,
): Promise<TArticleRequest> {
  assertNotBanned(actor);
  return inTransaction(deps.db, deps.bus, async (tx, events) => {
    const { request: existing, article } = await lockOwnRequest(tx, command.requestId, actor.id);
    assertAcceptsRequests(article);
    await assertRequestVehicle(tx, actor, command.request.vehicleTemplateId);
    const request = await presentRequestRow(tx, await updateRequestRow(tx, existing.id, command.request));
    // Per recipient: the author sees the request's contacts masked unless the two are in an open deal (issue 29).
    const forAuthor = await requestForAuthor(tx, article, request);
    events.push(
      pendingEvent('updateRequest', { articleId: article.id, request: forAuthor }, [article.authorId]),
      pendingEvent('updateRequest', { articleId: article.id, request }, [actor.id], command.socketId),
    );
    return request;
  });
}
