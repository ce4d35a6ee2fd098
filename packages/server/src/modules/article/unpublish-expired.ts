import { and, eq, inArray, lt } from 'drizzle-orm';
import { ARTICLE_TYPES, ArticleStatus } from '@fura/domain/articles';
import type { AppDeps } from '../../app-deps';
import { articles, users } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { pendingEvent } from '../../events/event-bus';
import { articleTypeOf } from '../listing/article-type';
import { moscowToday } from './loading-date';
import { articleAuthorColumns } from '../listing/user-columns';
import { presentArticleFor } from '../listing/present-for';
import { createNotification } from '../notification/create';

/** Listings handled per transaction: keeps locks and transactions short when many expire at once (midnight). */
export const UNPUBLISH_BATCH_SIZE = 200;

/**
 * The expiry sweeper: published listings whose loading date is before today go back to draft. "Today" is the
 * Moscow calendar date (Europe/Moscow), the exchange's time: a listing loading today stays up until Moscow midnight.
 * Each batch is one UPDATE over rows picked with FOR UPDATE SKIP LOCKED, so several instances may sweep at once
 * without waiting on each other or on an author changing the listing. For each listing the author gets the
 * notification `articleUnpublishedExpired` and `updateStatusMyArticle`, published after the batch commits.
 * Answers how many listings were unpublished.
 */
export async function runUnpublishExpired(
  deps: Pick<AppDeps, 'db' | 'bus'>,
  now: Date = new Date(),
  batchSize: number = UNPUBLISH_BATCH_SIZE,
): Promise<number> {
  const today = moscowToday(now);
  let total = 0;
  for (;;) {
    const done = await inTransaction(deps.db, deps.bus, async (tx, events) => {
      const expired = tx
        .select({ id: articles.id })
        .from(articles)
        .where(
          and(
            inArray(articles.type, [...ARTICLE_TYPES]),
            eq(articles.status, ArticleStatus.Published),
            lt(articles.loadingDate, today),
          ),
        )
        .limit(batchSize)
        .for('update', { skipLocked: true });
      const rows = await tx
        .update(articles)
        .set({ status: ArticleStatus.Draft, updatedAt: new Date() })
        .where(inArray(articles.id, expired))
        .returning();
      if (rows.length === 0) return 0;
      const authorIds = [...new Set(rows.map((row) => row.authorId))];
      const authors = await tx.select(articleAuthorColumns).from(users).where(inArray(users.id, authorIds));
      const authorById = new Map(authors.map((author) => [author.id, author]));
      for (const row of rows) {
        const author = authorById.get(row.authorId);
        if (!author) continue;
        const type = articleTypeOf(row);
        await createNotification(tx, events, {
          userId: row.authorId,
          code: 'articleUnpublishedExpired',
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
      return rows.length;
    });
    total += done;
    if (done < batchSize) return total;
  }
}
