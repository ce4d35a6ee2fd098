import type { FastifyRequest } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { Db } from '../../db/connect';
import { getAuth } from '../../http/auth';

/**
 * Guests may search, but not without bound: per client address, generous on purpose — a person changing filters
 * makes a few searches a minute, and many phones behind one operator's NAT share an address.
 */
export const GUEST_SEARCH_LIMIT = { max: 120, windowMs: 60_000 } as const;

/** The route's `config.rateLimit`: logged-in users are not counted (they searched without a limit before). */
export function guestSearchRateLimit(db: Db): RateLimitOptions {
  return {
    max: GUEST_SEARCH_LIMIT.max,
    timeWindow: GUEST_SEARCH_LIMIT.windowMs,
    // Counted after validation: what the limit protects is the database; bad input is refused without it.
    hook: 'preHandler',
    allowList: async (request: FastifyRequest) => (await getAuth(db, request)) !== null,
  };
}
