import { Alert, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import { adminUserName, banUntilText, type TUserCard } from '@fura/domain/admin-users';
import { contractLabel } from '@fura/domain/users';
import { formatDateTime } from '../../../shared/format/date';
import { ratingLabel } from '../../../shared/deals/review-format';
import { formatPhone } from '../../../shared/format/phone';
import { UserBadges } from './UserBadges';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Text size="sm">
      <Text span c="gray.7">
        {label}:
      </Text>{' '}
      {children}
    </Text>
  );
}

/** The card's head: who he is, how to reach him, his state; the ban's end and reason while banned. */
export function UserSummary({ user }: { user: TUserCard }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid="user-summary">
      <Stack gap="sm">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {adminUserName(user.name)}
        </Title>
        <UserBadges user={user} />
        <Group gap="lg" wrap="wrap">
          <Fact label="E-mail">{user.email}</Fact>
          <Fact label="Телефон">{formatPhone(user.phone)}</Fact>
          <Fact label="Договор">{contractLabel(user.contractId)}</Fact>
          <Fact label="Рейтинг">{ratingLabel(user.rating, user.reviewsCount)}</Fact>
          <Fact label="Зарегистрирован">{formatDateTime(user.createdAt)}</Fact>
          <Fact label="Был в сети">{user.onlineAt ? formatDateTime(user.onlineAt) : '—'}</Fact>
          <Fact label="id">{user._id}</Fact>
        </Group>
        {user.passportComment && <Fact label="Причина отказа по паспорту">{user.passportComment}</Fact>}
        {user.isBan && (
          <Alert color="red" variant="light" icon={<IconBan aria-hidden />} title="Профиль заблокирован">
            <Stack gap={4}>
              <Text size="sm">До: {banUntilText(user.banUntil)}</Text>
              {user.banComment && <Text size="sm">Причина: {user.banComment}</Text>}
            </Stack>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
