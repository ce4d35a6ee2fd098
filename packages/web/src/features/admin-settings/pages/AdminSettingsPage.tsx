import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { QueryStates } from '../../../shared/ui/QueryStates';
import { useAdminSettings } from '../api/settings-api';
import { SettingsForm } from '../components/SettingsForm';
import { loadErrorMessage } from '../load-error-message';

/** Настройки сайта (issue 12): menu, contacts, links and the contract template, for every visitor at once. */
export function AdminSettingsPage() {
  const query = useAdminSettings();

  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        Настройки сайта
      </Title>
      <Text c="gray.7">
        Меню, контакты и ссылки в подвале и меню сайта. Изменения видят все посетители при следующем открытии
        страницы.
      </Text>
      <QueryStates
        query={query}
        loading={
          <Stack gap="md" data-testid="settings-loading" aria-busy="true">
            <Skeleton height={160} radius="md" />
            <Skeleton height={220} radius="md" />
            <Skeleton height={320} radius="md" />
          </Stack>
        }
        error={{
          title: 'Не удалось загрузить настройки',
          testId: 'settings-load-error',
          message: loadErrorMessage,
        }}
      >
        {(settings) => <SettingsForm settings={settings} />}
      </QueryStates>
    </Stack>
  );
}
