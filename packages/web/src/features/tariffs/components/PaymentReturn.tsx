import type { ReactNode } from 'react';
import { Alert, Loader, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { formatTariffDate } from '@fura/domain/tariff-period';
import { PAYMENT_PENDING, PAYMENT_PENDING_HINT, paidUntilText } from '../tariff-texts';
import { usePaymentReturn } from '../use-payment-return';
import classes from './Tariffs.module.css';

interface FinalProps {
  state: 'succeeded' | 'canceled' | 'error';
  title: string;
  onDismiss: () => void;
  children: ReactNode;
}

/** A final outcome: green for a payment that went through, red (announced at once) for the others; dismissible. */
function FinalAlert({ state, title, onDismiss, children }: FinalProps) {
  const ok = state === 'succeeded';
  return (
    <Alert
      role={ok ? 'status' : 'alert'}
      color={ok ? 'green' : 'red'}
      icon={ok ? <IconCircleCheck aria-hidden /> : <IconAlertCircle aria-hidden />}
      title={title}
      classNames={ok ? { title: classes.alertTitle } : undefined}
      withCloseButton
      closeButtonLabel="Скрыть сообщение"
      onClose={onDismiss}
      data-testid="tariff-payment-return"
      data-state={state}
    >
      {children}
    </Alert>
  );
}

/** The outcome of the payment the carrier came back with; the final ones can be dismissed. */
export function PaymentReturn({ paymentId, onDismiss }: { paymentId: string; onDismiss: () => void }) {
  const state = usePaymentReturn(paymentId);
  switch (state.kind) {
    case 'pending':
      return (
        <Alert
          role="status"
          color="blue"
          icon={<Loader size={20} aria-hidden />}
          title={PAYMENT_PENDING}
          data-testid="tariff-payment-return"
          data-state="pending"
        >
          {PAYMENT_PENDING_HINT}
        </Alert>
      );
    case 'succeeded':
      return (
        <FinalAlert
          state="succeeded"
          title={
            state.paidUntil ? paidUntilText(formatTariffDate(new Date(state.paidUntil))) : 'Тариф оплачен'
          }
          onDismiss={onDismiss}
        >
          Спасибо! Профиль и предложения видны всем, можно брать заказы.
        </FinalAlert>
      );
    case 'canceled':
      return (
        <FinalAlert state="canceled" title="Оплата не прошла" onDismiss={onDismiss}>
          <Text size="sm" fw={600} data-testid="tariff-payment-reason">
            {state.reason}
          </Text>
          <Text size="sm">Деньги не списаны — можно выбрать тариф и оплатить ещё раз.</Text>
        </FinalAlert>
      );
    case 'error':
      return (
        <FinalAlert state="error" title="Не удалось узнать, прошла ли оплата" onDismiss={onDismiss}>
          {state.message}
        </FinalAlert>
      );
  }
}
