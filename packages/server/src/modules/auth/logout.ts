import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { tokenFromRequest } from '../../http/auth';
import { revokeSessionByToken } from './sessions';

/** Revokes the session of the request's token (bearer or cookie); a guest's logout does nothing. */
export async function logout(deps: Pick<AppDeps, 'db'>, request: FastifyRequest): Promise<void> {
  const token = tokenFromRequest(request);
  if (token && token.length <= 200) await revokeSessionByToken(deps.db, token);
}
