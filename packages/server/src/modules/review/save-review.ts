import type { TReview, TReviewInput } from '@fura/domain/deal-items';
import { ratingOf } from '@fura/domain/deal-rules';
import type { AppDeps } from '../../app-deps';
import type { UserRow } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { pendingEvent } from '../../events/event-bus';
import { articleTypeOf } from '../listing/article-type';
import { findDealUsers, presentReview } from '../listing/deal-data';
import { assertNotBanned } from '../article/policy';
import { lockArticle } from '../listing/repo';
import { createNotification } from '../notification/create';
import { assertCanReview } from './policy';
import {
  executorIdsOf,
  findReview,
  insertReview,
  lockUser,
  ratingsAbout,
  setUserRating,
  updateReview,
} from './repo';

export interface SaveReviewCommand {
  review: TReviewInput;
  orderId: string;
  userId: string;
  socketId: string | null;
}

/**
 * saveReview: a side of a completed deal reviews the other side, once per listing and direction (saving again
 * updates). The listing row is locked first, then the reviewed user's row, always in that order: saves on one deal
 * run one after another, and the reviewed user's rating and reviews count are recomputed from every review about him
 * by one transaction at a time, so concurrent reviews from different deals never lose each other.
 */
export async function saveReview(
  deps: Pick<AppDeps, 'db' | 'bus'>,
  actor: UserRow,
  command: SaveReviewCommand,
): Promise<{ newReview: TReview; existReview: boolean }> {
  assertNotBanned(actor);
  return inTransaction(deps.db, deps.bus, async (tx, events) => {
    const article = await lockArticle(tx, command.orderId);
    const deal = article
      ? {
          authorId: article.authorId,
          status: article.status,
          executorIds: await executorIdsOf(tx, article.id),
        }
      : null;
    const reviewed = await lockUser(tx, command.userId);
    assertCanReview(deal, actor.id, command.userId, reviewed !== null);
    if (!article || !reviewed) throw new Error('assertCanReview let a missing row through');

    const key = { articleId: article.id, authorId: actor.id, userId: reviewed.id };
    const values = { rating: command.review.rating, comment: command.review.comment };
    const existing = await findReview(tx, key);
    const row = existing ? await updateReview(tx, existing.id, values) : await insertReview(tx, key, values);

    const ratings = await ratingsAbout(tx, reviewed.id);
    await setUserRating(tx, reviewed.id, { rating: ratingOf(ratings), reviewsCount: ratings.length });

    const people = await findDealUsers(tx, [actor.id, reviewed.id]);
    const author = people.get(actor.id);
    const user = people.get(reviewed.id);
    if (!author || !user) throw new Error('review sides vanished');
    const type = articleTypeOf(article);
    const review = presentReview(row, type, author, user);

    await createNotification(tx, events, {
      userId: reviewed.id,
      code: 'reviewSet',
      info: {
        articleType: type,
        articleId: article.id,
        userType: author.type,
        userFio: `${actor.firstName} ${actor.lastName}`.trim(),
        author: actor.id,
      },
    });
    events.push(
      pendingEvent(
        existing ? 'updateArticleReview' : 'createArticleReview',
        { articleId: article.id, review },
        [actor.id, reviewed.id],
        command.socketId,
      ),
    );
    return { newReview: review, existReview: existing !== null };
  });
}
