import { AUTH_MESSAGES } from '@fura/domain/credentials';
import type { TPasswordChangeRequest } from '@fura/domain/user';
import type { AppDeps } from '../../app-deps';
import type { AuthContext } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { hashPassword, verifyPassword } from './passwords';
import { setPasswordHash } from './repo';
import { revokeOtherSessions } from './sessions';

/** Changes the password after checking the current one; every other session of the user is logged out. */
export async function changePassword(
  deps: Pick<AppDeps, 'db'>,
  auth: AuthContext,
  input: TPasswordChangeRequest,
): Promise<void> {
  const { oldPassword, password } = input.passObj;
  if (!(await verifyPassword(auth.user.passwordHash, oldPassword))) {
    throw badRequest(AUTH_MESSAGES.oldPasswordWrong, 'passObj.oldPassword');
  }
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    await setPasswordHash(tx, auth.user.id, passwordHash);
    await revokeOtherSessions(tx, auth.user.id, auth.sessionId);
  });
}
