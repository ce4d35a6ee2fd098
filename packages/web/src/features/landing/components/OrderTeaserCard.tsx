import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconCalendar, IconPackage, IconWeight } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TOrderTeaser } from '@fura/domain/content';
import { formatRubles } from '@fura/domain/money';
import { routePath } from '@fura/domain/routes';
import { cargoTypesLabel, formatWeight } from '../../../shared/format/article';
import { formatDate } from '../../../shared/format/date';

/** A published order as a guest may see it: route, loading date, cargo, weight and price; opens the listing. */
export function OrderTeaserCard({ order }: { order: TOrderTeaser }) {
  const cargo = cargoTypesLabel(order.cargoTypes);
  const weight = formatWeight(order.weightKg);
  return (
    <Paper
      component={Link}
      to={routePath('order', { id: order._id })}
      withBorder
      radius="md"
      p="md"
      data-testid="order-teaser"
      style={{ color: 'inherit', textDecoration: 'none', display: 'block' }}
    >
      <Stack gap={6}>
        <Text fw={700} size="lg" lh={1.25}>
          {order.from} → {order.to}
        </Text>
        <Group gap={6} wrap="nowrap">
          <IconCalendar size={16} aria-hidden />
          <Text size="sm">Погрузка {formatDate(`${order.loadingDate}T00:00:00`)}</Text>
        </Group>
        {cargo ? (
          <Group gap={6} wrap="nowrap">
            <IconPackage size={16} aria-hidden />
            <Text size="sm">{cargo}</Text>
          </Group>
        ) : null}
        {weight ? (
          <Group gap={6} wrap="nowrap">
            <IconWeight size={16} aria-hidden />
            <Text size="sm">{weight}</Text>
          </Group>
        ) : null}
        <Text fw={800} c="brand.8" data-testid="order-teaser-price">
          {formatRubles(order.budgetKopecks)}
        </Text>
      </Stack>
    </Paper>
  );
}
