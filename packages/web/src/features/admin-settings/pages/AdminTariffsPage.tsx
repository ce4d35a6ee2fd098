import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { ApiError } from '../../../shared/api/client';
import { LoadError } from '../../../shared/ui/ListStates';
import { useAdminPlans } from '../api/tariffs-api';
import { TariffPlanCard } from '../components/TariffPlanCard';

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
      {query.isPending && (
        <Stack gap="md" data-testid="tariffs-loading" aria-busy="true">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={200} radius="md" />
          ))}
        </Stack>
      )}
      {query.isError && (
        <LoadError
          title="Не удалось загрузить тарифы"
          message={query.error instanceof ApiError ? query.error.message : 'Попробуйте ещё раз'}
          onRetry={() => void query.refetch()}
          testId="tariffs-load-error"
        />
      )}
      {query.data && (
        <Stack gap="md" data-testid="admin-tariffs">
          {query.data.map((plan) => (
            <TariffPlanCard key={plan.code} plan={plan} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
