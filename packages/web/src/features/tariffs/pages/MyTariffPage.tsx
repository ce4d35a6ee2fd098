import { Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { ROUTES } from '@fura/domain/routes';
import { tariffBadge, tariffLabel } from '@fura/domain/tariff-badge';
import { formatTariffDate } from '@fura/domain/tariff-period';
import { useSession } from '../../../shared/session/session-query';
import { showErrorToast, showSuccessToast } from '../../../shared/ui/toast';
import { useAutopay } from '../api/get-autopay';
import { useReturnDemo } from '../api/return-demo';
import { CheckoutPlans } from '../components/CheckoutPlans';
import { CurrentTariff } from '../components/CurrentTariff';
import { PaymentHistory } from '../components/PaymentHistory';
import { PaymentModeNote } from '../components/PaymentModeNote';
import { PlanGrid } from '../components/PlanGrid';
import { PaymentReturn } from '../components/PaymentReturn';
import { PROLONG_NOTE } from '../tariff-texts';
import { usePaymentMode } from '../use-payment-mode';
import { useTariffRefresh } from '../use-tariff-refresh';

/**
 * /mytarif (carrier): the current state, buying or prolonging, the return from payment, the history. In test mode the
 * page says no money moves; without payments the plans are shown with no button to press (issue 24).
 */
export function MyTariffPage() {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const paymentId = params.get('payment');
  const autopay = useAutopay();
  const returnDemo = useReturnDemo();
  const payments = usePaymentMode();
  useTariffRefresh(user?.tariff, user?.expiriesTariffAt);
  if (!user) return null;

  const now = new Date();
  const badge = tariffBadge(user, now);
  const running = badge.kind === 'active' || badge.kind === 'expiring';
  const dismiss = () =>
    setParams(
      (current) => {
        current.delete('payment');
        return current;
      },
      { replace: true },
    );
  const backToDemo = () =>
    returnDemo.mutate(undefined, {
      onSuccess: (answer) =>
        showSuccessToast(
          `Тариф ${tariffLabel(answer.tariff)} подключён до ${formatTariffDate(new Date(answer.expiriesTariffAt))}`,
        ),
      onError: showErrorToast,
    });

  return (
    <Stack gap="xl" maw={1040} data-testid="mytarif-page">
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {ROUTES.mytarif.title}
      </Title>
      {payments === 'test' ? <PaymentModeNote /> : null}
      {paymentId ? <PaymentReturn key={paymentId} paymentId={paymentId} onDismiss={dismiss} /> : null}
      <CurrentTariff
        user={user}
        now={now}
        canPay={payments !== 'unavailable'}
        canReturnToDemo={autopay.data?.canReturnToDemo}
        autopayOn={autopay.data?.isEnableAutoPay}
        returning={returnDemo.isPending}
        onReturnToDemo={backToDemo}
      />
      <section aria-labelledby="mytarif-plans-title">
        <Stack gap="sm">
          <Title order={2} fz={{ base: 20, sm: 24 }} id="mytarif-plans-title">
            {running ? 'Продлить тариф' : 'Оплатить тариф'}
          </Title>
          {payments === 'unavailable' ? (
            <>
              <PaymentModeNote />
              <PlanGrid />
            </>
          ) : (
            <>
              <Text size="sm" c="gray.7">
                {running
                  ? `${PROLONG_NOTE} Новый период начнётся после ${formatTariffDate(new Date(user.expiriesTariffAt ?? now))}.`
                  : 'Тариф начнёт действовать сразу после оплаты.'}
              </Text>
              <CheckoutPlans label={running ? 'Продлить' : 'Оплатить'} disabled={badge.kind === 'banned'} />
            </>
          )}
        </Stack>
      </section>
      <PaymentHistory />
    </Stack>
  );
}
