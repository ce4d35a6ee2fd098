import type { PaymentStatus, TPayment } from '@fura/domain/tariff-schemas';
import type { ToneColor } from './components/Tone';

/** «Visa •••• 4477». */
export function cardLabel(card: { type: string; last4: string }): string {
  return `${card.type} •••• ${card.last4}`;
}

/** Status colours as everywhere: waiting orange, done green, failed red (DESIGN §8). */
export const PAYMENT_STATUS_TONES: Record<PaymentStatus, ToneColor> = {
  pending: 'orange',
  succeeded: 'green',
  canceled: 'red',
};

export const PAYMENT_KIND_LABELS: Record<TPayment['kind'], string> = {
  first: 'оплата картой',
  autopay: 'автоплатёж',
};
