import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZPasswordChangeRequest } from '@fura/domain/user';
import type { AppDeps } from '../../app-deps';
import { requireAuth } from '../../http/auth';
import { AppError } from '../../http/errors';
import { sendFormError, validationError } from '../user/form-error';
import { changePassword } from './change-password';
import { perAddressLimit, perUserLimit } from './password-change-limits';

/**
 * POST /api/user/password-change (SPEC §7): the profile's password form. Its failures carry the message in `error`
 * like the profile form's (SPEC §8).
 */
export function registerPasswordChangeRoute(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // The two profile forms validate inside the handler: their failures carry the message in `error` (SPEC §7, §8).
  // Password change costs an argon2 check, so it shares the login limit, per address and per user.
  const passwordLimit = deps.config.rateLimits.login;
  const passwordChange = {
    config: perAddressLimit(passwordLimit),
    preHandler: perUserLimit(app, deps.db, passwordLimit),
  };
  api.post('/user/password-change', passwordChange, async (request, reply) => {
    const auth = await requireAuth(deps.db, request);
    try {
      const parsed = ZPasswordChangeRequest.safeParse(request.body);
      if (!parsed.success) throw validationError(parsed.error.issues);
      await changePassword(deps, auth, parsed.data);
      return { error: false as const };
    } catch (error) {
      if (error instanceof AppError) return sendFormError(reply, error);
      throw error;
    }
  });
}
