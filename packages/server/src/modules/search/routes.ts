import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZCorridorRequest, ZCorridorResponse } from '@fura/domain/corridor-search';
import { ZSearchRequest, ZSearchResponse } from '@fura/domain/search';
import type { AppDeps } from '../../app-deps';
import { guestSearchRateLimit } from './guest-limit';
import { searchCorridor } from './corridor-service';
import { searchArticles } from './search-service';

/**
 * `POST /api/article/search` (under the `/api` prefix): open to everyone, guests included (SPEC §2 lists the search
 * pages as public). A guest's searches are limited per address (guest-limit.ts). `POST /api/article/corridor` likewise.
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

  /** «По пути» and «Обратный груз» (issue 26): open to guests under the same limit as the search. */
  api.post(
    '/article/corridor',
    {
      schema: { body: ZCorridorRequest, response: { 200: ZCorridorResponse } },
      config: { rateLimit: guestSearchRateLimit(deps.db) },
    },
    async (request) => {
      const page = await searchCorridor(deps, request.body);
      return { error: false as const, ...page };
    },
  );
}
