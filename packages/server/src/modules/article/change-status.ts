import { queueListingAlerts } from '../listing/alert-queue';
import type { TArticle } from '@fura/domain/article-schemas';
import { ARTICLE_ACTION_RULES, type ArticleAction } from '@fura/domain/article-transitions';
import { ArticleStatus, isArticleStatus } from '@fura/domain/articles';
import { closedAtFor } from '@fura/domain/deal-contacts';
import type { AppDeps } from '../../app-deps';
import type { UserRow } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { pendingEvent } from '../../events/event-bus';
import { updateLocationSending } from '../listing/executor-status';
import { ListingViews, notifyAboutListing } from '../listing/executor-views';
import { articleTypeOf } from '../listing/article-type';
import { forgetTrack } from '../listing/track-repo';
import { leavesOnTheWay, locationColumnsFor } from '../listing/carrier-location';
import { closeConfirmTokens } from './confirm-tokens';
import { assertNotDuplicate } from './duplicate';
import { isLoadingDatePast } from './loading-date';
import { assertAuthor, assertNotBanned, assertStatusAction } from './policy';
import { assertCompanyAllowsDeals } from '../company/policy';
import { findAuthor, listExecutorIds, lockArticle, updateArticleRow } from '../listing/repo';

/**
 * The status verbs (draftArticle, publicArticle, …): the author moves a listing along ARTICLE_ACTION_RULES. The row
 * is locked (SELECT … FOR UPDATE) so that concurrent verbs on one listing run one after another, each seeing the
 * other's result; a refused verb changes nothing. Leaving "on the way" forgets the carrier's position, the trip's
 * track and its tracking links. The author's
 * other tabs hear `updateStatusMyArticle`; each executor hears it too (`isTaking: true`, his own view) and gets a
 * `statusChange` notification.
 */
export async function changeArticleStatus(
  deps: Pick<AppDeps, 'db' | 'bus'>,
  actor: UserRow,
  action: ArticleAction,
  request: { articleId: string; socketId: string | null },
  now: Date = new Date(),
): Promise<TArticle> {
  assertNotBanned(actor);
  return inTransaction(deps.db, deps.bus, async (tx, events) => {
    const locked = await lockArticle(tx, request.articleId);
    assertAuthor(locked, actor.id);
    const oldStatus = locked.status;
    if (!isArticleStatus(oldStatus)) throw new Error(`Unknown article status ${oldStatus}`);
    const executorIds = await listExecutorIds(tx, locked.id);
    // The one rule the web app shows its buttons by (article-transitions.ts); a listing an admin hid (status 7
    // with the status to restore) comes back only through the console.
    assertStatusAction(action, {
      status: oldStatus,
      executorsCount: executorIds.length,
      loadingDatePast: isLoadingDatePast(locked.loadingDate, now),
      hiddenByAdmin: locked.statusBeforeHide !== null,
      actorBanned: actor.isBan,
    });
    const status = ARTICLE_ACTION_RULES[action].to;
    const publishing = status === ArticleStatus.Published;
    // A company the register bars cannot publish (issue 29).
    if (publishing) await assertCompanyAllowsDeals(tx, actor);
    if (publishing) await assertNotDuplicate(tx, { ...locked, type: articleTypeOf(locked) }, locked.id);
    const row = await updateArticleRow(tx, locked.id, {
      status,
      closedAt: closedAtFor(status, now),
      // Publishing again is a confirmation too; any move answers an open «ещё актуален?» (issue 26).
      ...(publishing ? { publishedAt: now, confirmedAt: now } : {}),
      confirmAskedAt: null,
      ...locationColumnsFor(status),
    });
    await closeConfirmTokens(tx, row.id, now);
    if (publishing) await queueListingAlerts(tx, events, row.id);
    if (leavesOnTheWay(oldStatus, status)) await forgetTrack(tx, row.id, now);
    await updateLocationSending(tx, row, oldStatus, executorIds);
    const author = await findAuthor(tx, actor.id);
    const views = await ListingViews.load(tx, row, author, [actor.id, ...executorIds]);
    const change = { articleId: row.id, type: articleTypeOf(row), oldStatus, status };
    events.push(
      pendingEvent(
        'updateStatusMyArticle',
        { ...change, isTaking: false, article: views.of(actor.id) },
        [actor.id],
        request.socketId,
      ),
      ...executorIds.map((executorId) =>
        pendingEvent(
          'updateStatusMyArticle',
          { ...change, isTaking: true, article: views.of(executorId) },
          [executorId],
          request.socketId,
        ),
      ),
    );
    await notifyAboutListing(tx, events, 'statusChange', executorIds, row, author);
    return views.of(actor.id);
  });
}
