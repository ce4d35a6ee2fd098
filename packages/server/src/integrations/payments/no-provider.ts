import { PaymentProviderError, type PaymentProvider, type ProviderPayment } from './payment-provider';

/**
 * No payment provider (production without YooKassa keys or PAYMENT_PROVIDER=test, issue 24): nothing can be paid.
 * Checkout refuses before it stores anything; a payment left pending by an earlier provider stays pending (its outcome
 * is unknown here), so the pending check leaves it for the day the provider is back.
 */
export class NoPaymentProvider implements PaymentProvider {
  readonly name = 'none' as const;

  create(): Promise<ProviderPayment> {
    return Promise.reject(new PaymentProviderError('no payment provider configured', false));
  }

  get(): Promise<ProviderPayment | null> {
    return Promise.reject(new PaymentProviderError('no payment provider configured', true));
  }
}
