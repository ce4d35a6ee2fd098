import { isDeepStrictEqual } from 'node:util';
import { asc, eq } from 'drizzle-orm';
import { CONTENT_MESSAGES, type TPage, type TPageSave } from '@fura/domain/content';
import type { TAdminPagesResponse } from '@fura/domain/admin-content';
import type { AppDeps } from '../../../app-deps';
import type { Db } from '../../../db/connect';
import { cmsPages, type CmsPageRow, type UserRow } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { conflict, notFound } from '../../../http/errors';
import { uniqueViolationConstraint } from '../../../db/unique-violation';
import { isSlug } from '../../content/pages-repo';
import { presentPage } from '../../content/present';
import { writeAudit } from '../audit/write-audit';
import { assertAdmin } from '../site/policy';

type ContentDeps = Pick<AppDeps, 'db' | 'bus'>;

/** What the audit log keeps of a page: everything a visitor sees of it. */
function auditedPage(row: Pick<CmsPageRow, 'slug' | 'title' | 'description' | 'body'>) {
  return { slug: row.slug, title: row.title, description: row.description, body: row.body };
}

async function lockPage(tx: Db, slug: string): Promise<CmsPageRow | null> {
  if (!isSlug(slug)) return null;
  const [row] = await tx.select().from(cmsPages).where(eq(cmsPages.slug, slug)).for('update');
  return row ?? null;
}

export async function listAdminPages(db: Db, admin: UserRow): Promise<TAdminPagesResponse['pages']> {
  assertAdmin(admin);
  const rows = await db
    .select({ slug: cmsPages.slug, title: cmsPages.title, updatedAt: cmsPages.updatedAt })
    .from(cmsPages)
    .orderBy(asc(cmsPages.slug));
  return rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() }));
}

export async function getAdminPage(db: Db, admin: UserRow, slug: string): Promise<TPage> {
  assertAdmin(admin);
  const row = isSlug(slug)
    ? (await db.select().from(cmsPages).where(eq(cmsPages.slug, slug)).limit(1))[0]
    : undefined;
  if (!row) throw notFound(CONTENT_MESSAGES.pageNotFound);
  return presentPage(row);
}

/**
 * Creates a page, or edits the one `originalSlug` names — renaming it when `slug` differs. A slug another page has
 * → 409 «Такой адрес уже занят» (checked under the row lock, and by the primary key when two saves race). An empty
 * `originalSlug` means a new page. An edit that changes nothing writes nothing.
 */
export async function saveAdminPage(deps: ContentDeps, admin: UserRow, input: TPageSave): Promise<TPage> {
  assertAdmin(admin);
  const originalSlug = input.originalSlug?.trim() || null;
  try {
    return await inTransaction(deps.db, deps.bus, async (tx) => {
      const before = originalSlug === null ? null : await lockPage(tx, originalSlug);
      if (originalSlug !== null && !before) throw notFound(CONTENT_MESSAGES.pageNotFound);
      const next = { slug: input.slug, title: input.title, description: input.description, body: input.body };
      if (before && isDeepStrictEqual(auditedPage(before), next)) return presentPage(before);
      if (next.slug !== before?.slug) {
        const [taken] = await tx
          .select({ slug: cmsPages.slug })
          .from(cmsPages)
          .where(eq(cmsPages.slug, next.slug));
        if (taken) throw conflict(CONTENT_MESSAGES.slugTaken, 'slug');
      }
      const values = { ...next, updatedAt: new Date(), updatedBy: admin.id };
      const [row] = before
        ? await tx.update(cmsPages).set(values).where(eq(cmsPages.slug, before.slug)).returning()
        : await tx.insert(cmsPages).values(values).onConflictDoNothing().returning();
      if (!row) throw conflict(CONTENT_MESSAGES.slugTaken, 'slug');
      await writeAudit(tx, {
        adminId: admin.id,
        action: before ? 'pageEdit' : 'pageCreate',
        comment: `/page/${row.slug}`,
        before: before ? auditedPage(before) : null,
        after: auditedPage(row),
      });
      return presentPage(row);
    });
  } catch (error) {
    if (uniqueViolationConstraint(error) !== null) throw conflict(CONTENT_MESSAGES.slugTaken, 'slug');
    throw error;
  }
}

/**
 * Deletes a page; its address then answers «Страница не найдена». Links to it (the menu, the settings) are left as
 * they are; a seeded page (about, terms, privacy, geolocation) comes back with its default text at the next start.
 */
export async function deleteAdminPage(deps: ContentDeps, admin: UserRow, slug: string): Promise<void> {
  assertAdmin(admin);
  await inTransaction(deps.db, deps.bus, async (tx) => {
    const before = await lockPage(tx, slug);
    if (!before) throw notFound(CONTENT_MESSAGES.pageNotFound);
    await tx.delete(cmsPages).where(eq(cmsPages.slug, before.slug));
    await writeAudit(tx, {
      adminId: admin.id,
      action: 'pageDelete',
      comment: `/page/${before.slug}`,
      before: auditedPage(before),
    });
  });
}
