import { and, eq } from 'drizzle-orm';
import { listingTitle } from '@fura/domain/listing-title';
import { routePath, type RouteName } from '@fura/domain/routes';
import { pageTitle } from '@fura/domain/titles';
import type { Db } from '../../db/connect';
import { articles, cmsPages, faqQuestions, users } from '../../db/schema';
import { isUuid } from '../../db/ids';
import type { HeadMeta } from './head';
import { laneMeta } from './lane-meta';
import { markdownExcerpt, noindex, routeMeta } from './route-meta';
import { guestVisibleListing } from '../../modules/listing/guest-visible';

/** «12.08.2026» of a stored yyyy-mm-dd. */
function russianDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}.${month}.${year}`;
}

/** A listing's page: its title when a guest may see it (one query), otherwise the generic one, not indexed. */
async function listingMeta(
  db: Db,
  generic: HeadMeta,
  id: string,
  type: 'order' | 'offer',
): Promise<HeadMeta> {
  if (!isUuid(id)) return noindex(generic);
  const [row] = await db
    .select({
      fromSettlement: articles.fromSettlement,
      toSettlement: articles.toSettlement,
      weightKg: articles.weightKg,
      budgetKopecks: articles.budgetKopecks,
      loadingDate: articles.loadingDate,
    })
    .from(articles)
    .innerJoin(users, eq(users.id, articles.authorId))
    .where(and(eq(articles.id, id), eq(articles.type, type), guestVisibleListing))
    .limit(1);
  const title = row ? listingTitle(row) : '';
  if (!row || !title) return noindex(generic);
  const kind = type === 'order' ? 'Заказ на перевозку' : 'Предложение перевозчика';
  const description = `${kind}: ${title}, загрузка ${russianDate(row.loadingDate)}. Биржа грузоперевозок «Фура».`;
  return {
    ...generic,
    title: pageTitle(title),
    description,
    ogType: 'article',
    structuredData: {
      kind: 'listing',
      listing: {
        type,
        path: routePath(type, { id }),
        name: title,
        description,
        fromSettlement: row.fromSettlement,
        toSettlement: row.toSettlement,
        budgetKopecks: row.budgetKopecks,
        loadingDate: row.loadingDate,
      },
    },
  };
}

async function cmsPageMeta(db: Db, generic: HeadMeta, slug: string): Promise<HeadMeta> {
  const [page] = await db
    .select({ title: cmsPages.title, description: cmsPages.description, body: cmsPages.body })
    .from(cmsPages)
    .where(eq(cmsPages.slug, slug))
    .limit(1);
  if (!page) return noindex(generic);
  const description = page.description.trim() || markdownExcerpt(page.body);
  return { ...generic, title: pageTitle(page.title), description: description || generic.description };
}

async function questionMeta(db: Db, generic: HeadMeta, slug: string): Promise<HeadMeta> {
  const [question] = await db
    .select({ question: faqQuestions.question, answer: faqQuestions.answer })
    .from(faqQuestions)
    .where(eq(faqQuestions.slug, slug))
    .limit(1);
  if (!question) return noindex(generic);
  return {
    ...generic,
    title: pageTitle(question.question),
    description: markdownExcerpt(question.answer) || generic.description,
    ogType: 'article',
  };
}

/**
 * The meta of a known route: one query for the pages that show data of their own, a few for a lane page (the lane
 * service's reads: lane-meta.ts).
 */
export async function pageMeta(db: Db, name: RouteName, params: Record<string, string>): Promise<HeadMeta> {
  const generic = routeMeta(name, params);
  switch (name) {
    case 'order':
    case 'offer':
      return listingMeta(db, generic, params.id ?? '', name);
    case 'page':
      return cmsPageMeta(db, generic, params.slug ?? '');
    case 'questions':
      return questionMeta(db, generic, params.slug ?? '');
    case 'lane':
      return laneMeta(db, generic, params.lane ?? '');
    default:
      return generic;
  }
}
