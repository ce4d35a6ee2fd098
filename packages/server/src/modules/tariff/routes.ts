import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZAutopayResponse,
  ZCheckoutRequest,
  ZCheckoutResponse,
  ZPaymentRequest,
  ZPaymentResponse,
  ZPaymentsRequest,
  ZPaymentsResponse,
  ZPlansResponse,
  ZTariffStateResponse,
  ZToggleAutoPayResponse,
} from '@fura/domain/tariff-schemas';
import type { AppDeps } from '../../app-deps';
import { requireAuth } from '../../http/auth';
import {
  autopayView,
  deleteCard,
  getOwnPayment,
  listOwnPayments,
  returnToDemo,
  toggleAutoPay,
} from './account';
import { startCheckout } from './checkout';
import { listPlans, presentPlans } from './plans';
import { presentPayment } from './present';

/** The tariff calls (docs/api.md «Тарифы»): plans, checkout, payments, autopay, the demo week. Under `/api`. */
export function registerTariffRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = async (request: FastifyRequest) => {
    await requireAuth(deps.db, request);
  };
  const user = async (request: FastifyRequest) => (await requireAuth(deps.db, request)).user;

  api.post('/tariff/getPlans', { schema: { response: { 200: ZPlansResponse } } }, async () => ({
    error: false as const,
    plans: presentPlans(await listPlans(deps.db)),
  }));

  api.post(
    '/tariff/checkout',
    { onRequest, schema: { body: ZCheckoutRequest, response: { 200: ZCheckoutResponse } } },
    async (request) => {
      const { payment, confirmationUrl } = await startCheckout(
        deps,
        await user(request),
        request.body.planCode,
      );
      return { error: false as const, payment: presentPayment(payment), confirmationUrl };
    },
  );

  api.post(
    '/tariff/getPayment',
    { onRequest, schema: { body: ZPaymentRequest, response: { 200: ZPaymentResponse } } },
    async (request) => {
      const payment = await getOwnPayment(deps, await user(request), request.body.paymentId);
      return { error: false as const, payment: presentPayment(payment) };
    },
  );

  api.post(
    '/tariff/getPayments',
    { onRequest, schema: { body: ZPaymentsRequest, response: { 200: ZPaymentsResponse } } },
    async (request) => {
      const { rows, countAll } = await listOwnPayments(deps, await user(request), request.body.page);
      return { error: false as const, payments: rows.map(presentPayment), countAll };
    },
  );

  api.post(
    '/tariff/getAutopay',
    { onRequest, schema: { response: { 200: ZAutopayResponse } } },
    async (request) => ({
      error: false as const,
      ...(await autopayView(deps, await user(request))),
    }),
  );

  api.post(
    '/tariff/deleteCard',
    { onRequest, schema: { response: { 200: ZAutopayResponse } } },
    async (request) => ({
      error: false as const,
      ...(await autopayView(deps, await deleteCard(deps, await user(request)))),
    }),
  );

  api.post(
    '/tariff/returnDemo',
    { onRequest, schema: { response: { 200: ZTariffStateResponse } } },
    async (request) => {
      const { tariff, expiresAt } = await returnToDemo(deps, await user(request));
      return { error: false as const, tariff, expiriesTariffAt: expiresAt.toISOString() };
    },
  );

  api.post(
    '/user/toogleAutoPay',
    { onRequest, schema: { response: { 200: ZToggleAutoPayResponse } } },
    async (request) => ({
      error: false as const,
      isEnableAutoPay: await toggleAutoPay(deps, await user(request)),
    }),
  );
}
