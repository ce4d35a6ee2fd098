import { Badge, List, Text } from '@mantine/core';
import { CONTRACT_SIDE_LABELS, CONTRACT_SIDES, type TContractResponse } from '@fura/domain/deal-contract';
import { formatDateTime } from '../../../shared/format/date';
import { CONTRACT_TEXTS as T } from '../contract-texts';

/** «29.11.2026 14:05 МСК»: signatures are shown in Moscow time, as the PDF prints them. */
export function signedAtText(iso: string): string {
  return `${formatDateTime(iso, 'moscow')} МСК`;
}

/** The contract's state in one badge: signed by both, by me, or not yet. */
export function ContractStateBadge({ contract }: { contract: TContractResponse }) {
  if (contract.signedByBoth) {
    return (
      <Badge color="green" variant="light" size="lg" data-testid="contract-state">
        {T.signedByBoth}
      </Badge>
    );
  }
  return (
    <Badge
      color={contract.mySignature ? 'blue' : 'gray'}
      variant="light"
      size="lg"
      data-testid="contract-state"
    >
      {contract.mySignature ? T.signedByMe : T.notSigned}
    </Badge>
  );
}

/** Each party's signature of the current version: when and who, or «не подписано». */
export function ContractSignatures({ contract }: { contract: TContractResponse }) {
  return (
    <List spacing={4} size="sm" data-testid="contract-signatures">
      {CONTRACT_SIDES.map((side) => {
        const signature = contract.signatures.find((item) => item.side === side);
        return (
          <List.Item key={side} data-side={side}>
            <Text span fw={600} size="sm">
              {CONTRACT_SIDE_LABELS[side]}
              {side === contract.mySide ? ' (вы)' : ''}:
            </Text>{' '}
            {signature
              ? `${T.signed} ${signedAtText(signature.signedAt)}, ${signature.name}`
              : T.sideNotSigned}
          </List.Item>
        );
      })}
    </List>
  );
}
