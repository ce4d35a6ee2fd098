import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZDemoDecisionRequest,
  ZDemoDecisionResponse,
  ZDemoPaymentResponse,
  ZPaymentRequest,
} from '@fura/domain/tariff-schemas';
import type { AppDeps } from '../../app-deps';
import { requireAuth } from '../../http/auth';
import { decideDemoPayment, demoPaymentFor } from './demo-payments';
import { presentPayment } from './present';
import { settleNotification } from './settle';

/** A YooKassa HTTP notification: only the payment's id is used — the payment itself is read back from YooKassa. */
const ZNotification = z.object({
  type: z.literal('notification'),
  event: z.string(),
  object: z.object({ id: z.string().regex(/^[\w-]{1,64}$/) }),
});

/**
 * POST /api/payment/yookassa/notification (the URL to register in the YooKassa cabinet) and the test provider's page
 * calls POST /api/payment/demo/{getPayment,decide}. Under `/api`.
 */
export function registerPaymentRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = async (request: FastifyRequest) => {
    await requireAuth(deps.db, request);
  };
  const user = async (request: FastifyRequest) => (await requireAuth(deps.db, request)).user;

  api.post('/payment/yookassa/notification', { schema: { body: ZNotification } }, async (request) => {
    await settleNotification(deps, request.body.object.id);
    return { error: false };
  });

  api.post(
    '/payment/demo/getPayment',
    { onRequest, schema: { body: ZPaymentRequest, response: { 200: ZDemoPaymentResponse } } },
    async (request) => {
      const { payment, returnUrl } = await demoPaymentFor(deps, await user(request), request.body.paymentId);
      return { error: false as const, payment: presentPayment(payment), returnUrl };
    },
  );

  api.post(
    '/payment/demo/decide',
    { onRequest, schema: { body: ZDemoDecisionRequest, response: { 200: ZDemoDecisionResponse } } },
    async (request) => {
      const { paymentId, decision } = request.body;
      return {
        error: false as const,
        returnUrl: await decideDemoPayment(deps, await user(request), paymentId, decision),
      };
    },
  );
}
