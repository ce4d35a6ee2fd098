import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZNotificationSettingsResponse,
  ZSaveNotificationSettingsRequest,
} from '@fura/domain/notification-settings';
import type { AppDeps } from '../../app-deps';
import { requireAuth } from '../../http/auth';
import { readSettings, saveSettings } from './settings';

/** /notifications-settings: the user's notification settings (site and e-mail per group). Under `/api`. */
export function registerSettingsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preValidation = async (request: FastifyRequest) => {
    await requireAuth(deps.db, request);
  };

  api.post(
    '/notification/settings',
    { preValidation, schema: { response: { 200: ZNotificationSettingsResponse } } },
    async (request) => {
      const { user } = await requireAuth(deps.db, request);
      return { error: false as const, settings: await readSettings(deps.db, user.id) };
    },
  );

  api.post(
    '/notification/save-settings',
    {
      preValidation,
      schema: { body: ZSaveNotificationSettingsRequest, response: { 200: ZNotificationSettingsResponse } },
    },
    async (request) => {
      const { user } = await requireAuth(deps.db, request);
      return { error: false as const, settings: await saveSettings(deps.db, user.id, request.body.settings) };
    },
  );
}
