import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZModerationDecideRequest,
  ZModerationDecideResponse,
  ZModerationQueueRequest,
  ZModerationQueueResponse,
} from '@fura/domain/passport';
import type { AppDeps } from '../../../app-deps';
import { requireAdmin } from '../../../http/auth';
import { sendPrivateImage } from '../../user/passport-photo';
import { decidePassport } from './decide';
import { passportPhotoForReview } from './photo';
import { listModerationQueue } from './queue';

/**
 * The console's passport moderation (issue 12): the queue, the watermarked photo, the decision. Under `/api`; every
 * route starts with requireAdmin (401 guest, 404 anyone but an admin).
 */
export function registerAdminModerationRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/admin/moderation/queue',
    { schema: { body: ZModerationQueueRequest, response: { 200: ZModerationQueueResponse } } },
    async (request) => {
      await requireAdmin(deps.db, request);
      const { page } = request.body;
      return { error: false as const, page, ...(await listModerationQueue(deps.db, page)) };
    },
  );

  api.post(
    '/admin/moderation/decide',
    { schema: { body: ZModerationDecideRequest, response: { 200: ZModerationDecideResponse } } },
    async (request) => {
      const { user: admin } = await requireAdmin(deps.db, request);
      const passportStatus = await decidePassport(deps, admin, request.body);
      return { error: false as const, userId: request.body.userId, passportStatus };
    },
  );

  app.get<{ Params: { userId: string } }>('/admin/moderation/photo/:userId', async (request, reply) => {
    await requireAdmin(deps.db, request);
    return sendPrivateImage(reply, await passportPhotoForReview(deps, request.params.userId));
  });
}
