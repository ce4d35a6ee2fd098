import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZListingHideRequest,
  ZListingResponse,
  ZListingRestoreRequest,
  ZListingSearchRequest,
  ZListingSearchResponse,
} from '@fura/domain/admin-listings';
import type { AppDeps } from '../../../app-deps';
import { requireAdmin } from '../../../http/auth';
import { hideListing, restoreListing } from './hide-listing';
import { searchListings } from './search-listings';

/** /api/admin/listings/* (issue 12): find any listing, hide it with a note, restore it. Under the `/api` prefix. */
export function registerAdminListingsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/admin/listings/search',
    { schema: { body: ZListingSearchRequest, response: { 200: ZListingSearchResponse } } },
    async (request) => {
      await requireAdmin(deps.db, request);
      return { error: false as const, ...(await searchListings(deps.db, request.body)) };
    },
  );

  api.post(
    '/admin/listings/hide',
    { schema: { body: ZListingHideRequest, response: { 200: ZListingResponse } } },
    async (request) => {
      const { user: admin } = await requireAdmin(deps.db, request);
      return { error: false as const, listing: await hideListing(deps, admin, request.body) };
    },
  );

  api.post(
    '/admin/listings/restore',
    { schema: { body: ZListingRestoreRequest, response: { 200: ZListingResponse } } },
    async (request) => {
      const { user: admin } = await requireAdmin(deps.db, request);
      return { error: false as const, listing: await restoreListing(deps, admin, request.body) };
    },
  );
}
