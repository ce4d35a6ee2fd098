import type { TResetRequest } from '@fura/domain/auth';
import { AUTH_MESSAGES } from '@fura/domain/credentials';
import type { AppDeps } from '../../app-deps';
import { hashToken } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { hashPassword } from './passwords';
import { claimPasswordReset, findLivePasswordReset, setPasswordHash, spendAllPasswordResets } from './repo';
import { revokeAllSessions } from './sessions';

/** Sets a new password by a live reset token, spends the token and logs the user out everywhere. */
export async function resetPassword(deps: Pick<AppDeps, 'db'>, input: TResetRequest): Promise<void> {
  const tokenHash = hashToken(input.token);
  const invalid = () => badRequest(AUTH_MESSAGES.resetInvalid, 'token');
  // A cheap look-up first, so that junk tokens cost no password hashing.
  if (!(await findLivePasswordReset(deps.db, tokenHash, new Date()))) throw invalid();
  const passwordHash = await hashPassword(input.password);
  const done = await deps.db.transaction(async (tx) => {
    const now = new Date();
    const userId = await claimPasswordReset(tx, tokenHash, now);
    if (!userId) return false;
    await setPasswordHash(tx, userId, passwordHash);
    await spendAllPasswordResets(tx, userId, now);
    await revokeAllSessions(tx, userId);
    return true;
  });
  if (!done) throw invalid();
}
