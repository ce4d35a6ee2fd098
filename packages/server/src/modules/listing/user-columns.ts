import { users } from '../../db/schema';
import { trustColumns } from '../user/trust-columns';

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

/**
 * A deal party's columns: the author's public ones, the account type and the trust line's (issue 29) — the
 * statement left-joins user_companies on `companyJoin` (user/trust-columns.ts).
 */
export const dealUserColumns = { ...articleAuthorColumns, type: users.type, ...trustColumns };

/** The listing page's author: his public columns and the trust line's (the same join). */
export const pageAuthorColumns = { ...articleAuthorColumns, ...trustColumns };
