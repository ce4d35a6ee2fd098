import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZSearchRequest, ZSearchResponse } from '@fura/domain/search';
import type { AppDeps } from '../../app-deps';
import { requireAuth } from '../../http/auth';
import { searchArticles } from './search-service';

/** `POST /api/article/search` (under the `/api` prefix): logged-in users, banned ones included. */
export function registerSearchRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // A guest gets 401 before the body is validated.
  const preValidation = async (request: FastifyRequest) => {
    await requireAuth(deps.db, request);
  };

  api.post(
    '/article/search',
    { preValidation, schema: { body: ZSearchRequest, response: { 200: ZSearchResponse } } },
    async (request) => {
      const page = await searchArticles(deps.db, request.body);
      return { error: false as const, ...page };
    },
  );
}
