import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZOk } from '@fura/domain/errors';
import {
  ZNotificationGetAllRequest,
  ZNotificationListResponse,
  ZNotificationReadAllRequest,
  ZNotificationReadRequest,
} from '@fura/domain/notification-requests';
import type { AppDeps } from '../../app-deps';
import { requireAuth } from '../../http/auth';
import { listNotifications, readAllNotifications, readNotification } from './service';
import { registerSettingsRoutes } from './settings-routes';
import { registerUnsubscribeRoutes } from './unsubscribe-routes';

/** A request without a body reaches the schema as null: it means the defaults. */
const ReadAllBody = ZNotificationReadAllRequest.nullish().transform((body) => body ?? {});
const GetAllBody = ZNotificationGetAllRequest.nullish().transform(
  (body) => body ?? ZNotificationGetAllRequest.parse({}),
);

/** The logged-in user's notifications (SPEC §7). Under the `/api` prefix. */
export function registerNotificationRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // A guest gets 401 before the body is validated; the resolved session is cached for the handler.
  const preValidation = async (request: FastifyRequest) => {
    await requireAuth(deps.db, request);
  };

  api.post(
    '/notification/read',
    { preValidation, schema: { body: ZNotificationReadRequest, response: { 200: ZOk } } },
    async (request) => {
      const { user } = await requireAuth(deps.db, request);
      await readNotification(deps, user.id, request.body.id, request.body.socketId ?? null);
      return { error: false as const };
    },
  );

  api.post(
    '/notification/read-all',
    { preValidation, schema: { body: ReadAllBody, response: { 200: ZOk } } },
    async (request) => {
      const { user } = await requireAuth(deps.db, request);
      await readAllNotifications(deps, user.id, request.body.socketId ?? null);
      return { error: false as const };
    },
  );

  api.post(
    '/notification/get-all',
    {
      preValidation,
      schema: {
        body: GetAllBody,
        response: { 200: ZNotificationListResponse },
      },
    },
    async (request) => {
      const { user } = await requireAuth(deps.db, request);
      const notifications = await listNotifications(deps, user.id, request.body.type, request.body.offset);
      return { error: false as const, notifications };
    },
  );

  registerSettingsRoutes(app, deps);
  registerUnsubscribeRoutes(app, deps);
}
