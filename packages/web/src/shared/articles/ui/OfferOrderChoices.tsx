import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconPackageOff, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TArticle } from '@fura/domain/article-schemas';
import { formatRubles } from '@fura/domain/money';
import { formatLoading, formatRoute } from '../../format/article';
import { EmptyState, LoadError } from '../../ui/ListStates';
import { usePublishedOrders } from '../offer-order';
import { LoadMoreButton } from '../../ui/LoadMoreButton';

function OrderChoice({ order, pending, onPick }: { order: TArticle; pending: boolean; onPick: () => void }) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid="offer-order-choice" data-article-id={order._id}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 180px' }}>
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {formatRoute(order)}
          </Text>
          <Text size="sm" c="dimmed">
            {formatLoading(order)} · {formatRubles(order.budgetKopecks)}
          </Text>
        </Stack>
        <Button size="sm" onClick={onPick} loading={pending} data-testid="offer-order-pick">
          Предложить
        </Button>
      </Group>
    </Paper>
  );
}

/** The cargo owner's published orders; picking one offers it to the carrier. */
export function OfferOrderChoices({
  pendingId,
  onPick,
}: {
  pendingId: string | null;
  onPick: (orderId: string) => void;
}) {
  const query = usePublishedOrders(true);
  const orders = query.data?.pages.flatMap((page) => page.articles) ?? [];
  if (query.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Загрузка заказов" data-testid="offer-order-loading">
        <Skeleton height={64} radius="md" />
        <Skeleton height={64} radius="md" />
      </Stack>
    );
  }
  if (query.isError && orders.length === 0) {
    return (
      <LoadError
        title="Не удалось загрузить ваши заказы"

        message={query.error.message}

        onRetry={() => void query.refetch()}

        testId="offer-order-error"
      />
    );
  }
  if (orders.length === 0) {
    return (
      <EmptyState
        icon={<IconPackageOff size={30} />}
        title="Нет опубликованных заказов"
        hint="Предложить перевозчику можно только опубликованный заказ."
        testId="offer-order-empty"
        action={
          <Button component={Link} to="/order-create" leftSection={<IconPlus size={18} aria-hidden />}>
            Создать заказ
          </Button>
        }
      />
    );
  }
  return (
    <Stack gap="sm">
      {orders.map((order) => (
        <OrderChoice
          key={order._id}
          order={order}
          pending={pendingId === order._id}
          onPick={() => onPick(order._id)}
        />
      ))}
      <LoadMoreButton query={query} />
    </Stack>
  );
}
