import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { QueryStates } from '../../../shared/ui/QueryStates';
import { useAdminPlans } from '../api/tariffs-api';
import { TariffPlanCard } from '../components/TariffPlanCard';
import { loadErrorMessage } from '../load-error-message';

/** Тарифы (issue 12): the carriers' plans — name, period, price, order, on sale or not. */
export function AdminTariffsPage() {
  const query = useAdminPlans();

  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        Тарифы
      </Title>
      <Text c="gray.7">
        Новая цена сразу видна на странице тарифов. Уже оплаченные тарифы не меняются: платёж хранит свою
        сумму и срок. Автоплатёж спишет новую цену при следующем продлении.
      </Text>
      <QueryStates
        query={query}
        loading={
          <Stack gap="md" data-testid="tariffs-loading" aria-busy="true">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} height={200} radius="md" />
            ))}
          </Stack>
        }
        error={{
          title: 'Не удалось загрузить тарифы',
          testId: 'tariffs-load-error',
          message: loadErrorMessage,
        }}
      >
        {(plans) => (
          <Stack gap="md" data-testid="admin-tariffs">
            {plans.map((plan) => (
              <TariffPlanCard key={plan.code} plan={plan} />
            ))}
          </Stack>
        )}
      </QueryStates>
    </Stack>
  );
}
