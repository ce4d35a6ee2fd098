import { List, Paper, Stack, Text, Title } from '@mantine/core';
import { formatRubles } from '@fura/domain/money';
import { daysRu } from '@fura/domain/plural';
import { formatTariffDate } from '@fura/domain/tariff-period';
import type { TAutopayResponse } from '../api/get-autopay';
import { cardLabel } from '../payment-format';

/** What the carrier agrees to by turning autopay on: the amount, the period, the next charge, how to stop it. */
export function AutopayConsent({ autopay }: { autopay: TAutopayResponse }) {
  const { next, card, isEnableAutoPay } = autopay;
  const from = card ? `с карты ${cardLabel(card)}` : 'с сохранённой карты';
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="autopay-consent">
      <Stack gap="sm">
        <Title order={2} fz={{ base: 18, sm: 20 }}>
          Условия автоплатежа
        </Title>
        {next ? (
          <List spacing={6}>
            <List.Item>
              Сумма: <strong>{formatRubles(next.amountKopecks)}</strong> за тариф «{next.planName}» на{' '}
              {daysRu(next.days)}.
            </List.Item>
            <List.Item>
              {isEnableAutoPay ? 'Следующее списание' : 'Если включить, первое списание'}:{' '}
              <strong data-testid="autopay-next-date">{formatTariffDate(new Date(next.at))}</strong>, {from}.
              Затем — каждые {daysRu(next.days)}, пока автоплатёж включён.
            </List.Item>
          </List>
        ) : (
          <Text>
            Автоплатёж списывает стоимость последнего оплаченного тарифа в день, когда тариф заканчивается, и
            продлевает его на тот же период.
          </Text>
        )}
        <Text>
          Включая автоплатёж, вы соглашаетесь на эти списания {from} без подтверждения каждого платежа. Если
          списание не пройдёт, мы попробуем ещё раз на следующий день и пришлём уведомление.
        </Text>
        <Text>
          Отключить автоплатёж можно в любой момент на этой странице: выключите переключатель «Автоплатёж» или
          удалите карту. Оплаченный срок тарифа при этом сохранится.
        </Text>
      </Stack>
    </Paper>
  );
}
