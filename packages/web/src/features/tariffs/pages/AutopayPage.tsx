import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ROUTES } from '@fura/domain/routes';
import { QueryStates } from '../../../shared/ui/QueryStates';
import { useAutopay } from '../api/get-autopay';
import { AutopayConsent } from '../components/AutopayConsent';
import { AutopaySwitch } from '../components/AutopaySwitch';
import { PaymentModeNote } from '../components/PaymentModeNote';
import { SavedCard } from '../components/SavedCard';

function AutopaySkeleton() {
  return (
    <Paper withBorder radius="md" p="lg" aria-busy="true" aria-label="Загрузка автоплатежа">
      <Stack gap="md" aria-hidden>
        <Skeleton height={24} width="40%" />
        <Skeleton height={40} />
        <Skeleton height={80} />
      </Stack>
    </Paper>
  );
}

/** /autopay (carrier): the saved card, the switch and the terms of the recurring charge. */
export function AutopayPage() {
  const autopay = useAutopay();
  return (
    <Stack gap="lg" maw={760} data-testid="autopay-page">
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {ROUTES.autopay.title}
      </Title>
      <Text>
        Автоплатёж продлевает тариф с сохранённой карты, чтобы профиль и предложения не скрылись в день
        окончания тарифа.
      </Text>
      <PaymentModeNote testHint="Платёжный сервис не подключён: автоплатёж продлевает тариф с тестовой карты." />
      <QueryStates
        query={autopay}
        loading={<AutopaySkeleton />}
        error={{ title: 'Не удалось загрузить автоплатёж', testId: 'autopay-load-error' }}
      >
        {(state) => (
          <>
            <SavedCard card={state.card} />
            <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
              <AutopaySwitch enabled={state.isEnableAutoPay} hasCard={state.card !== null} />
            </Paper>
            <AutopayConsent autopay={state} />
          </>
        )}
      </QueryStates>
    </Stack>
  );
}
