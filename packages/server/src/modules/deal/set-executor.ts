import { eq } from 'drizzle-orm';
import type { TArticle } from '@fura/domain/article-schemas';
import { DEAL_MESSAGES, type TDealUser } from '@fura/domain/deal-items';
import { canPickExecutor, MAX_EXECUTORS, statusAfterExecutorSet } from '@fura/domain/deal-rules';
import type { AppDeps } from '../../app-deps';
import { users, type UserRow } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { badRequest, conflict } from '../../http/errors';
import { pendingEvent } from '../../events/event-bus';
import { articleTypeOf } from '../listing/article-type';
import { findDealUsers, presentDealUser } from '../listing/deal-data';
import { carrierHasTariff } from '../tariff/tariff-state';
import { assertAuthor, assertNotBanned } from '../article/policy';
import {
  findAuthor,
  listExecutorIds,
  listRequesterIds,
  lockArticle,
  updateArticleRow,
} from '../listing/repo';
import { insertDeal } from './deal-repo';
import { assertCompanyAllowsDeals } from '../company/policy';
import { authorCompanyBlockedMessage, executorCompanyBlockedMessage } from '@fura/domain/company-schemas';
import { hasRequest, insertExecutorRow } from './executor-repo';
import { ListingViews, notifyAboutListing, statusOf } from '../listing/executor-views';

export interface ExecutorCall {
  executorId: string;
  articleId: string;
  socketId: string | null;
}

export interface ExecutorResult {
  executor: TDealUser;
  /** The listing as its author sees it. */
  article: TArticle;
}

/**
 * setExecutor: the author picks one of the requesters. The listing row is locked (FOR UPDATE), so concurrent picks on
 * one order run one after another: the first sets the executor (status 3), the next finds it and is refused (409).
 */
export async function setExecutor(
  deps: Pick<AppDeps, 'db' | 'bus'>,
  actor: UserRow,
  call: ExecutorCall,
): Promise<ExecutorResult> {
  assertNotBanned(actor);
  return inTransaction(deps.db, deps.bus, async (tx, events) => {
    const locked = await lockArticle(tx, call.articleId);
    assertAuthor(locked, actor.id);
    const oldStatus = statusOf(locked);
    if (!canPickExecutor(oldStatus)) throw badRequest(DEAL_MESSAGES.executorsNotOpen);
    if (!(await hasRequest(tx, locked.id, call.executorId))) {
      throw badRequest(DEAL_MESSAGES.executorNotRequester);
    }
    // A banned user's requests are frozen while the ban lasts (issue 12).
    const [requester] = await tx
      .select({
        type: users.type,
        isBan: users.isBan,
        companyBlocked: users.companyBlocked,
        tariff: users.tariff,
        tariffExpiresAt: users.tariffExpiresAt,
      })
      .from(users)
      .where(eq(users.id, call.executorId));
    if (requester?.isBan) throw badRequest(DEAL_MESSAGES.executorBanned);
    // A choice makes a deal: neither side's company may be barred by the register (issue 29).
    await assertCompanyAllowsDeals(tx, actor, authorCompanyBlockedMessage);
    if (requester) {
      await assertCompanyAllowsDeals(
        tx,
        { id: call.executorId, ...requester },
        executorCompanyBlockedMessage,
      );
    }
    // A carrier whose tariff lapsed after his request cannot take the order (SPEC §6, issue 24).
    if (requester?.type === 'carrier' && !carrierHasTariff(requester, new Date())) {
      throw badRequest(DEAL_MESSAGES.executorNoTariff);
    }
    const executorIds = await listExecutorIds(tx, locked.id);
    if (executorIds.includes(call.executorId)) throw conflict(DEAL_MESSAGES.executorAlreadySet);
    const type = articleTypeOf(locked);
    if (executorIds.length >= MAX_EXECUTORS[type]) {
      throw conflict(type === 'order' ? DEAL_MESSAGES.orderHasExecutor : DEAL_MESSAGES.offerExecutorsFull);
    }
    await insertExecutorRow(tx, locked.id, call.executorId);
    await insertDeal(tx, locked, call.executorId);
    const status = statusAfterExecutorSet(type, oldStatus);
    const row = await updateArticleRow(tx, locked.id, status === oldStatus ? {} : { status });

    // One after another: a transaction is one connection.
    const author = await findAuthor(tx, actor.id);
    const requesterIds = await listRequesterIds(tx, row.id);
    const dealUsers = await findDealUsers(tx, [call.executorId]);
    const executorRow = dealUsers.get(call.executorId);
    if (!executorRow) throw new Error(`executor ${call.executorId} vanished`);
    const executor = presentDealUser(executorRow);
    const views = await ListingViews.load(tx, row, author, [
      actor.id,
      ...executorIds,
      call.executorId,
      ...requesterIds,
    ]);
    await notifyAboutListing(tx, events, 'executorSet', [call.executorId], row, author);
    for (const userId of views.recipients) {
      events.push(
        pendingEvent(
          'setExecutor',
          { articleId: row.id, executor, status, article: views.of(userId) },
          [userId],
          call.socketId,
        ),
      );
    }
    events.push(
      pendingEvent(
        'createTakingArticle',
        { article: views.of(call.executorId) },
        [call.executorId],
        call.socketId,
      ),
    );
    if (status !== oldStatus) {
      events.push(
        pendingEvent(
          'updateStatusMyArticle',
          { articleId: row.id, type, oldStatus, status, isTaking: false, article: views.of(actor.id) },
          [actor.id],
          call.socketId,
        ),
      );
    }
    return { executor, article: views.of(actor.id) };
  });
}
