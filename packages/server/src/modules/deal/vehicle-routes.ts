import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZDealVehicleGetRequest,
  ZDealVehicleResponse,
  ZDealVehicleSetRequest,
} from '@fura/domain/deal-vehicle';
import type { AppDeps } from '../../app-deps';
import { requireAuth } from '../../http/auth';
import { getDealVehicle } from './get-deal-vehicle';
import { setDealVehicle } from './set-deal-vehicle';

/** The deal's vehicle and driver (issue 29): POST /api/deal/vehicle/{get,set}. Under the `/api` prefix. */
export function registerDealVehicleRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // A guest gets 401 before the body is validated.
  const preValidation = async (request: FastifyRequest) => {
    await requireAuth(deps.db, request);
  };

  api.post(
    '/deal/vehicle/get',
    { preValidation, schema: { body: ZDealVehicleGetRequest, response: { 200: ZDealVehicleResponse } } },
    async (request) => {
      const { user } = await requireAuth(deps.db, request);
      return { error: false as const, vehicle: await getDealVehicle(deps, user, request.body) };
    },
  );

  api.post(
    '/deal/vehicle/set',
    { preValidation, schema: { body: ZDealVehicleSetRequest, response: { 200: ZDealVehicleResponse } } },
    async (request) => {
      const { user } = await requireAuth(deps.db, request);
      const { articleId, executorId, templateId, plate, driverName, driverPhone } = request.body;
      const vehicle = await setDealVehicle(deps, user, {
        articleId,
        executorId,
        templateId,
        plate,
        driverName,
        driverPhone,
      });
      return { error: false as const, vehicle };
    },
  );
}
