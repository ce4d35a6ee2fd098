import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZCallbackListRequest,
  ZCallbackListResponse,
  ZCallbackMarkRequest,
  ZCallbackMarkResponse,
} from '@fura/domain/admin-callbacks';
import type { AppDeps } from '../../../app-deps';
import { requireAdmin } from '../../../http/auth';
import { listCallbacks, markCallback } from './callbacks';

/** /api/admin/callbacks/* (issue 12): the visitors' callback requests and the «обработан» mark. Under `/api`. */
export function registerAdminCallbacksRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/admin/callbacks/list',
    { schema: { body: ZCallbackListRequest, response: { 200: ZCallbackListResponse } } },
    async (request) => {
      await requireAdmin(deps.db, request);
      return { error: false as const, ...(await listCallbacks(deps.db, request.body)) };
    },
  );

  api.post(
    '/admin/callbacks/mark',
    { schema: { body: ZCallbackMarkRequest, response: { 200: ZCallbackMarkResponse } } },
    async (request) => {
      const { user: admin } = await requireAdmin(deps.db, request);
      return { error: false as const, callback: await markCallback(deps, admin, request.body) };
    },
  );
}
