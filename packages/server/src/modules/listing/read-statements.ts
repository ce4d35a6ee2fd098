import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { preparedOnce } from '../../db/prepared';
import {
  articleDelivered,
  articleExecutors,
  articleRequests,
  articles,
  reviews,
  userCompanies,
  users,
  vehicleTemplates,
} from '../../db/schema';
import { companyJoin } from '../user/trust-columns';
import { dealUserColumns, pageAuthorColumns } from './user-columns';

/** `column = any($name::uuid[])`: one prepared statement for any number of ids. */
const anyOf = (column: PgColumn, name: string) => sql`${column} = any(${sql.placeholder(name)}::uuid[])`;

/** The statements of a listing's page (getArticle) and of listings' deal data, built once per database (issue 14). */
export const articleReadStatements = preparedOnce((db) => ({
  withAuthor: db
    .select({ article: articles, author: pageAuthorColumns })
    .from(articles)
    .innerJoin(users, eq(users.id, articles.authorId))
    .leftJoin(userCompanies, companyJoin)
    .where(eq(articles.id, sql.placeholder('id')))
    .limit(1)
    .prepare('article_with_author'),
  user: db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('article_author_user'),
  requests: db
    .select({
      request: articleRequests,
      user: dealUserColumns,
      tariff: { isBan: users.isBan, tariff: users.tariff, tariffExpiresAt: users.tariffExpiresAt },
      vehicle: {
        id: vehicleTemplates.id,
        name: vehicleTemplates.name,
        checkStatus: vehicleTemplates.checkStatus,
        plate: vehicleTemplates.plate,
        checkedPlate: vehicleTemplates.checkedPlate,
      },
    })
    .from(articleRequests)
    .innerJoin(users, eq(users.id, articleRequests.userId))
    .leftJoin(userCompanies, companyJoin)
    // The requester's own template only (issue 29): «Машина проверена» on his request.
    .leftJoin(
      vehicleTemplates,
      and(
        eq(vehicleTemplates.id, articleRequests.vehicleTemplateId),
        eq(vehicleTemplates.ownerId, articleRequests.userId),
      ),
    )
    .where(anyOf(articleRequests.articleId, 'ids'))
    .orderBy(asc(articleRequests.createdAt), asc(articleRequests.id))
    .prepare('deal_requests'),
  executors: db
    .select({ executor: articleExecutors, user: dealUserColumns })
    .from(articleExecutors)
    .innerJoin(users, eq(users.id, articleExecutors.userId))
    .leftJoin(userCompanies, companyJoin)
    .where(anyOf(articleExecutors.articleId, 'ids'))
    .orderBy(asc(articleExecutors.createdAt))
    .prepare('deal_executors'),
  delivered: db
    .select()
    .from(articleDelivered)
    .where(anyOf(articleDelivered.articleId, 'ids'))
    .orderBy(asc(articleDelivered.createdAt))
    .prepare('deal_delivered'),
  reviews: db
    .select()
    .from(reviews)
    .where(anyOf(reviews.articleId, 'ids'))
    .orderBy(asc(reviews.createdAt))
    .prepare('deal_reviews'),
  requestCounts: db
    .select({ articleId: articleRequests.articleId, n: count() })
    .from(articleRequests)
    .where(anyOf(articleRequests.articleId, 'ids'))
    .groupBy(articleRequests.articleId)
    .prepare('deal_request_counts'),
  dealUsers: db
    .select(dealUserColumns)
    .from(users)
    .leftJoin(userCompanies, companyJoin)
    .where(anyOf(users.id, 'ids'))
    .prepare('deal_users'),
}));
