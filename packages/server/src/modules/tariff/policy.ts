import { TARIFF_MESSAGES } from '@fura/domain/tariff-schemas';
import type { PaymentRow, UserRow } from '../../db/schema';
import { forbidden, notFound } from '../../http/errors';

/** Tariffs are the carriers' business; a banned carrier pays nothing. */
export function assertCarrier(actor: UserRow): void {
  if (actor.type !== 'carrier') throw forbidden(TARIFF_MESSAGES.carrierOnly);
  if (actor.isBan) throw forbidden(TARIFF_MESSAGES.banned);
}

/** A payment is seen by its payer only: anyone else hears "not found". */
export function assertOwnPayment(
  actor: UserRow,
  payment: PaymentRow | undefined,
): asserts payment is PaymentRow {
  if (!payment || payment.userId !== actor.id) throw notFound(TARIFF_MESSAGES.paymentNotFound);
}
