import { useEffect, useId, useRef, useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconEdit, IconX } from '@tabler/icons-react';
import { DEAL_TERM_FIELD_LABELS, dealTermValueLabel, type DealTermField } from '@fura/domain/deal-terms';
import type { TDeal, TDealChange } from '@fura/domain/deal-terms-schemas';
import { formatDateTime } from '../../../shared/format/date';
import { readServerError, showErrorToasts } from '../../../shared/ui/inputs/server-errors';
import { announce } from '../../../shared/ui/live-announcer';
import { useDecideChange } from '../api/deal';
import { DEAL_PAGE_TEXTS as T } from '../deal-texts';
import classes from './DealTermsSection.module.css';
import { DealTermsForm } from './DealTermsForm';

/** The deal's terms now, each as stored → as read. */
function termRows(deal: TDeal): { field: DealTermField; value: string | null }[] {
  const { terms } = deal;
  return [
    { field: 'fromAddress', value: terms.from.address },
    { field: 'toAddress', value: terms.to.address },
    { field: 'loadingDate', value: terms.loadingDate },
    { field: 'unloadingDate', value: terms.unloadingDate },
    { field: 'consigneeName', value: terms.consigneeName },
    { field: 'consigneePhone', value: terms.consigneePhone },
    { field: 'priceKopecks', value: terms.priceKopecks === null ? null : String(terms.priceKopecks) },
    { field: 'paymentTerms', value: terms.paymentTerms },
  ];
}

function TermValue({ field, value }: { field: DealTermField; value: string | null }) {
  const text = dealTermValueLabel(field, value);
  if (field === 'consigneePhone' && value) {
    return (
      <Anchor href={`tel:+${value}`} inherit>
        {text}
      </Anchor>
    );
  }
  return value ? (
    <>{text}</>
  ) : (
    <Text span c="dimmed" inherit>
      {text}
    </Text>
  );
}

