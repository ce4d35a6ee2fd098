import { z } from 'zod';

/**
 * The tariff calls (issue 11; SPEC §7 shows only /api/user/toogleAutoPay, the rest is ours, documented in docs/api.md).
 * Plans come from the `tariff_plans` table; amounts are kopecks.
 */

export const TARIFF_MESSAGES = {
  carrierOnly: 'Тарифы доступны только перевозчикам',
  planNotFound: 'Такого тарифа нет или он больше не продаётся',
  paymentNotFound: 'Платёж не найден',
  providerUnavailable: 'Платёжный сервис сейчас недоступен, попробуйте через несколько минут',
  /** The site takes no payments (production without a provider, issue 24). */
  paymentsOff: 'Оплата временно недоступна',
  noCard: 'Сначала оплатите тариф картой: автоплатёж списывает с сохранённой карты',
  demoNotAllowed: 'Демо-тариф можно подключить только один раз',
  demoWhileActive: 'У вас уже действует тариф',
  paymentFinal: 'Этот платёж уже завершён',
  banned: 'Аккаунт заблокирован: оплата недоступна',
} as const;

/** What the payment screens say in test mode, word for word. */
export const TEST_MODE_TEXT = 'Тестовый режим: деньги не списываются';

export const ZTariffPlanView = z.object({
  code: z.string(),
  name: z.string(),
  days: z.number().int(),
  priceKopecks: z.number().int(),
  pricePerWeekKopecks: z.number().int(),
  /** Against paying the shortest plan period after period; null when it saves nothing. */
  saving: z.object({ kopecks: z.number().int(), percent: z.number().int() }).nullable(),
});
export type TTariffPlanView = z.infer<typeof ZTariffPlanView>;

export const ZPlansResponse = z.object({ error: z.literal(false), plans: z.array(ZTariffPlanView) });

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'canceled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Ожидает оплаты',
  succeeded: 'Оплачен',
  canceled: 'Не прошёл',
};

export const ZPayment = z.object({
  _id: z.string(),
  planCode: z.string(),
  planName: z.string(),
  days: z.number().int(),
  amountKopecks: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  /** `first` (paid on the payment page) or `autopay` (charged from the saved card). */
  kind: z.enum(['first', 'autopay']),
  /** Why a payment did not go through, in Russian; null otherwise. */
  failure: z.string().nullable(),
  card: z.object({ type: z.string(), last4: z.string() }).nullable(),
  /** Where the provider shows the payment and its receipt; null for the test provider. */
  receiptUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type TPayment = z.infer<typeof ZPayment>;

export const ZCheckoutRequest = z.object({
  planCode: z.string().regex(/^[a-z0-9-]{1,40}$/, TARIFF_MESSAGES.planNotFound),
});
export const ZCheckoutResponse = z.object({
  error: z.literal(false),
  payment: ZPayment,
  /** Where to send the carrier to pay: the provider's page or our test page /pay/demo/{id}. */
  confirmationUrl: z.string(),
});

export const ZPaymentRequest = z.object({ paymentId: z.string().min(1).max(64) });
export const ZPaymentResponse = z.object({ error: z.literal(false), payment: ZPayment });

export const ZPaymentsRequest = z.object({ page: z.number().int().min(1).max(1000).default(1) });
export const ZPaymentsResponse = z.object({
  error: z.literal(false),
  payments: z.array(ZPayment),
  countAll: z.number().int(),
});

export const ZAutopayResponse = z.object({
  error: z.literal(false),
  isEnableAutoPay: z.boolean(),
  card: z.object({ type: z.string(), last4: z.string() }).nullable(),
  /** The plan autopay renews with (the last one paid), its price, and when it charges next; null without one. */
  next: z
    .object({ planName: z.string(), amountKopecks: z.number().int(), days: z.number().int(), at: z.string() })
    .nullable(),
  /** Whether «вернуться на ДЕМО» may be offered. */
  canReturnToDemo: z.boolean(),
});

/** SPEC §7: POST /api/user/toogleAutoPay (no body) → `{ error, isEnableAutoPay }`. */
export const ZToggleAutoPayResponse = z.object({ error: z.literal(false), isEnableAutoPay: z.boolean() });

/** The test provider's page /pay/demo/{paymentId}: what is being paid. */
export const ZDemoPaymentResponse = z.object({
  error: z.literal(false),
  payment: ZPayment,
  returnUrl: z.string(),
});
export const ZDemoDecisionRequest = z.object({
  paymentId: z.string().min(1).max(64),
  decision: z.enum(['pay', 'refuse']),
});

/** Russian reasons for YooKassa's `cancellation_details.reason` (unknown reasons read as a generic decline). */
export const CANCEL_REASON_TEXTS: Record<string, string> = {
  '3d_secure_failed': 'Не пройдена проверка 3-D Secure',
  call_issuer: 'Банк отклонил платёж: позвоните в банк',
  canceled_by_merchant: 'Платёж отменён',
  card_expired: 'Срок действия карты истёк',
  country_forbidden: 'Оплата картой этой страны недоступна',
  expired_on_confirmation: 'Время на оплату истекло',
  fraud_suspected: 'Платёж заблокирован из-за подозрения в мошенничестве',
  general_decline: 'Банк отклонил платёж',
  identification_required: 'Кошелёк не идентифицирован',
  insufficient_funds: 'Недостаточно средств на карте',
  internal_timeout: 'Платёжный сервис не ответил вовремя',
  invalid_card_number: 'Неверный номер карты',
  invalid_csc: 'Неверный код CVV/CVC',
  issuer_unavailable: 'Банк карты недоступен',
  payment_method_limit_exceeded: 'Превышен лимит платежей по карте',
  payment_method_restricted: 'Операции по карте запрещены',
  permission_revoked: 'Разрешение на автоплатёж отозвано',
  refused_by_payer: 'Вы отказались от оплаты',
};

export function cancelReasonText(reason: string | null | undefined): string {
  return (reason && CANCEL_REASON_TEXTS[reason]) || 'Платёж отклонён';
}

export const ZDemoDecisionResponse = z.object({ error: z.literal(false), returnUrl: z.string() });

/** «вернуться на ДЕМО»: the new tariff state (every other tab hears `setTariff`). */
export const ZTariffStateResponse = z.object({
  error: z.literal(false),
  tariff: z.string(),
  expiriesTariffAt: z.string(),
});

/** Payment history page size. */
export const PAYMENTS_PAGE_SIZE = 10;
