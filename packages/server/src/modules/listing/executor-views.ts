import type { TArticle } from '@fura/domain/article-schemas';
import { isArticleStatus, type ArticleStatus } from '@fura/domain/articles';
import type { NotificationCode } from '@fura/domain/notifications';
import type { Db } from '../../db/connect';
import type { ArticleRow } from '../../db/schema';
import type { PendingEvent } from '../../events/event-bus';
import { articleTypeOf } from './article-type';
import type { ArticleAuthorRow } from './present';
import { presentArticleForEach } from './present-for';
import { createNotification } from '../notification/create';

/** A listing presented for each of its recipients, by user id (events carry the recipient's own view). */
export class ListingViews {
  private constructor(private readonly byUser: Map<string, TArticle>) {}

  static async load(
    db: Db,
    row: ArticleRow,
    author: ArticleAuthorRow,
    userIds: readonly string[],
  ): Promise<ListingViews> {
    const views = await presentArticleForEach(db, row, author, [...new Set(userIds)]);
    return new ListingViews(new Map(views.map((view) => [view.viewerId, view.article])));
  }

  get recipients(): string[] {
    return [...this.byUser.keys()];
  }

  of(userId: string): TArticle {
    const article = this.byUser.get(userId);
    if (!article) throw new Error(`no view of the listing for ${userId}`);
    return article;
  }
}

/** The stored status as the domain's union (only known statuses are ever written). */
export function statusOf(row: Pick<ArticleRow, 'status'>): ArticleStatus {
  if (!isArticleStatus(row.status)) throw new Error(`Unknown article status ${row.status}`);
  return row.status;
}

/** "Имя Фамилия" as notifications show the author. */
export function fioOf(user: Pick<ArticleAuthorRow, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

/** A deal notification about the listing (executorSet, executorRemoved, statusChange) for each of the users. */
export async function notifyAboutListing(
  tx: Db,
  events: PendingEvent[],
  code: NotificationCode,
  userIds: readonly string[],
  row: ArticleRow,
  author: ArticleAuthorRow,
): Promise<void> {
  for (const userId of userIds) {
    await createNotification(tx, events, {
      userId,
      code,
      info: {
        articleType: articleTypeOf(row),
        articleId: row.id,
        articleStatus: row.status,
        author: author.id,
        authorFIO: fioOf(author),
      },
    });
  }
}
