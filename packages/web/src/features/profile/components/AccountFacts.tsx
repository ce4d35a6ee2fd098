import { Paper, Stack, Text } from '@mantine/core';
import type { TSessionUser } from '@fura/domain/user';
import { USER_TYPE_LABELS } from '@fura/domain/users';
import { formatPhone } from '../../../shared/format/phone';
import { ratingLabel } from '../../../shared/deals/review-format';

function Fact({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={500} data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}

/** What the user cannot change here: e-mail, phone, role and rating. */
export function AccountFacts({ user }: { user: TSessionUser }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack component="dl" gap="sm" m={0}>
        <Fact label="E-mail" value={user.email} testId="profile-email" />
        <Fact label="Телефон" value={formatPhone(user.phone)} testId="profile-phone" />
        <Fact label="Роль" value={USER_TYPE_LABELS[user.type]} testId="profile-role" />
        <Fact label="Рейтинг" value={ratingLabel(user.rating, user.reviewsCount)} testId="profile-rating" />
      </Stack>
    </Paper>
  );
}
