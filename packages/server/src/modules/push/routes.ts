import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZOk } from '@fura/domain/errors';
import {
  ZPushDeviceResponse,
  ZPushDevicesRequest,
  ZPushDevicesResponse,
  ZPushKeyResponse,
  ZPushSubscribeRequest,
  ZPushUnsubscribeRequest,
} from '@fura/domain/push-schemas';
import type { AppDeps } from '../../app-deps';
import { isUuid } from '../../db/ids';
import { requireAuth } from '../../http/auth';
import { listDevices, subscribeDevice, unsubscribeDevice } from './devices';
import { assertPushEndpoint } from './policy';

/** Web push devices (issue 27): GET /api/push/key, POST /api/push/{subscribe,unsubscribe,devices}. */
export function registerPushRoutes(app: FastifyInstance, deps: AppDeps, publicKey: string): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = async (request: FastifyRequest) => {
    await requireAuth(deps.db, request);
  };

  api.get('/push/key', { onRequest, schema: { response: { 200: ZPushKeyResponse } } }, () => ({
    error: false as const,
    publicKey,
  }));

  api.post(
    '/push/subscribe',
    { onRequest, schema: { body: ZPushSubscribeRequest, response: { 200: ZPushDeviceResponse } } },
    async (request) => {
      const auth = await requireAuth(deps.db, request);
      assertPushEndpoint(request.body.subscription.endpoint, deps.config);
      return { error: false as const, device: await subscribeDevice(deps.db, auth.user, request.body) };
    },
  );

  api.post(
    '/push/unsubscribe',
    { onRequest, schema: { body: ZPushUnsubscribeRequest, response: { 200: ZOk } } },
    async (request) => {
      const auth = await requireAuth(deps.db, request);
      const which = request.body;
      // An id that cannot be a row matches none (and never reaches a uuid cast).
      if ('endpoint' in which || isUuid(which.id)) await unsubscribeDevice(deps.db, auth.user, which);
      return { error: false as const };
    },
  );

  api.post(
    '/push/devices',
    { onRequest, schema: { body: ZPushDevicesRequest, response: { 200: ZPushDevicesResponse } } },
    async (request) => {
      const auth = await requireAuth(deps.db, request);
      return { error: false as const, devices: await listDevices(deps.db, auth.user, request.body.endpoint) };
    },
  );
}
