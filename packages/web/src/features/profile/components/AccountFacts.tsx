import { Paper, Stack, Text } from '@mantine/core';
import type { TSessionUser } from '@fura/domain/user';
import { USER_TYPE_LABELS } from '@fura/domain/users';
import { pluralRu } from '@fura/domain/plural';
import { formatPhone } from '../../../shared/format/phone';
import { formatRating } from '../../../shared/format/number';

function Fact({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={500} data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}

/** What the user cannot change here: e-mail, phone, role and rating. */
export function AccountFacts({ user }: { user: TSessionUser }) {
  const reviews = `${user.reviewsCount} ${pluralRu(user.reviewsCount, ['отзыв', 'отзыва', 'отзывов'])}`;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Fact label="E-mail" value={user.email} testId="profile-email" />
        <Fact label="Телефон" value={formatPhone(user.phone)} testId="profile-phone" />
        <Fact label="Роль" value={USER_TYPE_LABELS[user.type]} testId="profile-role" />
        <Fact label="Рейтинг" value={`${formatRating(user.rating)} · ${reviews}`} testId="profile-rating" />
      </Stack>
    </Paper>
  );
}
