import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZGeoArticleRequest,
  ZGeoDoneResponse,
  ZGeoListResponse,
  ZGeoTrackResponse,
  ZPublicTrack,
  ZTrackingLinkCreated,
} from '@fura/domain/geo-tracking';
import type { AppDeps } from '../../app-deps';
import { requireAuth } from '../../http/auth';
import { listGeo } from './geo-list';
import { findPublicTrack } from './public-track';
import { locationRequestLimiter } from './request-limit';
import { requestLocation } from './request-location';
import { getTrack } from './track';
import { createTrackingLink, revokeTrackingLink } from './tracking-link';

/** Guests open tracking links: per client address, plenty for a page that refreshes every half minute. */
export const PUBLIC_TRACK_LIMIT = { max: 60, windowMs: 60_000 } as const;

const ZEmptyRequest = z.object({}).optional();
// Any shape: a malformed token is the same 404 as an unknown one (public-track.ts).
const ZTokenParams = z.object({ token: z.string() });

/**
 * /api/geo/* (cargo owners: the geo list, a listing's track, «Запросить геолокацию», tracking links) and the public
 * GET /api/track/:token. Under the `/api` prefix.
 */
export function registerGeoRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preValidation = async (request: FastifyRequest) => {
    await requireAuth(deps.db, request);
  };
  const claimSlotOf = locationRequestLimiter(app);
  const article = { body: ZGeoArticleRequest };

  api.post(
    '/geo/list',
    { preValidation, schema: { body: ZEmptyRequest, response: { 200: ZGeoListResponse } } },
    async (request) => listGeo(deps.db, (await requireAuth(deps.db, request)).user),
  );

  api.post(
    '/geo/track',
    { preValidation, schema: { ...article, response: { 200: ZGeoTrackResponse } } },
    async (request) => getTrack(deps.db, (await requireAuth(deps.db, request)).user, request.body.articleId),
  );

  api.post(
    '/geo/requestLocation',
    { preValidation, schema: { ...article, response: { 200: ZGeoDoneResponse } } },
    async (request, reply) => {
      const { user } = await requireAuth(deps.db, request);
      await requestLocation(deps, user, request.body.articleId, claimSlotOf(request, reply));
      return { error: false as const };
    },
  );

  api.post(
    '/geo/link/create',
    { preValidation, schema: { ...article, response: { 200: ZTrackingLinkCreated } } },
    async (request) =>
      createTrackingLink(deps, (await requireAuth(deps.db, request)).user, request.body.articleId),
  );

  api.post(
    '/geo/link/revoke',
    { preValidation, schema: { ...article, response: { 200: ZGeoDoneResponse } } },
    async (request) => {
      await revokeTrackingLink(deps, (await requireAuth(deps.db, request)).user, request.body.articleId);
      return { error: false as const };
    },
  );

  api.get(
    '/track/:token',
    {
      config: { rateLimit: { max: PUBLIC_TRACK_LIMIT.max, timeWindow: PUBLIC_TRACK_LIMIT.windowMs } },
      // On every answer, the 404s and 429s included: a position is never cached or indexed.
      onRequest: async (_request: FastifyRequest, reply: FastifyReply) => {
        void reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
      },
      schema: { params: ZTokenParams, response: { 200: ZPublicTrack } },
    },
    async (request) => findPublicTrack(deps.db, request.params.token),
  );
}
