import { asc, desc, eq } from 'drizzle-orm';
import { SITEMAP_LANES_LIMIT } from '@fura/domain/lane-schemas';
import { ROUTES, routePath } from '@fura/domain/routes';
import type { Db } from '../../db/connect';
import { articles, cmsPages, faqQuestions, users } from '../../db/schema';
import { busiestLanes } from '../../modules/lane/service';
import { guestVisibleListing } from '../../modules/listing/guest-visible';
import { SITEMAP_MAX_URLS, type SitemapEntry } from './sitemap-xml';

/** The public pages without parameters a search engine should know. */
export const SITEMAP_STATIC_PATHS = [
  ROUTES.main.path,
  ROUTES.cargo.path,
  ROUTES.carrier.path,
  ROUTES.faq.path,
  ROUTES.tariffs.path,
  ROUTES.downloadApp.path,
  ROUTES.searchOrder.path,
  ROUTES.searchOffer.path,
];

/**
 * Every address of the sitemap: the static pages, the CMS pages, the FAQ questions, the busiest lanes with open
 * listings (issue 28), then the newest published listings up to the file's limit of SITEMAP_MAX_URLS.
 */
export async function sitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const [pages, questions, lanes] = await Promise.all([
    db
      .select({ slug: cmsPages.slug, updatedAt: cmsPages.updatedAt })
      .from(cmsPages)
      .orderBy(asc(cmsPages.slug)),
    db
      .select({ slug: faqQuestions.slug, updatedAt: faqQuestions.updatedAt })
      .from(faqQuestions)
      .orderBy(asc(faqQuestions.slug)),
    busiestLanes(db, SITEMAP_LANES_LIMIT),
  ]);
  const entries: SitemapEntry[] = [
    ...SITEMAP_STATIC_PATHS.map((path) => ({ path, lastmod: null })),
    ...pages.map((page) => ({ path: `/page/${encodeURIComponent(page.slug)}`, lastmod: page.updatedAt })),
    ...questions.map((question) => ({
      path: `/questions/${encodeURIComponent(question.slug)}`,
      lastmod: question.updatedAt,
    })),
    ...lanes.map((lane) => ({ path: routePath('lane', { lane: lane.slug }), lastmod: lane.updatedAt })),
  ];
  const room = SITEMAP_MAX_URLS - entries.length;
  if (room <= 0) return entries.slice(0, SITEMAP_MAX_URLS);
  const listings = await db
    .select({ id: articles.id, type: articles.type, updatedAt: articles.updatedAt })
    .from(articles)
    .innerJoin(users, eq(users.id, articles.authorId))
    .where(guestVisibleListing)
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(room);
  for (const listing of listings) {
    entries.push({
      path: `/${listing.type === 'offer' ? 'offer' : 'order'}/${listing.id}`,
      lastmod: listing.updatedAt,
    });
  }
  return entries;
}
