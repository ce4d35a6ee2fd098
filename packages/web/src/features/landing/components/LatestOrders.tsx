import { lazy, Suspense, useEffect } from 'react';
import { Alert, Anchor, Button, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconLogin, IconTruckDelivery } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TOrderTeaser } from '@fura/domain/content';
import { ROUTES } from '@fura/domain/routes';
import { EmptyState } from '../../../shared/ui/ListStates';

// The cards (with date, money and cargo formatting) are needed only once the orders have come: their chunk is fetched
// beside the orders request, not before the page's first paint (issue 14).
const loadCard = () => import('./OrderTeaserCard');
const OrderTeaserCard = lazy(() => loadCard().then((module) => ({ default: module.OrderTeaserCard })));

export const GUEST_TEASER_CALL = 'Войдите, чтобы увидеть контакты и подробности';

function CardSkeletons() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} height={150} radius="md" />
      ))}
    </SimpleGrid>
  );
}

/** The latest six published orders; a guest is asked to log in for contacts and details. */
export function LatestOrders({ orders, guest }: { orders: TOrderTeaser[] | undefined; guest: boolean }) {
  useEffect(() => {
    loadCard().catch(() => undefined);
  }, []);
  return (
    <section aria-labelledby="latest-orders-title" data-testid="latest-orders">
      <Stack gap="md">
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={2} fz={{ base: 22, sm: 28 }} id="latest-orders-title">
            Свежие заказы
          </Title>
          <Anchor component={Link} to={ROUTES.searchOrder.path} fw={600}>
            Все заказы
          </Anchor>
        </Group>
        {orders === undefined ? (
          <CardSkeletons />
        ) : orders.length === 0 ? (
          <EmptyState
            icon={<IconTruckDelivery size={30} />}
            title="Открытых заказов пока нет"
            hint="Новые заказы появятся здесь, как только грузовладельцы их опубликуют."
            testId="latest-orders-empty"
          />
        ) : (
          <Suspense fallback={<CardSkeletons />}>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
              {orders.map((order) => (
                <OrderTeaserCard key={order._id} order={order} />
              ))}
            </SimpleGrid>
          </Suspense>
        )}
        {guest ? (
          <Alert
            color="blue"
            variant="light"
            icon={<IconInfoCircle aria-hidden />}
            data-testid="latest-orders-login"
          >
            <Group justify="space-between" gap="sm">
              <Text size="sm">{GUEST_TEASER_CALL}</Text>
              <Button
                component={Link}
                to={ROUTES.login.path}
                size="sm"
                leftSection={<IconLogin size={16} aria-hidden />}
              >
                Войти
              </Button>
            </Group>
          </Alert>
        ) : null}
      </Stack>
    </section>
  );
}
