import { cancelReasonText, type TPayment } from '@fura/domain/tariff-schemas';
import type { PaymentRow } from '../../db/schema';

/** A payment as its owner sees it: never the provider's ids or the saved method. */
export function presentPayment(row: PaymentRow): TPayment {
  const status = row.status === 'succeeded' || row.status === 'canceled' ? row.status : 'pending';
  return {
    _id: row.id,
    planCode: row.planCode,
    planName: row.planName,
    days: row.days,
    amountKopecks: row.amountKopecks,
    status,
    kind: row.kind === 'autopay' ? 'autopay' : 'first',
    failure: status === 'canceled' ? cancelReasonText(row.failureReason) : null,
    card: row.cardType && row.cardLast4 ? { type: row.cardType, last4: row.cardLast4 } : null,
    // YooKassa sends the receipt to the payer's e-mail; the test provider has none.
    receiptUrl: null,
    createdAt: row.createdAt.toISOString(),
  };
}
