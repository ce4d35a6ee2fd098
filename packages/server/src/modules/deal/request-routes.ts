import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZArticleResponse } from '@fura/domain/article-schemas';
import {
  ZCreateRequestRequest,
  ZDeleteRequestRequest,
  ZDeleteRequestResponse,
  ZOfferOrderRequest,
  ZOfferOrderResponse,
  ZRequestResponse,
  ZSetRequestCancelRequest,
  ZUpdateRequestRequest,
} from '@fura/domain/deal-schemas';
import type { AppDeps } from '../../app-deps';
import { requireAuth } from '../../http/auth';
import { createRequest } from './create-request';
import { deleteRequest } from './delete-request';
import { offerOrder } from './offer-order';
import { setRequestCancel } from './request-cancel';
import { updateRequest } from './update-request';

/** createRequest, updateRequest, deleteRequest, setRequestCancel, offerOrder. Under the `/api` prefix. */
export function registerDealRequestRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // A guest gets 401 before the body is validated; the resolved session is cached for the handler.
  const preValidation = async (request: FastifyRequest) => {
    await requireAuth(deps.db, request);
  };

  api.post(
    '/article/createRequest',
    { preValidation, schema: { body: ZCreateRequestRequest, response: { 200: ZRequestResponse } } },
    async (request) => {
      const { user } = await requireAuth(deps.db, request);
      const { articleId, socketId } = request.body;
      const created = await createRequest(deps, user, {
        articleId,
        request: request.body.request,
        socketId: socketId ?? null,
      });
      return { error: false as const, request: created };
    },
  );

  api.post(
    '/article/updateRequest',
    { preValidation, schema: { body: ZUpdateRequestRequest, response: { 200: ZRequestResponse } } },
    async (request) => {
      const { user } = await requireAuth(deps.db, request);
      const { requestId, socketId } = request.body;
      const updated = await updateRequest(deps, user, {
        requestId,
        request: request.body.request,
        socketId: socketId ?? null,
      });
      return { error: false as const, request: updated };
    },
  );

  api.post(
    '/article/deleteRequest',
    { preValidation, schema: { body: ZDeleteRequestRequest, response: { 200: ZDeleteRequestResponse } } },
    async (request) => {
      const { user } = await requireAuth(deps.db, request);
      const { requestId, socketId } = request.body;
      const deleted = await deleteRequest(deps, user, { requestId, socketId: socketId ?? null });
      return { error: false as const, ...deleted };
    },
  );

  api.post(
    '/article/setRequestCancel',
    { preValidation, schema: { body: ZSetRequestCancelRequest, response: { 200: ZArticleResponse } } },
    async (request) => {
      const { user } = await requireAuth(deps.db, request);
      const { articleId, deliveredUser, socketId } = request.body;
      const article = await setRequestCancel(deps, user, {
        articleId,
        deliveredUser,
        socketId: socketId ?? null,
      });
      return { error: false as const, article };
    },
  );

  api.post(
    '/article/offerOrder',
    { preValidation, schema: { body: ZOfferOrderRequest, response: { 200: ZOfferOrderResponse } } },
    async (request) => {
      const { user } = await requireAuth(deps.db, request);
      const { orderId, carrierId } = request.body;
      const offered = await offerOrder(deps, user, { orderId, carrierId });
      return { error: false as const, ...offered };
    },
  );
}
