import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LOCATION_REQUEST_EVERY_MS, locationRequestTooSoon } from '@fura/domain/geo-tracking';
import { AppError } from '../../http/errors';
import type { ClaimRequestSlot } from './request-location';

/**
 * One «Запросить геолокацию» per listing per LOCATION_REQUEST_EVERY_MS, counted by the rate-limit plugin's store:
 * in Redis with REDIS_URL (shared by every instance), in memory otherwise. No table keeps it: the notification row
 * could not, since a carrier who turned site notifications off gets none stored.
 */
export function locationRequestLimiter(app: FastifyInstance) {
  const hit = app.createRateLimit({
    max: 1,
    timeWindow: LOCATION_REQUEST_EVERY_MS,
    keyGenerator: (request) => `geo-request:${articleIdOf(request)}`,
  });
  return (request: FastifyRequest, reply: FastifyReply): ClaimRequestSlot =>
    async () => {
      const result = await hit(request);
      if (result.isAllowed || !result.isExceeded) return;
      void reply.header('retry-after', String(result.ttlInSeconds));
      throw new AppError(429, [{ msg: locationRequestTooSoon(result.ttlInSeconds / 60) }]);
    };
}

/** The validated body's article id (the limiter runs in the handler, after validation). */
function articleIdOf(request: FastifyRequest): string {
  const body = request.body as { articleId?: unknown } | undefined;
  return typeof body?.articleId === 'string' ? body.articleId : '';
}
