import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { AUDIT_PER_PAGE, type TAuditEntry } from '@fura/domain/admin-audit';
import type { TAdminUserRef } from '@fura/domain/admin-refs';
import type { Db } from '../../../db/connect';
import { adminAudit, articles, users, type AdminAuditRow } from '../../../db/schema';
import { articleTypeOf } from '../../listing/article-type';
import { loadUserRefs, refOf, userRef } from './user-refs';

export interface AuditFilter {
  page: number;
  adminId?: string | null;
  action?: string | null;
  userId?: string | null;
}

type ArticleRef = NonNullable<TAuditEntry['targetArticle']>;

async function loadArticleRefs(db: Db, rows: readonly AdminAuditRow[]): Promise<Map<string, ArticleRef>> {
  const ids = [...new Set(rows.flatMap((row) => (row.targetArticleId ? [row.targetArticleId] : [])))];
  if (ids.length === 0) return new Map();
  const found = await db
    .select({
      id: articles.id,
      type: articles.type,
      from: articles.fromSettlement,
      to: articles.toSettlement,
    })
    .from(articles)
    .where(inArray(articles.id, ids));
  return new Map(
    found.map((row) => [row.id, { _id: row.id, type: articleTypeOf(row), route: `${row.from} → ${row.to}` }]),
  );
}

function present(
  row: AdminAuditRow,
  users: Map<string, TAdminUserRef>,
  listings: Map<string, ArticleRef>,
): TAuditEntry {
  const article = row.targetArticleId;
  return {
    _id: row.id,
    action: row.action,
    admin: refOf(users, row.adminId),
    targetUser: refOf(users, row.targetUserId),
    // A listing deleted since is still named by its id.
    targetArticle: article ? (listings.get(article) ?? { _id: article, type: null, route: null }) : null,
    comment: row.comment,
    before: row.before ?? null,
    after: row.after ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One page of the log, newest first, by admin, action and the user the action was about. */
export async function listAudit(
  db: Db,
  filter: AuditFilter,
): Promise<{ entries: TAuditEntry[]; countAll: number }> {
  const where = and(
    filter.adminId ? eq(adminAudit.adminId, filter.adminId) : undefined,
    filter.action ? eq(adminAudit.action, filter.action) : undefined,
    filter.userId ? eq(adminAudit.targetUserId, filter.userId) : undefined,
  );
  const rows = await db
    .select()
    .from(adminAudit)
    .where(where)
    .orderBy(desc(adminAudit.createdAt), desc(adminAudit.id))
    .limit(AUDIT_PER_PAGE)
    .offset((filter.page - 1) * AUDIT_PER_PAGE);
  const [count] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(adminAudit)
    .where(where);
  const people = await loadUserRefs(
    db,
    rows.flatMap((row) => [row.adminId, row.targetUserId]),
  );
  const listings = await loadArticleRefs(db, rows);
  return { entries: rows.map((row) => present(row, people, listings)), countAll: count?.value ?? 0 };
}

/** The admins for the log's filter: today's admins and anyone who acted as one (his role may have gone since). */
export async function listAuditAdmins(db: Db): Promise<TAdminUserRef[]> {
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, type: users.type })
    .from(users)
    .where(
      or(
        eq(users.type, 'admin'),
        inArray(users.id, db.selectDistinct({ id: adminAudit.adminId }).from(adminAudit)),
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows.map(userRef);
}
