import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { IconCreditCardOff, IconFlask } from '@tabler/icons-react';
import { TARIFF_MESSAGES, TEST_MODE_TEXT } from '@fura/domain/tariff-schemas';
import { usePaymentMode } from '../use-payment-mode';
import { PAYMENTS_OFF_TEXT, TEST_MODE_HINT } from '../tariff-texts';
import classes from './Tariffs.module.css';

/**
 * What every payment screen says when money does not move (issue 24): «Тестовый режим: деньги не списываются» on the
 * built-in test provider, «Оплата временно недоступна» when the site takes no payments; nothing on a live provider.
 * A note of the page (read in its place), not an alert: nothing changed, nothing to announce.
 */
export function PaymentModeNote({ testHint = TEST_MODE_HINT }: { testHint?: ReactNode }) {
  const mode = usePaymentMode();
  if (mode === 'live') return null;
  const test = mode === 'test';
  return (
    <Alert
      role="note"
      color={test ? 'yellow' : 'red'}
      variant="light"
      icon={test ? <IconFlask aria-hidden /> : <IconCreditCardOff aria-hidden />}
      title={test ? TEST_MODE_TEXT : TARIFF_MESSAGES.paymentsOff}
      classNames={{ title: classes.alertTitle }}
      data-testid={test ? 'payment-test-mode' : 'payments-unavailable'}
    >
      {test ? testHint : PAYMENTS_OFF_TEXT}
    </Alert>
  );
}