function TermsFacts({ deal }: { deal: TDeal }) {
  return (
    <dl className={classes.facts} data-testid="deal-terms">
      {termRows(deal).map(({ field, value }) => (
        <div key={field} className={classes.fact} data-testid={`deal-term-${field}`}>
          <dt>{DEAL_TERM_FIELD_LABELS[field]}</dt>
          <dd>
            <TermValue field={field} value={value} />
            {field === 'toAddress' && deal.toChangedAt && (
              <Badge color="orange" variant="light" size="sm" ml={8} data-testid="deal-to-changed">
                {T.toChanged} {formatDateTime(deal.toChangedAt)}
              </Badge>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** «Было → Станет» of each changed term. */
function ChangeItems({ change }: { change: TDealChange }) {
  return (
    <ul className={classes.items}>
      {change.items.map((item) => (
        <li key={item.field}>
          <Text fw={600} size="sm">
            {item.label}
          </Text>
          <Text size="sm">
            <span className={classes.old}>
              <VisuallyHidden component="span">{T.was}: </VisuallyHidden>
              {dealTermValueLabel(item.field, item.old)}
            </span>{' '}
            <span aria-hidden>→</span> <VisuallyHidden component="span">{T.becomes}: </VisuallyHidden>
            <strong>{dealTermValueLabel(item.field, item.new)}</strong>
          </Text>
        </li>
      ))}
    </ul>
  );
}

/** The change awaiting the carrier: his «Подтвердить» / «Отклонить», or the owner's note that it waits. */
function AwaitingChange({ deal, change }: { deal: TDeal; change: TDealChange }) {
  const decide = useDecideChange(deal);
  const answer = (decision: 'confirm' | 'decline') =>
    decide.mutate(
      { changeId: change.id, decision },
      {
        onSuccess: () => announce(decision === 'confirm' ? T.confirmed : T.declined),
        onError: (error) => showErrorToasts(readServerError(error, {}).general),
      },
    );
  const pending = decide.isPending ? decide.variables.decision : null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={T.awaitingTitle}
      data-testid="deal-awaiting"
    >
      <Stack gap="sm">
        <Text size="sm">{deal.canDecide ? T.awaitingForCarrier : T.awaitingForOwner}</Text>
        <ChangeItems change={change} />
        <Text size="xs" c="dimmed">
          {change.changedBy.name} · {formatDateTime(change.createdAt)}
        </Text>
        {deal.canDecide && (
          <Group gap="sm">
            <Button
              color="green"
              leftSection={<IconCheck size={18} aria-hidden />}
              loading={pending === 'confirm'}
              disabled={pending === 'decline'}
              onClick={() => answer('confirm')}
              data-testid="deal-change-confirm"
            >
              {T.confirm}
            </Button>
            <Button
              variant="default"
              color="red"
              leftSection={<IconX size={18} aria-hidden />}
              loading={pending === 'decline'}
              disabled={pending === 'confirm'}
              onClick={() => answer('decline')}
              data-testid="deal-change-decline"
            >
              {T.decline}
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}

function ChangeLog({ deal }: { deal: TDeal }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-testid="deal-log">
      <Title order={3} fz="md" id={headingId} mb="xs">
        {T.logTitle}
      </Title>
      {deal.changes.length === 0 ? (
        <Text size="sm" c="dimmed">
          {T.logEmpty}
        </Text>
      ) : (
        <ol className={classes.log}>
          {deal.changes.map((change) => (
            <li key={change.id} data-testid="deal-log-item">
              <Group gap="xs" wrap="wrap" mb={4}>
                <Text size="sm" fw={600}>
                  {formatDateTime(change.createdAt)}
                </Text>
                <Badge
                  size="sm"
                  variant="light"
                  color={
                    change.state === 'declined' ? 'red' : change.state === 'awaiting' ? 'orange' : 'green'
                  }
                >
                  {change.stateLabel}
                </Badge>
                <Text size="sm" c="dimmed">
                  {T.changedBy}: {change.changedBy.name}
                </Text>
              </Group>
              <ChangeItems change={change} />
              {change.decidedAt && change.state !== 'applied' && (
                <Text size="xs" c="dimmed">
                  {T.decidedAt}: {formatDateTime(change.decidedAt)}
                </Text>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * «Условия перевозки» of the deal page (issue 29): the terms now, the cargo owner's «Изменить условия», the change
 * awaiting the carrier with his «Подтвердить» / «Отклонить», and the change log with each old → new value.
 */
export function DealTermsSection({ deal }: { deal: TDeal }) {
  const [editing, setEditing] = useState(false);
  const headingId = useId();
  // Closing the form gives focus back to «Изменить условия», where the keyboard left off.
  const editButton = useRef<HTMLButtonElement>(null);
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    if (closed && !editing) editButton.current?.focus();
  }, [closed, editing]);
  const close = () => {
    setEditing(false);
    setClosed(true);
  };
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby={headingId}
      data-testid="deal-terms-section"
    >
      <Stack gap="md">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} fz="lg" id={headingId}>
            {T.termsTitle}
          </Title>
          <Text size="sm" c="dimmed" data-testid="deal-terms-version">
            {T.termsVersion}: {deal.termsVersion}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {T.guardNote}
        </Text>
        {deal.awaiting && <AwaitingChange deal={deal} change={deal.awaiting} />}
        {editing && deal.canChange ? (
          <DealTermsForm deal={deal} onDone={close} />
        ) : (
          <>
            <TermsFacts deal={deal} />
            {deal.canChange && (
              <div>
                <Button
                  ref={editButton}
                  variant="light"
                  leftSection={<IconEdit size={18} aria-hidden />}
                  onClick={() => {
                    setClosed(false);
                    setEditing(true);
                  }}
                  data-testid="deal-terms-edit"
                >
                  {T.change}
                </Button>
              </div>
            )}
          </>
        )}
        <ChangeLog deal={deal} />
      </Stack>
    </Paper>
  );
}
