import { useId, useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  EmptyState,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconCircleCheck, IconFileOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { CONTRACT_CONSENT_TEXT, type TContractIds, type TContractResponse } from '@fura/domain/deal-contract';
import { ROUTES, routePath } from '@fura/domain/routes';
import { ApiError } from '../../../shared/api/client';
import { announce } from '../../../shared/ui/live-announcer';
import { QueryStates } from '../../../shared/ui/QueryStates';
import {
  contractQueryKey,
  dealPagePath,
  isContractMissing,
  useContract,
  useContractRealtime,
  useSignContract,
} from '../api/contract';
import { ContractMissingFields } from '../components/ContractMissingFields';
import { ContractSignatures, ContractStateBadge, signedAtText } from '../components/ContractSignatures';
import { CONTRACT_TEXTS as T } from '../contract-texts';
import classes from './DealSignPage.module.css';

/** The contract's facts as it prints them: each section a heading and a list of label — value. */
function ContractFacts({ contract }: { contract: TContractResponse }) {
  return (
    <Stack gap="md" data-testid="contract-facts">
      {contract.sections.map((section) => (
        <section key={section.title}>
          <Title order={3} fz="md" mb={6}>
            {section.title}
          </Title>
          <dl className={classes.facts}>
            {section.rows.map((row) => (
              <div key={row.label} className={classes.fact}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <section>
        <Title order={3} fz="md" mb={6}>
          {T.termsTitle}
        </Title>
        <ol className={classes.terms}>
          {contract.terms.map((clause) => (
            <li key={clause}>{clause}</li>
          ))}
        </ol>
      </section>
    </Stack>
  );
}

/** The consent and «Подписать»: the refusal (a changed version, a closed deal) is shown in the form. */
function SignForm({ contract, ids }: { contract: TContractResponse; ids: TContractIds }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const sign = useSignContract(ids);
  // The consent is to the content read: a new version or content (read again live) unchecks it.
  const [agreedTo, setAgreedTo] = useState<string | null>(null);
  const agreed = agreedTo === contract.hash;
  const [consentError, setConsentError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const errorId = useId();
  const consentRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!agreed) {
      setConsentError(T.consentRequired);
      consentRef.current?.focus();
      return;
    }
    setRefusal(null);
    sign.mutate(contract, {
      onSuccess: () => {
        announce(T.success);
        void navigate(dealPagePath(ids));
      },
      onError: (error) => {
        setRefusal(error.message);
        if (error instanceof ApiError && error.status === 409) {
          // The terms changed under the reader: show him the new version, and ask for his consent again.
          setAgreedTo(null);
          void client.invalidateQueries({ queryKey: contractQueryKey(ids) });
        }
      },
    });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-describedby={refusal ? errorId : undefined}
      data-testid="sign-form"
    >
      <Stack gap="sm">
        <Checkbox
          ref={consentRef}
          checked={agreed}
          onChange={(event) => {
            setAgreedTo(event.currentTarget.checked ? contract.hash : null);
            if (event.currentTarget.checked) setConsentError(null);
          }}
          label={CONTRACT_CONSENT_TEXT}
          description={
            <>
              {T.consentHint}{' '}
              <Anchor component={Link} to={routePath('page', { slug: 'terms' })} inherit>
                {T.termsLink}
              </Anchor>
            </>
          }
          error={consentError}
          aria-invalid={consentError ? true : undefined}
          data-testid="sign-consent"
        />
        {refusal && (
          <Alert color="red" variant="light" role="alert" id={errorId} data-testid="sign-error">
            {refusal}
            {sign.error instanceof ApiError && sign.error.status === 409 ? ` ${T.staleReloaded}` : ''}
          </Alert>
        )}
        <div>
          <Button type="submit" loading={sign.isPending} data-testid="sign-submit">
            {T.submit}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

function SignScreen({ contract, ids }: { contract: TContractResponse; ids: TContractIds }) {
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          <Title order={2} fz={{ base: 'lg', sm: 'xl' }} data-testid="contract-title">
            {contract.title}
          </Title>
          <Text size="sm" c="dimmed">
            {T.version} {contract.termsVersion}
          </Text>
          <ContractFacts contract={contract} />
        </Stack>
      </Paper>
      <ContractMissingFields fields={contract.missingFields} />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {T.signaturesTitle}
          </Title>
          <ContractStateBadge contract={contract} />
          <ContractSignatures contract={contract} />
          {contract.mySignature ? (
            <Alert
              color="green"
              variant="light"
              icon={<IconCircleCheck aria-hidden />}
              data-testid="sign-done"
            >
              {T.alreadySigned}: {signedAtText(contract.mySignature.signedAt)}
            </Alert>
          ) : contract.signRefusal ? (
            <Alert color="red" variant="light" data-testid="sign-refusal">
              {contract.signRefusal}
            </Alert>
          ) : (
            <SignForm contract={contract} ids={ids} />
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}

function NotFound() {
  return (
    <EmptyState
      icon={<IconFileOff size={32} />}
      variant="light"
      title={T.notFoundTitle}
      description={T.notFoundHint}
      data-testid="sign-not-found"
    />
  );
}

/** /deal/:articleId/:executorId/sign «Подписание договора-заявки» (issue 29): read the contract, consent, sign. */
export function DealSignPage() {
  const { articleId = '', executorId = '' } = useParams();
  const ids = { articleId, executorId };
  const query = useContract(ids);
  useContractRealtime(ids);
  const missing = isContractMissing(query.error) && !query.data;

  return (
    <Stack gap="lg" maw={860} data-testid="deal-sign-page">
      <Anchor component={Link} to={dealPagePath(ids)} size="sm">
        <IconArrowLeft size={16} aria-hidden style={{ verticalAlign: 'middle' }} /> {T.toDeal}
      </Anchor>
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {ROUTES.dealSign.title}
      </Title>
      {missing ? (
        <NotFound />
      ) : (
        <QueryStates
          query={query}
          loading={
            <Stack gap="sm">
              <Skeleton height={32} />
              <Skeleton height={240} />
            </Stack>
          }
          error={{ title: T.loadError, testId: 'sign-load-error' }}
        >
          {(contract) => <SignScreen contract={contract} ids={ids} />}
        </QueryStates>
      )}
    </Stack>
  );
}
