import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ADMIN_CARD_ITEMS, type TCardListing, type TUserCardResponse } from '@fura/domain/admin-users';
import type { AppDeps } from '../../../app-deps';
import type { Db } from '../../../db/connect';
import {
  articleExecutors,
  articles,
  payments,
  reviews,
  sessions,
  users,
  type ArticleRow,
} from '../../../db/schema';
import { presentPayment } from '../../tariff/present';
import { presentUserCard, presentUserRef } from './present';
import { findUser } from './repo';

const authors = alias(users, 'author');
const refColumns = {
  id: authors.id,
  firstName: authors.firstName,
  lastName: authors.lastName,
  type: authors.type,
};

function presentListing(row: ArticleRow): TCardListing {
  return {
    _id: row.id,
    type: row.type === 'offer' ? 'offer' : 'order',
    status: row.status,
    from: row.fromSettlement,
    to: row.toSettlement,
    loadingDate: row.loadingDate,
    createdAt: row.createdAt.toISOString(),
  };
}

async function latestListings(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(articles)
    .where(eq(articles.authorId, userId))
    .orderBy(desc(articles.createdAt), desc(articles.id))
    .limit(ADMIN_CARD_ITEMS);
  return rows.map(presentListing);
}

/** The listings he executes, latest picked first, with their authors. */
async function latestDeals(db: Db, userId: string) {
  const rows = await db
    .select({ article: articles, author: refColumns })
    .from(articleExecutors)
    .innerJoin(articles, eq(articles.id, articleExecutors.articleId))
    .innerJoin(authors, eq(authors.id, articles.authorId))
    .where(eq(articleExecutors.userId, userId))
    .orderBy(desc(articleExecutors.createdAt), desc(articles.id))
    .limit(ADMIN_CARD_ITEMS);
  return rows.map((row) => ({ ...presentListing(row.article), author: presentUserRef(row.author) }));
}

async function latestReviewsAbout(db: Db, userId: string) {
  const rows = await db
    .select({ review: reviews, author: refColumns })
    .from(reviews)
    .innerJoin(authors, eq(authors.id, reviews.authorId))
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(ADMIN_CARD_ITEMS);
  return rows.map(({ review, author }) => ({
    _id: review.id,
    rating: review.rating,
    comment: review.comment,
    author: presentUserRef(author),
    createdAt: review.createdAt.toISOString(),
  }));
}

async function latestPayments(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(ADMIN_CARD_ITEMS);
  return rows.map(presentPayment);
}

async function latestSessions(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
    .limit(ADMIN_CARD_ITEMS);
  return rows.map((row) => ({
    _id: row.id,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
    userAgent: row.userAgent,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  }));
}

/** The user card of the console: the user and the latest 20 of each of his lists. Never a token hash. */
export async function userCard(deps: Pick<AppDeps, 'db'>, userId: string): Promise<TUserCardResponse> {
  const user = await findUser(deps.db, userId);
  const [listings, deals, reviewList, paymentList, sessionList] = await Promise.all([
    latestListings(deps.db, user.id),
    latestDeals(deps.db, user.id),
    latestReviewsAbout(deps.db, user.id),
    latestPayments(deps.db, user.id),
    latestSessions(deps.db, user.id),
  ]);
  return {
    error: false,
    user: presentUserCard(user),
    listings,
    deals,
    reviews: reviewList,
    payments: paymentList,
    sessions: sessionList,
  };
}
