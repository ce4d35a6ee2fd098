import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZUserGetRequest, ZUserGetResponse, ZUserResponse } from '@fura/domain/user';
import type { AppDeps } from '../../app-deps';
import { requireAuth, requireAuthClearingDeadCookie } from '../../http/auth';
import { AppError } from '../../http/errors';
import { editProfile } from './edit-profile';
import { sendFormError } from './form-error';
import { presentPublicUser, presentSessionUser } from './present';
import { registerPassportRoutes } from './passport-routes';
import { findPublicProfileWithTrust } from './public-profile';
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
      const { user, trust } = await findPublicProfileWithTrust(deps, request.body.userId);
      return { error: false as const, user: presentPublicUser(user, trust) };
    },
  );

  // The profile form validates inside the handler: its failures carry the message in `error` (SPEC §7, §8).
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
