/**
 * A payment provider as the tariff module sees it (issue 11): YooKassa, the built-in test provider, or none at all
 * (issue 24: production without keys). Both keep the payment on their side; we create it and read it back, and act only on what we
 * read (never on a notification's body).
 */
export interface ProviderPayment {
  /** The provider's id of the payment. */
  id: string;
  status: 'pending' | 'succeeded' | 'canceled';
  amountKopecks: number | null;
  /** Our payment id, as the provider keeps it in the payment's metadata. */
  paymentId: string | null;
  /** The card saved for autopay, when the payment saved one. */
  savedMethod: { id: string; cardType: string; last4: string } | null;
  /** The card paid with (saved or not). */
  card: { cardType: string; last4: string } | null;
  cancelReason: string | null;
  /** Where the payer confirms a payment that waits for him. */
  confirmationUrl: string | null;
}

export interface CreateProviderPayment {
  paymentId: string;
  amountKopecks: number;
  description: string;
  /** The payer's e-mail, for the 54-ФЗ receipt. */
  email: string;
  /**
   * A first payment: where the payer comes back to (a path of this site for the test provider, an absolute URL for
   * a provider on another site), and the card is saved for autopay.
   */
  returnUrl: string | null;
  /** A charge of a saved card, without the payer. */
  savedMethodId: string | null;
}

export interface PaymentProvider {
  /** Kept in each payment row; `none` takes no payments. */
  readonly name: 'yookassa' | 'demo' | 'none';
  create(payment: CreateProviderPayment): Promise<ProviderPayment>;
  /** The payment as the provider has it now; null when the provider knows no such payment. */
  get(providerPaymentId: string): Promise<ProviderPayment | null>;
}

/** The provider could not be reached or refused the call: the payment was not made. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    /** The payment may exist on the provider's side (an answer never came). */
    readonly outcomeUnknown: boolean,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
