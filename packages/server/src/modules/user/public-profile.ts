import type { AppDeps } from '../../app-deps';
import type { UserRow } from '../../db/schema';
import { notFound } from '../../http/errors';
import { USER_MESSAGES } from './messages';
import { findUserById } from './repo';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Anyone may look at a profile; the route presents it with the public whitelist. */
export async function findPublicProfile(deps: Pick<AppDeps, 'db'>, userId: string): Promise<UserRow> {
  const user = UUID.test(userId) ? await findUserById(deps.db, userId) : null;
  if (!user) throw notFound(USER_MESSAGES.notFound);
  return user;
}
