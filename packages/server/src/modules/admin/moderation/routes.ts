import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZModerationDecideAnswer,
  ZModerationDecideRequest,
  ZModerationQueueRequest,
  ZModerationQueueResponse,
} from '@fura/domain/passport';
import type { AppDeps } from '../../../app-deps';
import { requireAdmin } from '../../../http/auth';
import { sendPrivateImage } from '../../user/passport-photo';
import { decidePassport } from './decide';
import { decideVehicle } from './decide-vehicle';
import { passportPhotoForReview } from './photo';
import { listModerationQueue } from './queue';
import { vehicleDocForReview } from './vehicle-photo';

/**
 * The console's passport moderation (issue 12) and vehicle check (issue 29): the queue, the watermarked photo, the
 * decision. Under `/api`; every
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
    { schema: { body: ZModerationDecideRequest, response: { 200: ZModerationDecideAnswer } } },
    async (request) => {
      const { user: admin } = await requireAdmin(deps.db, request);
      const { kind, userId = '', templateId = '', uploadedAt, decision, comment } = request.body;
      if (kind === 'vehicle') {
        const checkStatus = await decideVehicle(deps, admin, { templateId, uploadedAt, decision, comment });
        return { error: false as const, kind, templateId, checkStatus };
      }
      const passportStatus = await decidePassport(deps, admin, { userId, uploadedAt, decision, comment });
      return { error: false as const, userId, passportStatus };
    },
  );

  app.get<{ Params: { userId: string } }>('/admin/moderation/photo/:userId', async (request, reply) => {
    await requireAdmin(deps.db, request);
    return sendPrivateImage(reply, await passportPhotoForReview(deps, request.params.userId));
  });

  // Issue 29: a vehicle's documents, `doc` = sts | lease.
  app.get<{ Params: { templateId: string; doc: string } }>(
    '/admin/moderation/vehicle-photo/:templateId/:doc',
    async (request, reply) => {
      await requireAdmin(deps.db, request);
      const { templateId, doc } = request.params;
      return sendPrivateImage(reply, await vehicleDocForReview(deps, templateId, doc));
    },
  );
}
