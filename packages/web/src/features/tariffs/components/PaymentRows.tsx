import { Anchor, Paper, Stack, Table, Text } from '@mantine/core';
import { formatRubles } from '@fura/domain/money';
import { PAYMENT_STATUS_LABELS, type TPayment } from '@fura/domain/tariff-schemas';
import { formatDateTime } from '../../../shared/format/date';
import { cardLabel, PAYMENT_KIND_LABELS, PAYMENT_STATUS_TONES } from '../payment-format';
import { Tone } from './Tone';

function Status({ payment }: { payment: TPayment }) {
  return (
    <Stack gap={4} align="flex-start">
      <Tone tone={PAYMENT_STATUS_TONES[payment.status]} testId="tariff-payment-status">
        {PAYMENT_STATUS_LABELS[payment.status]}
      </Tone>
      {payment.failure ? (
        <Text size="sm" c="red.9" data-testid="tariff-payment-failure">
          {payment.failure}
        </Text>
      ) : null}
    </Stack>
  );
}

function Plan({ payment }: { payment: TPayment }) {
  return (
    <>
      <Text size="sm" fw={600} span>
        {payment.planName}
      </Text>
      <Text size="xs" c="gray.7">
        {PAYMENT_KIND_LABELS[payment.kind]}
      </Text>
    </>
  );
}

function Receipt({ payment }: { payment: TPayment }) {
  if (!payment.receiptUrl) return <Text size="sm">—</Text>;
  return (
    <Anchor href={payment.receiptUrl} size="sm" data-testid="tariff-payment-receipt">
      Чек
    </Anchor>
  );
}

const card = (payment: TPayment) => (payment.card ? cardLabel(payment.card) : '—');

/** Wide screens: one row per payment. */
export function PaymentTable({ payments }: { payments: TPayment[] }) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" data-testid="tariff-history">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Дата</Table.Th>
            <Table.Th scope="col">Тариф</Table.Th>
            <Table.Th scope="col">Сумма</Table.Th>
            <Table.Th scope="col">Статус</Table.Th>
            <Table.Th scope="col">Карта</Table.Th>
            <Table.Th scope="col">Чек</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payments.map((payment) => (
            <Table.Tr key={payment._id} data-testid="tariff-payment">
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(payment.createdAt)}</Table.Td>
              <Table.Td>
                <Plan payment={payment} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatRubles(payment.amountKopecks)}</Table.Td>
              <Table.Td>
                <Status payment={payment} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{card(payment)}</Table.Td>
              <Table.Td>
                <Receipt payment={payment} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Phones and narrow windows: one card per payment with the same facts. */
export function PaymentCards({ payments }: { payments: TPayment[] }) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="tariff-history">
      {payments.map((payment) => (
        <Paper key={payment._id} component="li" withBorder radius="md" p="sm" data-testid="tariff-payment">
          <Stack gap={6}>
            <div>
              <Plan payment={payment} />
            </div>
            <Text size="lg" fw={700}>
              {formatRubles(payment.amountKopecks)}
            </Text>
            <Status payment={payment} />
            <Text size="sm">
              {formatDateTime(payment.createdAt)} · {card(payment)}
            </Text>
            {payment.receiptUrl ? <Receipt payment={payment} /> : null}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
