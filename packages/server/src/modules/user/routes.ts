import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZPasswordChangeRequest, ZUserGetRequest, ZUserGetResponse, ZUserResponse } from '@fura/domain/user';
import type { AppDeps } from '../../app-deps';
import { requireAuth, requireAuthClearingDeadCookie } from '../../http/auth';
import { AppError } from '../../http/errors';
import { changePassword } from './change-password';
import { editProfile } from './edit-profile';
import { sendFormError, validationError } from './form-error';
import { perAddressLimit, perUserLimit } from './password-change-limits';
import { presentPublicUser, presentSessionUser } from './present';
import { registerPassportRoutes } from './passport-routes';
import { findPublicProfile } from './public-profile';
import { userSummary } from './summary';
import { readUserEditForm } from './user-edit-form';

export function registerUserRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  registerPassportRoutes(app, deps);

  api.get('/user', { schema: { response: { 200: ZUserResponse } } }, async (request, reply) => {
    const cookie = { secure: deps.config.cookieSecure };
    const auth = await requireAuthClearingDeadCookie(deps.db, request, reply, cookie);
    return userSummary(deps, auth.user);
  });

  api.post(
    '/user/get',
    { schema: { body: ZUserGetRequest, response: { 200: ZUserGetResponse } } },
    async (request) => {
      const user = await findPublicProfile(deps, request.body.userId);
      return { error: false as const, user: presentPublicUser(user) };
    },
  );

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

  api.post('/user/user-edit', async (request, reply) => {
    const auth = await requireAuth(deps.db, request);
    try {
      const form = await readUserEditForm(request, deps.config.avatarMaxBytes);
      const user = await editProfile(deps, auth.user, form);
      return { error: false as const, user: presentSessionUser(user) };
    } catch (error) {
      if (error instanceof AppError) return sendFormError(reply, error);
      throw error;
    }
  });
}
