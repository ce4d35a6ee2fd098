import type { ReactNode } from 'react';
import { Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { TTariffPlanView } from '@fura/domain/tariff-schemas';
import { LoadError } from '../../../shared/ui/ListStates';
import { usePlans } from '../api/get-plans';
import { PlanCard } from './PlanCard';

const GRID_COLS = { base: 1, xs: 2, lg: 3 };

function PlanSkeleton() {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm" aria-hidden>
        <Skeleton height={22} width="60%" />
        <Skeleton height={32} width="45%" />
        <Skeleton height={14} width="70%" />
        <Skeleton height={42} />
      </Stack>
    </Paper>
  );
}

/** The plans on sale, each with `action(plan)`; skeletons while loading, the reason and a retry on failure. */
export function PlanGrid({ action }: { action?: (plan: TTariffPlanView) => ReactNode }) {
  const plans = usePlans();
  if (plans.isPending) {
    return (
      <SimpleGrid
        cols={GRID_COLS}
        spacing="md"
        aria-busy="true"
        aria-label="Загрузка тарифов"
        data-testid="tariff-plans-loading"
      >
        <PlanSkeleton />
        <PlanSkeleton />
        <PlanSkeleton />
      </SimpleGrid>
    );
  }
  if (plans.isError) {
    return (
      <LoadError
        title="Не удалось загрузить тарифы"
        message={plans.error.message}
        onRetry={() => void plans.refetch()}
        testId="tariff-plans-error"
      />
    );
  }
  if (plans.data.plans.length === 0) {
    return (
      <Text c="gray.7" data-testid="tariff-plans-empty">
        Сейчас тарифы не продаются. Загляните позже или напишите в поддержку.
      </Text>
    );
  }
  return (
    <SimpleGrid cols={GRID_COLS} spacing="md" data-testid="tariff-plans">
      {plans.data.plans.map((plan) => (
        <PlanCard key={plan.code} plan={plan} action={action?.(plan)} />
      ))}
    </SimpleGrid>
  );
}
