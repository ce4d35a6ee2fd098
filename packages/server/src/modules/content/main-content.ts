import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { TMainContent, TOrderTeaser } from '@fura/domain/content';
import type { Db } from '../../db/connect';
import { articles, users } from '../../db/schema';

/** How many published orders the main page shows as a teaser. */
export const LATEST_ORDERS_COUNT = 6;

/**
 * The live figures, counted by the rules of search (modules/search/search-query.ts): a banned author's listings are
 * hidden, and so are a company-blocked author's (issue 29) and the offers of carriers without an active tariff (SPEC
 * §6). Completed deals: listings in status 5.
 */
function readFigures(db: Db) {
  const count = (query: SQL) => sql<number>`(${query})`.mapWith(Number);
  const activeTariff = sql`not u.is_ban and u.tariff is not null and u.tariff_expires_at > now()`;
  const listed = sql`not u.is_ban and not u.company_blocked`;
  return db
    .select({
      orders: count(sql`select count(*) from articles a join users u on u.id = a.author_id
        where a.type = 'order' and a.status = 2 and ${listed}`),
      offers: count(sql`select count(*) from articles a join users u on u.id = a.author_id
        where a.type = 'offer' and a.status = 2 and ${activeTariff} and ${listed}`),
      carriers: count(sql`select count(*) from users u where u.type = 'carrier' and ${activeTariff}`),
      deals: count(sql`select count(*) from articles a where a.status = 5`),
    })
    .from(sql`(select 1) as one`);
}

/** The newest published orders with only what a guest may see: the route's settlements, date, cargo, weight, price. */
function readLatestOrders(db: Db) {
  return db
    .select({
      _id: articles.id,
      from: articles.fromSettlement,
      to: articles.toSettlement,
      loadingDate: articles.loadingDate,
      cargoTypes: articles.cargoTypes,
      weightKg: articles.weightKg,
      budgetKopecks: articles.budgetKopecks,
    })
    .from(articles)
    .innerJoin(users, eq(users.id, articles.authorId))
    .where(
      and(
        sql`${articles.type} = 'order'`,
        sql`${articles.status} = 2`,
        eq(users.isBan, false),
        eq(users.companyBlocked, false),
      ),
    )
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(LATEST_ORDERS_COUNT);
}

/** GET /api/content/main: two statements (run side by side), read per request (no cache), no author data. */
export async function readMainContent(db: Db): Promise<TMainContent> {
  const [figures, latest] = await Promise.all([readFigures(db), readLatestOrders(db)]);
  const latestOrders: TOrderTeaser[] = latest.map((row) => ({ ...row }));
  return { figures: figures[0] ?? { orders: 0, offers: 0, carriers: 0, deals: 0 }, latestOrders };
}
