import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZSearchRequest, ZSearchResponse } from '@fura/domain/search';
import type { AppDeps } from '../../app-deps';
import { guestSearchRateLimit } from './guest-limit';
import { searchArticles } from './search-service';

/**
 * `POST /api/article/search` (under the `/api` prefix): open to everyone, guests included (SPEC §2 lists the search
 * pages as public). A guest's searches are limited per address (guest-limit.ts).
 */
export function registerSearchRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/article/search',
    {
      schema: { body: ZSearchRequest, response: { 200: ZSearchResponse } },
      config: { rateLimit: guestSearchRateLimit(deps.db) },
    },
    async (request) => {
      const page = await searchArticles(deps.db, request.body);
      return { error: false as const, ...page };
    },
  );
}
