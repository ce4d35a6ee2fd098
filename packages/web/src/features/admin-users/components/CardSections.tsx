import type { ReactNode } from 'react';
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { TCardDeal, TCardListing, TCardReview, TCardSession } from '@fura/domain/admin-users';
import { ARTICLE_STATUS_LABELS, type ArticleStatus } from '@fura/domain/articles';
import { routePath } from '@fura/domain/routes';
import { formatDate, formatDateTime } from '../../../shared/format/date';
import { ADMIN_USERS_TEXTS as T } from '../user-texts';

/** A titled list of the card; «Пока нет» when empty. */
export function CardSection({
  title,
  count,
  testId,
  children,
}: {
  title: string;
  count: number;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="section" data-testid={testId}>
      <Stack gap="xs">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {count === 0 ? <Text c="gray.7">{T.nothing}</Text> : children}
      </Stack>
    </Paper>
  );
}

function statusLabel(status: number): string {
  return ARTICLE_STATUS_LABELS[status as ArticleStatus] ?? String(status);
}

/** A listing of the card: its route (a link to its page), status and loading date. */
export function ListingLine({ listing }: { listing: TCardListing | TCardDeal }) {
  const path = routePath(listing.type, { id: listing._id });
  return (
    <Group gap="xs" justify="space-between" wrap="wrap">
      <Anchor component={Link} to={path}>
        {listing.type === 'offer' ? 'Предложение' : 'Заказ'} {listing.from} → {listing.to}
      </Anchor>
      <Group gap="xs">
        {'author' in listing && (
          <Text size="sm" c="gray.7">
            {listing.author.name}
          </Text>
        )}
        <Badge variant="light">{statusLabel(listing.status)}</Badge>
        <Text size="sm" c="gray.7">
          {formatDate(listing.loadingDate)}
        </Text>
      </Group>
    </Group>
  );
}

export function ReviewLine({ review }: { review: TCardReview }) {
  return (
    <Stack gap={2}>
      <Group gap="xs">
        <Text fw={600}>{'★'.repeat(review.rating)}</Text>
        <Text size="sm" c="gray.7">
          {review.author.name} · {formatDate(review.createdAt)}
        </Text>
      </Group>
      <Text size="sm">{review.comment}</Text>
    </Stack>
  );
}

export function SessionLine({ session }: { session: TCardSession }) {
  return (
    <Stack gap={2}>
      <Group gap="xs">
        <Badge color={session.revokedAt ? 'gray' : 'teal'} variant="light">
          {session.revokedAt ? T.sessionRevoked : T.sessionLive}
        </Badge>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {session.userAgent ?? T.unknownAgent}
        </Text>
      </Group>
      <Text size="sm" c="gray.7">
        {T.sessionCreated}: {formatDateTime(session.createdAt)} · {T.sessionLastUsed}:{' '}
        {formatDateTime(session.lastUsedAt)}
        {session.revokedAt
          ? ` · ${T.sessionRevoked.toLowerCase()}: ${formatDateTime(session.revokedAt)}`
          : ''}
      </Text>
    </Stack>
  );
}
