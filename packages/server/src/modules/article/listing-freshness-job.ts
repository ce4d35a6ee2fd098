import { and, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { ArticleStatus } from '@fura/domain/articles';
import { CONFIRM_ACTION_LABELS, CONFIRM_ANSWER_HOURS } from '@fura/domain/listing-freshness';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/connect';
import { articles, users, type ArticleRow } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { pendingEvent, type PendingEvent } from '../../events/event-bus';
import { TEXT_LINK_LABELS } from '../../mail/templates/notification';
import { articleTypeOf } from '../listing/article-type';
import { presentArticleFor } from '../listing/present-for';
import { articleAuthorColumns } from '../listing/user-columns';
import { createNotification } from '../notification/create';
import { closeConfirmTokens, issueConfirmTokens } from './confirm-tokens';
import { moscowToday } from './loading-date';

/** Where the one-click links of «ещё актуален?» lead (GET shows the answer's button, POST answers; no login). */
export const CONFIRM_LINK_PATH = '/api/article/current/';

/** Listings handled per transaction, as in the expiry sweeper. */
export const FRESHNESS_BATCH_SIZE = 200;

const HOUR_MS = 60 * 60 * 1000;
const hoursBefore = (now: Date, hours: number) => new Date(now.getTime() - hours * HOUR_MS);

type Deps = Pick<AppDeps, 'db' | 'bus' | 'config'>;

/** Runs one batch of rows picked with FOR UPDATE SKIP LOCKED until a batch comes back short. */
async function inBatches(
  deps: Deps,
  batchSize: number,
  batch: (tx: Db, events: PendingEvent[]) => Promise<number>,
): Promise<number> {
  let total = 0;
  for (;;) {
    const done = await inTransaction(deps.db, deps.bus, batch);
    total += done;
    if (done < batchSize) return total;
  }
}

/**
 * «Заказ ещё актуален?» (issue 26): published listings confirmed LISTING_CONFIRM_AFTER_HOURS ago or earlier and not
 * asked yet (loading date not passed: those the expiry sweeper takes). The author gets the notification (bell, live,
 * e-mail per his settings) whose mail carries two one-click links, each with its own token (confirm-tokens.ts).
 */
async function askAuthors(deps: Deps, now: Date, batchSize: number): Promise<number> {
  const dueBefore = hoursBefore(now, deps.config.listingConfirmAfterHours);
  const today = moscowToday(now);
  return inBatches(deps, batchSize, async (tx, events) => {
    const due = tx
      .select({ id: articles.id })
      .from(articles)
      .where(
        and(
          sql`${articles.status} = 2`,
          isNull(articles.confirmAskedAt),
          lte(articles.confirmedAt, dueBefore),
          sql`${articles.loadingDate} >= ${today}::date`,
        ),
      )
      .limit(batchSize)
      .for('update', { skipLocked: true });
    const rows = await tx
      .update(articles)
      .set({ confirmAskedAt: now })
      .where(inArray(articles.id, due))
      .returning();
    for (const row of rows) {
      const type = articleTypeOf(row);
      const tokens = await issueConfirmTokens(tx, row.id, now);
      await createNotification(tx, events, {
        userId: row.authorId,
        code: 'articleConfirmAsk',
        info: { articleType: type, articleId: row.id, articleStatus: ArticleStatus.Published },
        mailActions: [
          {
            label: CONFIRM_ACTION_LABELS.confirm[type],
            path: `${CONFIRM_LINK_PATH}${tokens.confirm}`,
            textLabel: TEXT_LINK_LABELS.confirm,
          },
          {
            label: CONFIRM_ACTION_LABELS.unpublish[type],
            path: `${CONFIRM_LINK_PATH}${tokens.unpublish}`,
            textLabel: TEXT_LINK_LABELS.unpublish,
          },
        ],
      });
    }
    return rows.length;
  });
}

/** Published listings asked 24 h ago or earlier and not answered go back to draft, their author told why and how. */
async function unpublishUnanswered(deps: Deps, now: Date, batchSize: number): Promise<number> {
  const askedBefore = hoursBefore(now, CONFIRM_ANSWER_HOURS);
  return inBatches(deps, batchSize, async (tx, events) => {
    const due = tx
      .select({ id: articles.id })
      .from(articles)
      .where(
        and(
          sql`${articles.status} = 2`,
          isNotNull(articles.confirmAskedAt),
          lte(articles.confirmAskedAt, askedBefore),
        ),
      )
      .limit(batchSize)
      .for('update', { skipLocked: true });
    const rows = await tx
      .update(articles)
      .set({ status: ArticleStatus.Draft, confirmAskedAt: null, updatedAt: now })
      .where(inArray(articles.id, due))
      .returning();
    if (rows.length === 0) return 0;
    const authorIds = [...new Set(rows.map((row) => row.authorId))];
    const authors = await tx.select(articleAuthorColumns).from(users).where(inArray(users.id, authorIds));
    const authorById = new Map(authors.map((author) => [author.id, author]));
    for (const row of rows) await tellUnpublished(tx, events, row, authorById.get(row.authorId), now);
    return rows.length;
  });
}

async function tellUnpublished(
  tx: Db,
  events: PendingEvent[],
  row: ArticleRow,
  author: Parameters<typeof presentArticleFor>[2] | undefined,
  now: Date,
): Promise<void> {
  await closeConfirmTokens(tx, row.id, now);
  if (!author) return;
  const type = articleTypeOf(row);
  await createNotification(tx, events, {
    userId: row.authorId,
    code: 'articleUnpublishedUnconfirmed',
    info: { articleType: type, articleId: row.id, articleStatus: ArticleStatus.Draft },
  });
  events.push(
    pendingEvent(
      'updateStatusMyArticle',
      {
        articleId: row.id,
        type,
        oldStatus: ArticleStatus.Published,
        status: ArticleStatus.Draft,
        isTaking: false,
        article: await presentArticleFor(tx, row, author, row.authorId),
      },
      [row.authorId],
    ),
  );
}

/**
 * The freshness job (issue 26), idempotent and safe on several instances (SKIP LOCKED; the job lease runs it on one
 * at a time anyway): first unpublishes what was asked 24 h ago and not answered, then asks about what is due. A
 * listing asked in this run is never unpublished in it. Answers how many of each.
 */
export async function runListingFreshness(
  deps: Deps,
  now: Date = new Date(),
  batchSize: number = FRESHNESS_BATCH_SIZE,
): Promise<{ asked: number; unpublished: number }> {
  const unpublished = await unpublishUnanswered(deps, now, batchSize);
  const asked = await askAuthors(deps, now, batchSize);
  return { asked, unpublished };
}
