import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { userCompanies, users, type UserRow } from '../../db/schema';
import { isUuid } from '../../db/ids';
import { notFound } from '../../http/errors';
import { USER_MESSAGES } from './messages';
import { findUserById } from './repo';
import { companyJoin, trustColumns, type TrustRow } from './trust-columns';

/** Anyone may look at a profile; the route presents it with the public whitelist. */
export async function findPublicProfile(deps: Pick<AppDeps, 'db'>, userId: string): Promise<UserRow> {
  const user = isUuid(userId) ? await findUserById(deps.db, userId) : null;
  if (!user) throw notFound(USER_MESSAGES.notFound);
  return user;
}

/** The profile page's user with the trust line's columns (his company, completed deals), in one statement. */
export async function findPublicProfileWithTrust(
  deps: Pick<AppDeps, 'db'>,
  userId: string,
): Promise<{ user: UserRow; trust: TrustRow }> {
  const [row] = isUuid(userId)
    ? await deps.db
        .select({ user: users, trust: trustColumns })
        .from(users)
        .leftJoin(userCompanies, companyJoin)
        .where(eq(users.id, userId))
        .limit(1)
    : [];
  if (!row) throw notFound(USER_MESSAGES.notFound);
  return { user: row.user, trust: { ...row.user, ...row.trust } };
}
