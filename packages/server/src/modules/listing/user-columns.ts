import { users } from '../../db/schema';

/**
 * The user columns a listing's page selects: the author's public fields (ArticleAuthorRow) and a deal party's
 * (DealUserRow). Their own file, so the read statements, deal data and presenters import them without a circle.
 */

/** Columns to select for ArticleAuthorRow: `db.select({ article: articles, author: articleAuthorColumns })`. */
export const articleAuthorColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  rating: users.rating,
  reviewsCount: users.reviewsCount,
  avatar: users.avatar,
  contractId: users.contractId,
  isPassportVerified: users.isPassportVerified,
};

/** A deal party's columns: the author's public ones and the account type. */
export const dealUserColumns = { ...articleAuthorColumns, type: users.type };
