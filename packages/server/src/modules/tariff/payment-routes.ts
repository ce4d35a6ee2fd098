import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  TARIFF_MESSAGES,
  ZDemoDecisionRequest,
  ZDemoDecisionResponse,
  ZDemoPaymentResponse,
  ZPaymentRequest,
} from '@fura/domain/tariff-schemas';
import type { AppDeps } from '../../app-deps';
import { requireAuth } from '../../http/auth';
import { AppError, notFound } from '../../http/errors';
import { DemoPaymentProvider } from './demo-provider';
import { PaymentProviderError } from './payment-provider';
import { assertCarrier, assertOwnPayment } from './policy';
import { presentPayment } from './present';
import { findPayment } from './repo';
import { settlePayment } from './settle';

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

  api.post('/payment/yookassa/notification', { schema: { body: ZNotification } }, async (request, reply) => {
    if (deps.payments.name !== 'yookassa') throw notFound();
    // Never trusts the body: settlePayment re-reads the payment by id. An unknown payment is ignored with 200; a
    // provider that cannot be reached answers 503 so that YooKassa delivers the notification again later.
    try {
      await settlePayment(deps, request.body.object.id);
    } catch (error) {
      if (error instanceof PaymentProviderError)
        throw new AppError(503, [{ msg: TARIFF_MESSAGES.providerUnavailable }]);
      throw error;
    }
    return reply.send({ error: false });
  });

  const demo = (): DemoPaymentProvider => {
    if (!(deps.payments instanceof DemoPaymentProvider)) throw notFound(TARIFF_MESSAGES.paymentNotFound);
    return deps.payments;
  };
  const ownDemoPayment = async (request: FastifyRequest, paymentId: string) => {
    const { user } = await requireAuth(deps.db, request);
    assertCarrier(user);
    const payment = await findPayment(deps.db, paymentId);
    assertOwnPayment(user, payment);
    if (payment.provider !== 'demo') throw notFound(TARIFF_MESSAGES.paymentNotFound);
    return payment;
  };

  api.post(
    '/payment/demo/getPayment',
    { schema: { body: ZPaymentRequest, response: { 200: ZDemoPaymentResponse } } },
    async (request) => {
      const provider = demo();
      const payment = await ownDemoPayment(request, request.body.paymentId);
      const returnUrl = (await provider.returnUrlOf(payment.id)) ?? '/mytarif';
      return { error: false as const, payment: presentPayment(payment), returnUrl };
    },
  );

  api.post(
    '/payment/demo/decide',
    { schema: { body: ZDemoDecisionRequest, response: { 200: ZDemoDecisionResponse } } },
    async (request) => {
      const provider = demo();
      const payment = await ownDemoPayment(request, request.body.paymentId);
      await provider.decide(payment.id, request.body.decision);
      // The same path as a provider's notification: read back, then applied once.
      if (payment.providerPaymentId) await settlePayment(deps, payment.providerPaymentId);
      return { error: false as const, returnUrl: (await provider.returnUrlOf(payment.id)) ?? '/mytarif' };
    },
  );
}
