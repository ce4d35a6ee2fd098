import type { ReactNode } from 'react';
import { Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { TTariffPlanView } from '@fura/domain/tariff-schemas';
import { QueryStates } from '../../../shared/ui/QueryStates';
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
  return (
    <QueryStates
      query={plans}
      loading={
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
      }
      error={{ title: 'Не удалось загрузить тарифы', testId: 'tariff-plans-error' }}
      isEmpty={(answer) => answer.plans.length === 0}
      empty={
        <Text c="gray.7" data-testid="tariff-plans-empty">
          Сейчас тарифы не продаются. Загляните позже или напишите в поддержку.
        </Text>
      }
    >
      {(answer) => (
        <SimpleGrid cols={GRID_COLS} spacing="md" data-testid="tariff-plans">
          {answer.plans.map((plan) => (
            <PlanCard key={plan.code} plan={plan} action={action?.(plan)} />
          ))}
        </SimpleGrid>
      )}
    </QueryStates>
  );
}
