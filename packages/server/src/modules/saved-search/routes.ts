import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZOk } from '@fura/domain/errors';
import { moscowToday } from '@fura/domain/loading-date';
import { MAX_SAVED_SEARCHES } from '@fura/domain/saved-searches';
import {
  ZSavedSearchCreate,
  ZSavedSearchId,
  ZSavedSearchListResponse,
  ZSavedSearchMatchesResponse,
  ZSavedSearchResponse,
  ZSavedSearchUpdate,
} from '@fura/domain/saved-search-schemas';
import type { AppDeps } from '../../app-deps';
import { requireAuth } from '../../http/auth';
import { createSavedSearch } from './create-saved-search';
import { openMatches } from './open-matches';
import { presentSavedSearch } from './present';
import { removeSavedSearch } from './remove-saved-search';
import { listSearches } from './repo';
import { updateSavedSearch } from './update-saved-search';

/** «Мои поиски» (issue 27): POST /api/saved-search/{list,create,update,delete,matches}, the owner's only. */
export function registerSavedSearchRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // A guest hears 401 before the body is validated.
  const onRequest = async (request: FastifyRequest) => {
    await requireAuth(deps.db, request);
  };

  api.post(
    '/saved-search/list',
    { onRequest, schema: { response: { 200: ZSavedSearchListResponse } } },
    async (request) => {
      const auth = await requireAuth(deps.db, request);
      const rows = await listSearches(deps.db, auth.user.id, moscowToday(new Date()));
      return {
        error: false as const,
        searches: rows.map((entry) => presentSavedSearch(entry.row, entry.newCount)),
        max: MAX_SAVED_SEARCHES,
      };
    },
  );

  api.post(
    '/saved-search/create',
    { onRequest, schema: { body: ZSavedSearchCreate, response: { 200: ZSavedSearchResponse } } },
    async (request) => {
      const auth = await requireAuth(deps.db, request);
      return { error: false as const, search: await createSavedSearch(deps, auth.user, request.body) };
    },
  );

  api.post(
    '/saved-search/update',
    { onRequest, schema: { body: ZSavedSearchUpdate, response: { 200: ZSavedSearchResponse } } },
    async (request) => {
      const auth = await requireAuth(deps.db, request);
      return { error: false as const, search: await updateSavedSearch(deps, auth.user, request.body) };
    },
  );

  api.post(
    '/saved-search/delete',
    { onRequest, schema: { body: ZSavedSearchId, response: { 200: ZOk } } },
    async (request) => {
      const auth = await requireAuth(deps.db, request);
      await removeSavedSearch(deps, auth.user, request.body.id);
      return { error: false as const };
    },
  );

  api.post(
    '/saved-search/matches',
    { onRequest, schema: { body: ZSavedSearchId, response: { 200: ZSavedSearchMatchesResponse } } },
    async (request) => {
      const auth = await requireAuth(deps.db, request);
      return { error: false as const, ...(await openMatches(deps, auth.user, request.body.id)) };
    },
  );
}
