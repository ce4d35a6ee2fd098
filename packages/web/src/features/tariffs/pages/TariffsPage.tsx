import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconGift, IconUserPlus } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { ROUTES } from '@fura/domain/routes';
import type { TTariffPlanView } from '@fura/domain/tariff-schemas';
import { withReturnPath } from '../../../shared/session/return-path';
import { useSession } from '../../../shared/session/session-query';
import { usePlans } from '../api/get-plans';
import { Benefits } from '../components/Benefits';
import { CheckoutPlans } from '../components/CheckoutPlans';
import { PaymentModeNote } from '../components/PaymentModeNote';
import { PlanGrid } from '../components/PlanGrid';
import { TariffFaq } from '../components/TariffFaq';
import classes from '../components/Tariffs.module.css';
import { CARGO_FREE_TEXT, CARGO_FREE_TITLE } from '../tariff-texts';
import { usePaymentMode } from '../use-payment-mode';

function RegisterToPay({ plan }: { plan: TTariffPlanView }) {
  return (
    <Button
      component={Link}
      to={withReturnPath(ROUTES.register.path, `${ROUTES.tariffs.path}?plan=${plan.code}`, {
        role: 'carrier',
      })}
      fullWidth
      leftSection={<IconUserPlus size={18} aria-hidden />}
      aria-label={`Оплатить — ${plan.name}`}
      data-testid="tariff-plan-pay"
    >
      Оплатить
    </Button>
  );
}

/** Back from registration with a plan picked: which one, and what to press. */
function ChosenPlanNotice({ code }: { code: string }) {
  const plans = usePlans();
  const plan = plans.data?.plans.find((item) => item.code === code);
  if (!plan) return null;
  return (
    <Alert color="blue" variant="light" data-testid="tariffs-chosen-plan">
      Вы выбрали тариф «{plan.name}». Нажмите «Оплатить» на его карточке, чтобы перейти к оплате.
    </Alert>
  );
}

function CargoFreeNote({ cargoOwner }: { cargoOwner: boolean }) {
  return (
    <Alert
      color="green"
      variant="light"
      icon={<IconGift aria-hidden />}
      title={CARGO_FREE_TITLE}
      classNames={{ title: classes.alertTitle }}
      data-testid="tariffs-cargo-note"
    >
      {cargoOwner
        ? `Вы зарегистрированы как грузовладелец — платить ничего не нужно. ${CARGO_FREE_TEXT}`
        : CARGO_FREE_TEXT}
    </Alert>
  );
}

/**
 * /tariffs (public): what a tariff gives a carrier, the plans, and answers about paying. Carriers and visitors are told
 * when no money moves (test mode) or when the site takes no payments, and then see the plans without a button.
 */
export function TariffsPage() {
  const { user } = useSession();
  const [params] = useSearchParams();
  const payments = usePaymentMode();
  const canPay = payments !== 'unavailable';
  const chosen = user?.type === 'carrier' && canPay ? params.get('plan') : null;
  const plansSection =
    user?.type === 'cargo' || !canPay ? (
      <PlanGrid />
    ) : user?.type === 'carrier' ? (
      <CheckoutPlans label="Оплатить" chosen={chosen} />
    ) : (
      <PlanGrid action={(plan) => <RegisterToPay plan={plan} />} />
    );

  return (
    <Stack gap="xl" maw={1040} data-testid="tariffs-page">
      <Stack gap="xs">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          Тарифы для перевозчиков
        </Title>
        <Text size="lg">
          Тариф открывает перевозчику всю работу на бирже. Грузовладельцы пользуются биржей бесплатно.
        </Text>
      </Stack>

      <CargoFreeNote cargoOwner={user?.type === 'cargo'} />
      <Benefits />

      <section aria-labelledby="tariff-plans-title">
        <Stack gap="sm">
          <Group justify="space-between" align="baseline" gap="xs">
            <Title order={2} fz={{ base: 20, sm: 24 }} id="tariff-plans-title">
              Тарифы PRO
            </Title>
            {user?.type === 'carrier' ? (
              <Anchor component={Link} to={ROUTES.mytarif.path}>
                Мой тариф и история платежей
              </Anchor>
            ) : null}
          </Group>
          <Text size="sm" c="gray.7">
            Чем длиннее период, тем дешевле неделя. Выгода считается от оплаты по неделям.
            {user || !canPay ? '' : ' Чтобы оплатить, зарегистрируйтесь как перевозчик.'}
          </Text>
          {user?.type === 'cargo' ? null : <PaymentModeNote />}
          {chosen ? <ChosenPlanNotice code={chosen} /> : null}
          {plansSection}
        </Stack>
      </section>

      <TariffFaq />
    </Stack>
  );
}
