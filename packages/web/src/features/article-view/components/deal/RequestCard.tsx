import type { ReactNode } from 'react';
import { Group, Paper, Stack, Text } from '@mantine/core';
import type { TArticleRequest } from '@fura/domain/deal-items';
import { formatRubles } from '@fura/domain/money';
import { formatDate } from '../../../../shared/format/date';
import { PassportVerifiedMark } from '../../../../shared/articles/ui/PassportVerifiedMark';
import { VehicleVerifiedMark } from '../../../../shared/articles/ui/VehicleVerifiedMark';
import { TrustLine } from '../../../../shared/users/TrustLine';
import { DealUserLine } from './DealUserLine';
import classes from '../ArticleView.module.css';

/** The terms of a request: proposed price and date, its text as plain text, when it was sent. */
export function RequestTerms({ request }: { request: TArticleRequest }) {
  return (
    <Stack gap={6}>
      <Group gap="lg" wrap="wrap">
        <Text fw={700} data-testid="request-price">
          {request.priceKopecks === null ? 'Цена не указана' : formatRubles(request.priceKopecks)}
        </Text>
        {request.date && (
          <Text size="sm" data-testid="request-date">
            Дата: {formatDate(request.date)}
          </Text>
        )}
      </Group>
      <Text size="sm" className={classes.comment} data-testid="request-text">
        {request.request}
      </Text>
      {request.vehicle && (
        <Group gap="xs" wrap="wrap" data-testid="request-vehicle">
          <Text size="sm">Транспорт: {request.vehicle.name}</Text>
          {request.vehicle.verified && <VehicleVerifiedMark size="xs" testId="request-vehicle-verified" />}
        </Group>
      )}
      <Text size="xs" c="dimmed">
        Отправлена {formatDate(request.createdAt)}
      </Text>
    </Stack>
  );
}

/** One request as the author sees it, with the requester and the actions given. */
export function RequestCard({
  request,
  badges,
  actions,
}: {
  request: TArticleRequest;
  badges?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid="request-item" data-user-id={request.user._id}>
      <Stack gap="sm">
        <DealUserLine
          user={request.user}
          badges={
            <>
              {request.user.isPassportVerified && (
                <PassportVerifiedMark size="xs" testId="request-passport" />
              )}
              {badges}
            </>
          }
        />
        {/* The trust line (issue 29) but what the user line shows: the passport mark and the rating. */}
        {request.user.trust && (
          <TrustLine
            facts={request.user.trust}
            omit={['passport', 'rating']}
            size="xs"
            testId="request-trust"
          />
        )}
        <RequestTerms request={request} />
        {actions && (
          <Group gap="xs" wrap="wrap">
            {actions}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
