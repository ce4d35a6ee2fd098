import { useRef } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { showErrorToast } from '../../../shared/ui/toast';
import { useCheckout } from '../api/checkout';
import { CHECKOUT_STARTING } from '../tariff-texts';
import { PlanGrid } from './PlanGrid';

/**
 * The plans for a logged-in carrier: «Оплатить» (or «Продлить») starts a payment and sends the browser to the
 * payment page. A refused start shows the server's reason. The `chosen` plan's button (the one a visitor picked
 * before registering) gets the focus once it is shown.
 */
export function CheckoutPlans({
  label,
  disabled = false,
  chosen = null,
}: {
  label: string;
  disabled?: boolean;
  chosen?: string | null;
}) {
  const checkout = useCheckout();
  const focused = useRef(false);
  const focusChosen = (button: HTMLButtonElement | null) => {
    if (!button || focused.current) return;
    focused.current = true;
    button.scrollIntoView({ block: 'center' });
    button.focus();
  };
  // After a successful start the browser is leaving the page: keep the button busy until it does.
  const busyCode = checkout.isPending || checkout.isSuccess ? checkout.variables : null;
  const pay = (code: string) => checkout.mutate(code, { onError: showErrorToast });
  return (
    <Stack gap={0}>
      <PlanGrid
        action={(plan) => (
          <Button
            fullWidth
            leftSection={<IconCreditCard size={18} aria-hidden />}
            loading={busyCode === plan.code}
            disabled={disabled || (busyCode !== null && busyCode !== plan.code)}
            onClick={() => pay(plan.code)}
            ref={plan.code === chosen ? focusChosen : undefined}
            aria-label={`${label} — ${plan.name}`}
            data-testid="tariff-plan-pay"
          >
            {label}
          </Button>
        )}
      />
      <Text size="sm" role="status" mt={busyCode !== null ? 'sm' : 0}>
        {busyCode !== null ? CHECKOUT_STARTING : null}
      </Text>
    </Stack>
  );
}
