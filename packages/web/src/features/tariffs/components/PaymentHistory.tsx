import { Paper, Skeleton, Stack, Title } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { EmptyState } from '../../../shared/ui/ListStates';
import { LoadMoreButton } from '../../../shared/ui/LoadMoreButton';
import { QueryStates } from '../../../shared/ui/QueryStates';
import { usePayments } from '../api/get-payments';
import { PaymentCards, PaymentTable } from './PaymentRows';

/** The table needs room for six columns beside the side menu; narrower screens get one card per payment. */
const WIDE_QUERY = '(min-width: 1100px)';

function HistorySkeleton() {
  return (
    <Paper withBorder radius="md" p="md" aria-busy="true" aria-label="Загрузка платежей">
      <Stack gap="md" aria-hidden>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height={40} />
        ))}
      </Stack>
    </Paper>
  );
}

/** The carrier's payments, newest first, a page at a time. */
export function PaymentHistory() {
  const payments = usePayments();
  const wide = useMediaQuery(WIDE_QUERY, true, { getInitialValueInEffect: false });
  const list = payments.data?.pages.flatMap((page) => page.payments) ?? [];

  return (
    <section aria-labelledby="tariff-history-title">
      <Stack gap="sm">
        <Title order={2} fz={{ base: 20, sm: 24 }} id="tariff-history-title">
          История платежей
        </Title>
        <QueryStates
          query={payments}
          loading={<HistorySkeleton />}
          error={{ title: 'Не удалось загрузить платежи', testId: 'tariff-history-error' }}
          isEmpty={() => list.length === 0}
          empty={
            <EmptyState
              icon={<IconReceipt size={30} />}
              title="Платежей пока нет"
              hint="Здесь появятся ваши оплаты тарифа и автоплатежи с чеками."
              testId="tariff-history-empty"
            />
          }
        >
          {() => (
            <>
              {wide ? <PaymentTable payments={list} /> : <PaymentCards payments={list} />}
              <LoadMoreButton query={payments} testId="tariff-history-more" />
            </>
          )}
        </QueryStates>
      </Stack>
    </section>
  );
}
