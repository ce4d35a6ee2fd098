import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ROUTES } from '@fura/domain/routes';
import { QueryStates } from '../../../shared/ui/QueryStates';
import { useNotificationSettings } from '../api/notification-settings';
import { PushSection } from '../components/PushSection';
import { SettingsForm } from '../components/SettingsForm';

function SettingsSkeleton() {
  return (
    <Paper withBorder radius="md" p="md" aria-busy="true" aria-label="Загрузка настроек">
      <Stack gap="lg" aria-hidden>
        {[0, 1, 2, 3, 4].map((index) => (
          <Skeleton key={index} height={22} />
        ))}
      </Stack>
    </Paper>
  );
}

/** /notifications-settings: for each kind of event, on the site and by e-mail; push on this user's devices. */
export function NotificationSettingsPage() {
  const query = useNotificationSettings();
  return (
    <Stack gap="md" maw={820} data-testid="notification-settings-page">
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {ROUTES.notificationsSettings.title}
      </Title>
      <Text c="dimmed">
        Выберите, о чём сообщать на сайте, по электронной почте и push-уведомлениями на ваши устройства.
        Отписаться от писем можно и по ссылке в любом письме.
      </Text>
      <QueryStates
        query={query}
        loading={<SettingsSkeleton />}
        error={{ title: 'Не удалось загрузить настройки', testId: 'notification-settings-load-error' }}
      >
        {(answer) => <SettingsForm initial={answer.settings} />}
      </QueryStates>
      <PushSection />
    </Stack>
  );
}
