import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerDealContractRoutes } from './contract/routes';
import { registerDealDeliveryRoutes } from './delivery-routes';
import { registerDealExecutorRoutes } from './executor-routes';
import { registerDealRequestRoutes } from './request-routes';
import { registerDealTermsRoutes } from './terms-routes';
import { registerDealVehicleRoutes } from './vehicle-routes';

/** The deal routes (/api/article/…): requests, executors, delivery and location. Under the `/api` prefix. */
export function registerDealRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerDealRequestRoutes(app, deps);
  registerDealExecutorRoutes(app, deps);
  registerDealDeliveryRoutes(app, deps);
  registerDealContractRoutes(app, deps);
  registerDealTermsRoutes(app, deps);
  registerDealVehicleRoutes(app, deps);
}
