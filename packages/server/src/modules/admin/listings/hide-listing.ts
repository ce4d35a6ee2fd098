import { queueListingAlerts } from '../../listing/alert-queue';
import { eq } from 'drizzle-orm';
import {
  ADMIN_LISTING_MESSAGES,
  listingHiddenText,
  listingRestoredText,
  type TAdminListing,
  type TListingHideRequest,
  type TListingRestoreRequest,
} from '@fura/domain/admin-listings';
import { ArticleStatus } from '@fura/domain/articles';
import type { AppDeps } from '../../../app-deps';
import type { Db } from '../../../db/connect';
import { users, type ArticleRow, type UserRow } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { conflict, notFound } from '../../../http/errors';
import { pendingEvent, type PendingEvent } from '../../../events/event-bus';
import { articleTypeOf } from '../../listing/article-type';
import { leavesOnTheWay, locationColumnsFor } from '../../listing/carrier-location';
import { findAuthor, listExecutorIds, lockArticle, updateArticleRow } from '../../listing/repo';
import { updateLocationSending } from '../../listing/executor-status';
import { ListingViews, notifyAboutListing, statusOf } from '../../listing/executor-views';
import { forgetTrack } from '../../listing/track-repo';
import { createNotification } from '../../notification/create';
import { writeAudit } from '../audit/write-audit';
import { presentAdminListing } from './present';

type Deps = Pick<AppDeps, 'db' | 'bus'>;

async function lockListing(tx: Db, articleId: string): Promise<ArticleRow> {
  const row = await lockArticle(tx, articleId);
  if (!row) throw notFound(ADMIN_LISTING_MESSAGES.notFound);
  return row;
}

function routeOf(row: ArticleRow): string {
  return `${row.fromSettlement} → ${row.toSettlement}`;
}

/**
 * What follows a status the admin set, as after the author's own status verbs (article/change-status.ts): the
 * carriers' location sending follows "on the way"; the author's tabs and each executor hear
 * `updateStatusMyArticle` with their own view; the executors get `statusChange`, the author a system notice.
 */
async function announce(
  tx: Db,
  events: PendingEvent[],
  row: ArticleRow,
  oldStatus: ArticleStatus,
  authorText: string,
): Promise<TAdminListing> {
  const executorIds = await listExecutorIds(tx, row.id);
  await updateLocationSending(tx, row, oldStatus, executorIds);
  const author = await findAuthor(tx, row.authorId);
  const views = await ListingViews.load(tx, row, author, [row.authorId, ...executorIds]);
  const change = { articleId: row.id, type: articleTypeOf(row), oldStatus, status: statusOf(row) };
  events.push(
    pendingEvent('updateStatusMyArticle', { ...change, isTaking: false, article: views.of(row.authorId) }, [
      row.authorId,
    ]),
    ...executorIds.map((executorId) =>
      pendingEvent('updateStatusMyArticle', { ...change, isTaking: true, article: views.of(executorId) }, [
        executorId,
      ]),
    ),
  );
  await notifyAboutListing(tx, events, 'statusChange', executorIds, row, author);
  await createNotification(tx, events, {
    userId: row.authorId,
    code: 'systemNotice',
    info: { commentNotify: authorText, articleType: articleTypeOf(row), articleId: row.id },
  });
  const [authorRef] = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, type: users.type })
    .from(users)
    .where(eq(users.id, row.authorId));
  if (!authorRef) throw new Error(`author ${row.authorId} not found`);
  return presentAdminListing(row, authorRef);
}

/** Hides a listing: to the trash (7) with the admin's note; the status it had is kept for «Восстановить». */
export function hideListing(
  deps: Deps,
  admin: UserRow,
  request: TListingHideRequest,
): Promise<TAdminListing> {
  return inTransaction(deps.db, deps.bus, async (tx, events) => {
    const locked = await lockListing(tx, request.articleId);
    const oldStatus = statusOf(locked);
    // Hidden and still in the trash; one the author took out of the trash may be hidden again.
    if (locked.statusBeforeHide !== null && oldStatus === ArticleStatus.Trash) {
      throw conflict(ADMIN_LISTING_MESSAGES.alreadyHidden);
    }
    const row = await updateArticleRow(tx, locked.id, {
      status: ArticleStatus.Trash,
      statusBeforeHide: oldStatus,
      adminNote: request.note,
      ...locationColumnsFor(ArticleStatus.Trash),
    });
    if (leavesOnTheWay(oldStatus, row.status)) await forgetTrack(tx, row.id);
    const text = listingHiddenText(articleTypeOf(row), routeOf(row), request.note);
    const listing = await announce(tx, events, row, oldStatus, text);
    await writeAudit(tx, {
      adminId: admin.id,
      action: 'articleHide',
      targetUserId: row.authorId,
      targetArticleId: row.id,
      comment: request.note,
      before: { status: oldStatus },
      after: { status: row.status },
    });
    return listing;
  });
}

/** Brings a hidden listing back to the status it had; the note is cleared. */
export function restoreListing(
  deps: Deps,
  admin: UserRow,
  request: TListingRestoreRequest,
): Promise<TAdminListing> {
  return inTransaction(deps.db, deps.bus, async (tx, events) => {
    const locked = await lockListing(tx, request.articleId);
    if (locked.statusBeforeHide === null) throw conflict(ADMIN_LISTING_MESSAGES.notHidden);
    const oldStatus = statusOf(locked);
    const row = await updateArticleRow(tx, locked.id, {
      status: locked.statusBeforeHide,
      statusBeforeHide: null,
      adminNote: null,
      ...locationColumnsFor(locked.statusBeforeHide),
    });
    // Back in search: the saved searches that would show it hear of it (once per search, as ever).
    if (row.status === ArticleStatus.Published) await queueListingAlerts(tx, events, row.id);
    const text = listingRestoredText(articleTypeOf(row), routeOf(row));
    const listing = await announce(tx, events, row, oldStatus, text);
    await writeAudit(tx, {
      adminId: admin.id,
      action: 'articleRestore',
      targetUserId: row.authorId,
      targetArticleId: row.id,
      before: { status: oldStatus },
      after: { status: row.status },
    });
    return listing;
  });
}
