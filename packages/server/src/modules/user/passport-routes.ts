import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { requireAuth } from '../../http/auth';
import { readPassportPhoto, sendPrivateImage } from './passport-photo';

/**
 * The owner's own passport photo (issue 12), as he uploaded it (re-encoded, no watermark). Under `/api`; a guest
 * gets 401, and there is no way to ask for anyone else's: the admins' copy is /api/admin/moderation/photo/:userId.
 */
export function registerPassportRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/user/passport-photo', async (request, reply) => {
    const { user } = await requireAuth(deps.db, request);
    return sendPrivateImage(reply, await readPassportPhoto(deps.storage, user));
  });
}
