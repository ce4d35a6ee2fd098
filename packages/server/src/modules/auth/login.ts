import { normaliseLogin, type TLoginRequest } from '@fura/domain/auth';
import { AUTH_MESSAGES } from '@fura/domain/credentials';
import type { AppDeps } from '../../app-deps';
import { unauthorized } from '../../http/errors';
import { verifyAgainstDummy, verifyPassword } from './passwords';
import type { AuthResult } from './register';
import { findUserByEmail, findUserByPhone } from './repo';
import { openSession } from './sessions';

/**
 * Login by e-mail or phone. The same 401 whether the login is unknown or the password is wrong. A banned user logs in
 * too (issue 12): he reads why he is blocked, and every change is refused to him.
 */
export async function login(
  deps: Pick<AppDeps, 'db'>,
  input: TLoginRequest,
  userAgent: string | null,
): Promise<AuthResult> {
  const key = normaliseLogin(input.login);
  const user =
    'email' in key ? await findUserByEmail(deps.db, key.email) : await findUserByPhone(deps.db, key.phone);
  const matches = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !matches) throw unauthorized(AUTH_MESSAGES.wrongCredentials);
  const token = await openSession(deps.db, user.id, userAgent);
  return { user, token };
}
