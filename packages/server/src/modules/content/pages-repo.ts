import { eq } from 'drizzle-orm';
import { CONTENT_MESSAGES, SLUG_PATTERN, type TPage } from '@fura/domain/content';
import type { Db } from '../../db/connect';
import { cmsPages, type CmsPageRow } from '../../db/schema';
import { notFound } from '../../http/errors';
import { presentPage } from './present';

/** A slug as stored: anything else (control characters, Cyrillic, a path) names no page and never reaches SQL. */
export function isSlug(value: string): boolean {
  return value.length <= 80 && SLUG_PATTERN.test(value);
}

export async function findPageRow(db: Db, slug: string): Promise<CmsPageRow | null> {
  if (!isSlug(slug)) return null;
  const [row] = await db.select().from(cmsPages).where(eq(cmsPages.slug, slug)).limit(1);
  return row ?? null;
}

/** The page of /page/{slug}; 404 «Страница не найдена» for an unknown or malformed slug. */
export async function readPage(db: Db, slug: string): Promise<TPage> {
  const row = await findPageRow(db, slug);
  if (!row) throw notFound(CONTENT_MESSAGES.pageNotFound);
  return presentPage(row);
}
