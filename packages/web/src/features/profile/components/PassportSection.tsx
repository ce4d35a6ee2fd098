import { Alert, Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { PASSPORT_STATUS_LABELS, passportStatusOf, type PassportStatus } from '@fura/domain/passport';
import type { TSessionUser } from '@fura/domain/user';
import { PassportVerifiedMark } from '../../../shared/articles/ui/PassportVerifiedMark';
import { PassportUploadForm } from './PassportUploadForm';

const STATUS_COLORS: Record<PassportStatus, string> = {
  none: 'gray',
  pending: 'orange',
  verified: 'green',
  rejected: 'red',
};

const STATUS_TEXT: Record<PassportStatus, string> = {
  none:
    'Загрузите фото разворота паспорта с фотографией. Его увидят только администраторы Фуры. После проверки ' +
    'рядом с вашим именем появится отметка «Паспорт проверен» — так вам больше доверяют.',
  pending:
    'Фото на проверке у администратора. Результат придёт уведомлением. Пока паспорт проверяется, можно ' +
    'отправить другое фото — оно заменит прежнее.',
  verified: 'Отметка «Паспорт проверен» видна в вашем профиле, объявлениях, заявках и результатах поиска.',
  rejected: 'Загрузите новое фото — оно снова уйдёт на проверку.',
};

/** Where the passport check stands, the admin's reason after a refusal, and the upload when it is allowed. */
export function PassportSection({ user }: { user: TSessionUser }) {
  const status = passportStatusOf(user);
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="passport-title"
      data-testid="passport-section"
      data-status={status}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz={{ base: 18, sm: 20 }} id="passport-title">
            Паспорт
          </Title>
          <Badge color={STATUS_COLORS[status]} variant="light" c="dark.8" data-testid="passport-status">
            {PASSPORT_STATUS_LABELS[status]}
          </Badge>
        </Group>
        {status === 'verified' && <PassportVerifiedMark />}
        {status === 'rejected' && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle aria-hidden />}
            title="Паспорт не прошёл проверку"
            data-testid="passport-comment"
          >
            {user.passportComment ? `Причина: ${user.passportComment}` : 'Администратор не указал причину.'}
          </Alert>
        )}
        <Text size="sm" c="gray.7">
          {STATUS_TEXT[status]}
        </Text>
        {status === 'pending' && (
          <Anchor
            href="/api/user/passport-photo"
            target="_blank"
            rel="noopener"
            size="sm"
            data-testid="passport-own-photo"
          >
            Посмотреть отправленное фото
          </Anchor>
        )}
        {status !== 'verified' && (
          <PassportUploadForm
            key={status}
            user={user}
            {...(status === 'pending' ? { submitLabel: 'Заменить фото' } : {})}
          />
        )}
      </Stack>
    </Paper>
  );
}
