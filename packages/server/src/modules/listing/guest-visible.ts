import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import { articles, users } from '../../db/schema';

/**
 * Listings a guest may open, on `articles` joined with their authors (`users`): published (status 2), the author not
 * banned and his company not barred by the register (issue 29), an offer only while its carrier's tariff is active —
 * the SQL of modules/article/offer-visibility.ts and of the search. The sitemap, the page heads and the lane pages
 * (issue 28) read it.
 */
export const guestVisibleListing = and(
  eq(articles.status, 2),
  eq(users.isBan, false),
  eq(users.companyBlocked, false),
  or(eq(articles.type, 'order'), and(isNotNull(users.tariff), sql`${users.tariffExpiresAt} > now()`)),
);
