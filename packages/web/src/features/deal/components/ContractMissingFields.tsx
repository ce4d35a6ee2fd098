import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { TMissingField } from '@fura/domain/deal-contract';
import { CONTRACT_TEXTS as T } from '../contract-texts';

/** The e-заказ-заявка's fields the deal lacks, listed before the parties sign; nothing when none is missing. */
export function ContractMissingFields({ fields }: { fields: readonly TMissingField[] }) {
  if (fields.length === 0) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      data-testid="contract-missing"
    >
      <Text size="sm" fw={600}>
        {T.missingLead} {fields.map((item) => item.label).join(', ')}
      </Text>
      <Text size="sm" mt={4}>
        {T.missingHint}
      </Text>
    </Alert>
  );
}
