import type { ReactNode } from 'react';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatRubles } from '@fura/domain/money';
import { daysRu } from '@fura/domain/plural';
import type { TTariffPlanView } from '@fura/domain/tariff-schemas';
import classes from './Tariffs.module.css';
import { Tone } from './Tone';

export function planTitleId(plan: TTariffPlanView): string {
  return `tariff-plan-${plan.code}-title`;
}

/** One plan: its name and period, the price per period and per week, the saving, and what to do (`action`). */
export function PlanCard({ plan, action }: { plan: TTariffPlanView; action?: ReactNode }) {
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-labelledby={planTitleId(plan)}
      data-testid="tariff-plan"
      data-code={plan.code}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div>
            <Title order={3} fz="lg" id={planTitleId(plan)}>
              {plan.name}
            </Title>
            <Text size="sm" c="gray.7">
              {daysRu(plan.days)}
            </Text>
          </div>
          {plan.saving ? (
            <Tone tone="green" testId="tariff-plan-saving">
              выгода {plan.saving.percent} %
            </Tone>
          ) : null}
        </Group>
        <div>
          <Text fz={28} fw={700} lh={1.2} data-testid="tariff-plan-price">
            {formatRubles(plan.priceKopecks)}
          </Text>
          <Text size="sm" c="gray.7" data-testid="tariff-plan-week">
            {formatRubles(plan.pricePerWeekKopecks)} в неделю
          </Text>
          {plan.saving ? (
            <Text size="sm" className={classes.greenText}>
              Экономия {formatRubles(plan.saving.kopecks)} по сравнению с оплатой по неделям
            </Text>
          ) : null}
        </div>
        {action ? <div style={{ marginTop: 'auto' }}>{action}</div> : null}
      </Stack>
    </Paper>
  );
}
