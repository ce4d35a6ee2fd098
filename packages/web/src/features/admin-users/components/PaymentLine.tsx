import { Badge, Group, Text } from '@mantine/core';
import { formatRubles } from '@fura/domain/money';
import { PAYMENT_STATUS_LABELS, type TPayment } from '@fura/domain/tariff-schemas';
import { formatDateTime } from '../../../shared/format/date';

const STATUS_COLORS = { pending: 'orange', succeeded: 'green', canceled: 'red' } as const;

/** A payment of the card: plan, amount, status (with the reason of a failure) and when. */
export function PaymentLine({ payment }: { payment: TPayment }) {
  return (
    <Group gap="xs" justify="space-between" wrap="wrap">
      <Text>
        {payment.planName} · {formatRubles(payment.amountKopecks)}
        {payment.kind === 'autopay' ? ' · автоплатёж' : ''}
      </Text>
      <Group gap="xs">
        <Badge variant="light" color={STATUS_COLORS[payment.status]}>
          {PAYMENT_STATUS_LABELS[payment.status]}
        </Badge>
        {payment.failure && (
          <Text size="sm" c="gray.7">
            {payment.failure}
          </Text>
        )}
        <Text size="sm" c="gray.7">
          {formatDateTime(payment.createdAt)}
        </Text>
      </Group>
    </Group>
  );
}
