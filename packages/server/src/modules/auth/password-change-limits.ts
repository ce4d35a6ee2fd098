import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_MESSAGES } from '@fura/domain/errors';
import type { RateLimitRule } from '../../config';
import type { Db } from '../../db/connect';
import { requireAuth } from '../../http/auth';
import { AppError } from '../../http/errors';

/**
 * The limits of POST /api/user/password-change, which checks the current password with argon2 like login does:
 * per client address (the route's `config.rateLimit`, counted before anything else) and per user (a pre-handler, once
 * the caller is known), so that guessing from many addresses, or loading the CPU from one, both stop at the limit.
 */
export function perAddressLimit(rule: RateLimitRule) {
  return { rateLimit: { max: rule.max, timeWindow: rule.windowMs } };
}

export function perUserLimit(app: FastifyInstance, db: Db, rule: RateLimitRule) {
  const hit = app.createRateLimit({
    max: rule.max,
    timeWindow: rule.windowMs,
    keyGenerator: async (request) => `password-change:user:${(await requireAuth(db, request)).user.id}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const result = await hit(request);
    if (result.isAllowed || !result.isExceeded) return;
    void reply.header('retry-after', String(result.ttlInSeconds));
    throw new AppError(429, [{ msg: ERROR_MESSAGES.tooManyRequests }]);
  };
}
