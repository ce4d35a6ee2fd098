import { and, count, desc, eq, ilike, like, not, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_USERS_PER_PAGE, type TUserSearchRequest } from '@fura/domain/admin-users';
import type { AppDeps } from '../../../app-deps';
import { users, type UserRow } from '../../../db/schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The query as a LIKE pattern: its own `%`, `_` and `\` match themselves. */
function contains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** What a phone is typed with: digits, spaces, «+», brackets, dashes and dots. */
const PHONE_TEXT = /^[\d\s+().-]+$/;

/**
 * Phones are stored as 11 digits from 7: «8 (999) 123» looks for 7999123. Only a query written like a phone looks in
 * phones: the digits of an e-mail or a name («ivan1986@…») are not a phone number.
 */
function phoneDigits(query: string): string | null {
  if (!PHONE_TEXT.test(query)) return null;
  const digits = query.replace(/\D/g, '');
  if (digits.length < 3) return null;
  return digits.length === 11 && digits.startsWith('8') ? `7${digits.slice(1)}` : digits;
}

/** An id finds its user; anything else is looked for in the name (either order), the e-mail and the phone. */
function textCondition(query: string): SQL | undefined {
  if (!query) return undefined;
  if (UUID.test(query)) return eq(users.id, query.toLowerCase());
  const pattern = contains(query);
  const digits = phoneDigits(query);
  return or(
    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
    ilike(sql`${users.lastName} || ' ' || ${users.firstName}`, pattern),
    ilike(users.email, pattern),
    ...(digits ? [like(users.phone, contains(digits))] : []),
  );
}

/**
 * An active tariff as domain's `hasActiveTariff` reads it: not banned, with a tariff that has not ended. Never null
 * (a missing end counts as ended), so that its negation finds every carrier without one.
 */
function activeTariff(now: Date): SQL {
  return sql`(${users.isBan} = false and ${users.tariff} is not null
    and coalesce(${users.tariffExpiresAt} > ${now.toISOString()}::timestamptz, false))`;
}

function searchWhere(filters: TUserSearchRequest, now: Date): SQL | undefined {
  const conditions = [textCondition(filters.query)];
  if (filters.role) conditions.push(eq(users.type, filters.role));
  if (typeof filters.banned === 'boolean') conditions.push(eq(users.isBan, filters.banned));
  if (filters.passport) conditions.push(eq(users.passportStatus, filters.passport));
  if (filters.tariff) {
    const active = activeTariff(now);
    conditions.push(eq(users.type, 'carrier'), filters.tariff === 'active' ? active : not(active));
  }
  return and(...conditions);
}

/** The console's user list: 20 a page, the newest registrations first. */
export async function searchUsers(
  deps: Pick<AppDeps, 'db'>,
  filters: TUserSearchRequest,
  now: Date = new Date(),
): Promise<{ rows: UserRow[]; countAll: number }> {
  const where = searchWhere(filters, now);
  const rows = await deps.db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(ADMIN_USERS_PER_PAGE)
    .offset((filters.page - 1) * ADMIN_USERS_PER_PAGE);
  const [total] = await deps.db.select({ n: count() }).from(users).where(where);
  return { rows, countAll: total?.n ?? 0 };
}
