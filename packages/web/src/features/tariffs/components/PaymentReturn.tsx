import { Alert, Loader, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { formatTariffDate } from '@fura/domain/tariff-period';
import { PAYMENT_PENDING, PAYMENT_PENDING_HINT, paidUntilText } from '../tariff-texts';
import { usePaymentReturn } from '../use-payment-return';
import classes from './Tariffs.module.css';

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
        <Alert
          role="status"
          color="green"
          icon={<IconCircleCheck aria-hidden />}
          title={
            state.paidUntil ? paidUntilText(formatTariffDate(new Date(state.paidUntil))) : 'Тариф оплачен'
          }
          classNames={{ title: classes.alertTitle }}
          withCloseButton
          closeButtonLabel="Скрыть сообщение"
          onClose={onDismiss}
          data-testid="tariff-payment-return"
          data-state="succeeded"
        >
          Спасибо! Профиль и предложения видны всем, можно брать заказы.
        </Alert>
      );
    case 'canceled':
      return (
        <Alert
          role="alert"
          color="red"
          icon={<IconAlertCircle aria-hidden />}
          title="Оплата не прошла"
          withCloseButton
          closeButtonLabel="Скрыть сообщение"
          onClose={onDismiss}
          data-testid="tariff-payment-return"
          data-state="canceled"
        >
          <Text size="sm" fw={600} data-testid="tariff-payment-reason">
            {state.reason}
          </Text>
          <Text size="sm">Деньги не списаны — можно выбрать тариф и оплатить ещё раз.</Text>
        </Alert>
      );
    case 'error':
      return (
        <Alert
          role="alert"
          color="red"
          icon={<IconAlertCircle aria-hidden />}
          title="Не удалось узнать, прошла ли оплата"
          withCloseButton
          closeButtonLabel="Скрыть сообщение"
          onClose={onDismiss}
          data-testid="tariff-payment-return"
          data-state="error"
        >
          {state.message}
        </Alert>
      );
  }
}
