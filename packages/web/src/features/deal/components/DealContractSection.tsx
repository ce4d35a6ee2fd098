import { useId } from 'react';
import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconFileDownload, IconSignature } from '@tabler/icons-react';
import { Link } from 'react-router';
import { contractPdfPath, type TContractIds, type TContractResponse } from '@fura/domain/deal-contract';
import { formatDate } from '../../../shared/format/date';
import { QueryStates } from '../../../shared/ui/QueryStates';
import { dealSignPath, isContractMissing, useContract, useContractRealtime } from '../api/contract';
import { CONTRACT_TEXTS as T } from '../contract-texts';
import { ContractMissingFields } from './ContractMissingFields';
import { ContractSignatures, ContractStateBadge } from './ContractSignatures';

function ContractSummary({ contract, ids }: { contract: TContractResponse; ids: TContractIds }) {
  const canSign = !contract.mySignature && !contract.signRefusal;
  return (
    <Stack gap="sm">
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Text size="sm" data-testid="contract-number">
          № {contract.number} от {formatDate(contract.date, 'moscow')} · {T.version} {contract.termsVersion}
        </Text>
        <ContractStateBadge contract={contract} />
      </Group>
      <ContractSignatures contract={contract} />
      {contract.signRefusal && (
        <Alert color="red" variant="light" data-testid="contract-refusal">
          {contract.signRefusal}
        </Alert>
      )}
      <ContractMissingFields fields={contract.missingFields} />
      <Group gap="sm" wrap="wrap">
        <Button
          component="a"
          href={contractPdfPath(ids)}
          download
          variant="default"
          leftSection={<IconFileDownload size={18} aria-hidden />}
          data-testid="contract-download"
        >
          {T.download}
        </Button>
        {canSign && (
          <Button
            component={Link}
            to={dealSignPath(ids)}
            leftSection={<IconSignature size={18} aria-hidden />}
            data-testid="contract-sign-link"
          >
            {T.toSign}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/**
 * «Договор-заявка» on the deal page (issue 29): the number and version, each party's signature, the e-заказ-заявка's
 * missing fields, the PDF and the way to the sign screen. Live: the other party's signature shows at once.
 */
export function DealContractSection({ articleId, executorId }: { articleId: string; executorId: string }) {
  const ids = { articleId, executorId };
  const query = useContract(ids);
  useContractRealtime(ids);
  const headingId = useId();
  // Not a party (or no deal): the deal page says so itself; the section shows nothing.
  if (isContractMissing(query.error) && !query.data) return null;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby={headingId}
      data-testid="deal-contract-section"
    >
      <Stack gap="sm">
        <Title order={2} fz="lg" id={headingId}>
          {T.sectionTitle}
        </Title>
        <QueryStates
          query={query}
          loading={<Skeleton height={96} />}
          error={{ title: T.loadError, testId: 'contract-load-error' }}
        >
          {(contract) => <ContractSummary contract={contract} ids={ids} />}
        </QueryStates>
      </Stack>
    </Paper>
  );
}
