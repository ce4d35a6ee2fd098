import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZSetDeliveredRequest,
  ZSetDeliveredResponse,
  ZSetLocationRequest,
  ZSetLocationResponse,
} from '@fura/domain/deal-schemas';
import type { AppDeps } from '../../app-deps';
import { requireAuth } from '../../http/auth';
import { setDeliveredCargo } from './delivered';
import { setLocation } from './set-location';

/** setDeliveredCargo, setLocation. Under the `/api` prefix. */
export function registerDealDeliveryRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preValidation = async (request: FastifyRequest) => {
    await requireAuth(deps.db, request);
  };

  api.post(
    '/article/setDeliveredCargo',
    { preValidation, schema: { body: ZSetDeliveredRequest, response: { 200: ZSetDeliveredResponse } } },
    async (request) => {
      const { user } = await requireAuth(deps.db, request);
      const { articleId, deliveredUser, socketId } = request.body;
      const result = await setDeliveredCargo(deps, user, {
        articleId,
        deliveredUser,
        socketId: socketId ?? null,
      });
      return { error: false as const, ...result };
    },
  );

  api.post(
    '/article/setLocation',
    { preValidation, schema: { body: ZSetLocationRequest, response: { 200: ZSetLocationResponse } } },
    async (request) => {
      const { user } = await requireAuth(deps.db, request);
      const result = await setLocation(deps, user, request.body.position);
      return { error: false as const, ...result };
    },
  );
}
