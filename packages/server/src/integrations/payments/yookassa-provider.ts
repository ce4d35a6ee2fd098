import { amountValueToKopecks, kopecksToAmountValue } from '@fura/domain/money';
import { idempotenceKey, YooKassaClient, YooKassaError } from './yookassa-client';
import type { YooCreatePayment, YooPayment } from './yookassa-types';
import {
  PaymentProviderError,
  type CreateProviderPayment,
  type PaymentProvider,
  type ProviderPayment,
} from './payment-provider';

export interface YooKassaProviderOptions {
  shopId: string;
  secretKey: string;
  url: string;
  /** 54-ФЗ `vat_code` of the receipt. */
  vatCode: number;
  /** Waits between retries of an unknown outcome (tests make them short). */
  retryDelayMs?: (attempt: number) => number;
}

function toProviderPayment(payment: YooPayment): ProviderPayment {
  const method = payment.payment_method;
  const card = method?.card ? { cardType: method.card.card_type ?? 'Карта', last4: method.card.last4 } : null;
  return {
    id: payment.id,
    status: payment.status === 'waiting_for_capture' ? 'pending' : payment.status,
    amountKopecks: payment.amount.currency === 'RUB' ? amountValueToKopecks(payment.amount.value) : null,
    paymentId: payment.metadata?.paymentId ?? null,
    savedMethod: method?.saved && card ? { id: method.id, ...card } : null,
    card,
    cancelReason: payment.cancellation_details?.reason ?? null,
    confirmationUrl: payment.confirmation?.confirmation_url ?? null,
  };
}

/** YooKassa API v3: first payments through its page with the card saved, autopay charges with the saved method. */
export class YooKassaProvider implements PaymentProvider {
  readonly name = 'yookassa' as const;
  private readonly client: YooKassaClient;

  constructor(private readonly options: YooKassaProviderOptions) {
    this.client = new YooKassaClient({
      shopId: options.shopId,
      secretKey: options.secretKey,
      baseUrl: options.url,
      ...(options.retryDelayMs ? { retryDelayMs: options.retryDelayMs } : {}),
    });
  }

  async create(payment: CreateProviderPayment): Promise<ProviderPayment> {
    const amount = { value: kopecksToAmountValue(payment.amountKopecks), currency: 'RUB' };
    const body: YooCreatePayment = {
      amount,
      capture: true,
      description: payment.description.slice(0, 128),
      metadata: { paymentId: payment.paymentId },
      receipt: {
        customer: { email: payment.email },
        items: [
          {
            description: payment.description.slice(0, 128),
            quantity: '1.00',
            amount,
            vat_code: this.options.vatCode,
            payment_subject: 'service',
            payment_mode: 'full_payment',
          },
        ],
      },
      ...(payment.savedMethodId
        ? { payment_method_id: payment.savedMethodId }
        : {
            confirmation: { type: 'redirect' as const, return_url: payment.returnUrl ?? '' },
            save_payment_method: true as const,
          }),
    };
    try {
      // One key per payment row: a retry after a crash or an unknown outcome cannot charge twice.
      return toProviderPayment(
        await this.client.createPayment(body, idempotenceKey('payment', payment.paymentId)),
      );
    } catch (error) {
      throw asProviderError(error);
    }
  }

  async get(providerPaymentId: string): Promise<ProviderPayment | null> {
    try {
      return toProviderPayment(await this.client.getPayment(providerPaymentId));
    } catch (error) {
      if (error instanceof YooKassaError && error.status === 404) return null;
      throw asProviderError(error);
    }
  }
}

function asProviderError(error: unknown): PaymentProviderError {
  if (error instanceof YooKassaError) return new PaymentProviderError(error.message, error.outcomeUnknown);
  return new PaymentProviderError(error instanceof Error ? error.message : String(error), true);
}
