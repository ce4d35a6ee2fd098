import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { cancelReasonText } from '@fura/domain/tariff-schemas';
import { SESSION_QUERY_KEY, useSession } from '../../shared/session/session-query';
import { usePayment } from './api/get-payment';
import { AUTOPAY_QUERY_KEY, PAYMENTS_QUERY_KEY } from './api/query-keys';

export type PaymentReturnState =
  | { kind: 'pending' }
  | { kind: 'succeeded'; paidUntil: string | null }
  | { kind: 'canceled'; reason: string }
  | { kind: 'error'; message: string };

function later(value: string | null, than: string | null): boolean {
  if (!value) return false;
  return !than || Date.parse(value) > Date.parse(than);
}

/**
 * The payment the carrier came back with (/mytarif?payment=<id>): pending until the payment is final. It ends when
 * getPayment (polled every 2 s) says so, or when the session's tariff end moves forward (socket `setTariff` in this
 * or another tab). A success is shown with the new end date, so the session is read again first when needed.
 */
export function usePaymentReturn(paymentId: string): PaymentReturnState {
  const client = useQueryClient();
  const { user } = useSession();
  const expiry = user?.expiriesTariffAt ?? null;
  const [startExpiry] = useState(expiry);
  const extended = later(expiry, startExpiry);
  const payment = usePayment(paymentId, { poll: !extended });
  const status = payment.data?.payment.status;
  const [sessionRead, setSessionRead] = useState(false);
  const { refetch } = payment;

  useEffect(() => {
    if (status === 'pending' && extended) void refetch();
  }, [status, extended, refetch]);

  useEffect(() => {
    if (status !== 'succeeded' && status !== 'canceled') return;
    // The new row of the history, and the card saved by the first payment.
    void client.invalidateQueries({ queryKey: PAYMENTS_QUERY_KEY });
    void client.invalidateQueries({ queryKey: AUTOPAY_QUERY_KEY });
    if (status === 'succeeded') {
      // The socket may have been down: read the session (the header badge and the new end date) again.
      void client.refetchQueries({ queryKey: SESSION_QUERY_KEY }).finally(() => setSessionRead(true));
    }
  }, [status, client]);

  if (payment.isError && !payment.data) return { kind: 'error', message: payment.error.message };
  if (status === 'canceled') {
    return { kind: 'canceled', reason: payment.data?.payment.failure ?? cancelReasonText(null) };
  }
  if (extended || (status === 'succeeded' && sessionRead)) return { kind: 'succeeded', paidUntil: expiry };
  return { kind: 'pending' };
}
