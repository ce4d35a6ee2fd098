import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import { MODERATION_PAGE_SIZE, type TModerationQueueItem } from '@fura/domain/passport';
import { USER_ROLES } from '@fura/domain/users';
import type { Db } from '../../../db/connect';
import { users } from '../../../db/schema';

const waiting = and(
  eq(users.passportStatus, 'pending'),
  isNotNull(users.passportPhoto),
  isNotNull(users.passportUploadedAt),
);

interface QueueRow {
  id: string;
  firstName: string;
  lastName: string;
  type: string;
  email: string;
  passportUploadedAt: Date | null;
}

/** An admin sees the e-mail: the console's users are the site's own staff. */
function presentQueueItem(row: QueueRow): TModerationQueueItem {
  return {
    userId: row.id,
    name: { first: row.firstName, last: row.lastName },
    type: USER_ROLES.find((role) => role === row.type) ?? 'cargo',
    email: row.email,
    uploadedAt: (row.passportUploadedAt ?? new Date(0)).toISOString(),
  };
}

/** One page of the passports waiting for a decision, the oldest upload first (ties by user id, for stable pages). */
export async function listModerationQueue(
  db: Db,
  page: number,
): Promise<{ items: TModerationQueueItem[]; countAll: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        type: users.type,
        email: users.email,
        passportUploadedAt: users.passportUploadedAt,
      })
      .from(users)
      .where(waiting)
      .orderBy(asc(users.passportUploadedAt), asc(users.id))
      .limit(MODERATION_PAGE_SIZE)
      .offset((page - 1) * MODERATION_PAGE_SIZE),
    db.select({ value: count() }).from(users).where(waiting),
  ]);
  return { items: rows.map(presentQueueItem), countAll: total?.value ?? 0 };
}
