import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { ApiError } from '../../../shared/api/client';
import { LoadError } from '../../../shared/ui/ListStates';
import { useAdminSettings } from '../api/settings-api';
import { SettingsForm } from '../components/SettingsForm';

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
      {query.isPending && (
        <Stack gap="md" data-testid="settings-loading" aria-busy="true">
          <Skeleton height={160} radius="md" />
          <Skeleton height={220} radius="md" />
          <Skeleton height={320} radius="md" />
        </Stack>
      )}
      {query.isError && (
        <LoadError
          title="Не удалось загрузить настройки"
          message={query.error instanceof ApiError ? query.error.message : 'Попробуйте ещё раз'}
          onRetry={() => void query.refetch()}
          testId="settings-load-error"
        />
      )}
      {query.data && <SettingsForm settings={query.data} />}
    </Stack>
  );
}
