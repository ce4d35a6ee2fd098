import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZCallbackRequest } from '@fura/domain/callback';
import { ZSettingsResponse } from '@fura/domain/settings';
import { ZOk } from '@fura/domain/errors';
import type { AppDeps } from '../../app-deps';
import { registerContractDownloadRoute } from './contract-download';
import { paymentModeOf } from '../../integrations/payments/create-payment-provider';
import { readSiteSettings } from './settings-repo';
import { submitCallbackRequest } from './callback-service';

/** Site pages: settings (menu, contacts, links) and the visitor's callback form. Under the `/api` prefix. */
export function registerPageRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const callbackLimit = deps.config.rateLimits.callback;

  // Read from the table on every request, no cache: an admin's save reaches every visitor on every instance at once.
  api.post('/page/getSettings', { schema: { response: { 200: ZSettingsResponse } } }, async () => ({
    ...(await readSiteSettings(deps.db, deps.log)),
    map: deps.config.map,
    supportWidgetSrc: deps.config.supportWidgetSrc,
    payments: paymentModeOf(deps.payments),
  }));
  registerContractDownloadRoute(app, deps);

  api.post(
    '/page/sendMailCall',
    {
      schema: { body: ZCallbackRequest, response: { 200: ZOk } },
      config: { rateLimit: { max: callbackLimit.max, timeWindow: callbackLimit.windowMs } },
    },
    async (request) => {
      await submitCallbackRequest(deps, { ...request.body, ip: request.ip });
      return { error: false as const };
    },
  );
}
