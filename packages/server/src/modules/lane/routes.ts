import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LANE_MESSAGES, ZLaneRequest, ZLaneResponse } from '@fura/domain/lane-schemas';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../http/errors';
import { readLane } from './service';

/**
 * `POST /api/lane/get` (under the `/api` prefix, issue 28): one lane page's data, the same for everyone, guests
 * included. An unknown or ambiguous address, or a lane with no listing open or completed, answers 404.
 */
export function registerLaneRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/lane/get',
    { schema: { body: ZLaneRequest, response: { 200: ZLaneResponse } } },
    async (request) => {
      const lane = await readLane(deps.db, request.body.lane);
      if (!lane) throw notFound(LANE_MESSAGES.notFound);
      return { error: false as const, lane };
    },
  );
}
