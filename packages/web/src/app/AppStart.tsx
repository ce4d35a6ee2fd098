import type { ReactNode } from 'react';
import { Button, Center, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { sessionQuery } from '../shared/session/session-query';
import { settingsQuery } from '../shared/settings/settings-query';

/**
 * SPEC §4 "App start": the user (the HttpOnly cookie goes with GET /api/user; a failure leaves a visitor) and the
 * settings; nothing is rendered until both have answered. The settings do not depend on the user, so both requests
 * start at once rather than one round trip after the other (issue 14).
 */
export function AppStart({ children }: { children: ReactNode }) {
  const session = useQuery(sessionQuery);
  const settings = useQuery(settingsQuery);

  if (settings.isError) {
    return (
      <Center mih="100vh" p="md">
        <Stack align="center" gap="sm" role="alert">
          <Text fw={700} size="lg" ta="center">
            Не удалось загрузить сайт
          </Text>
          <Text c="dimmed" ta="center">
            Проверьте подключение к интернету и попробуйте ещё раз.
          </Text>
          <Button onClick={() => void settings.refetch()} loading={settings.isFetching}>
            Повторить
          </Button>
        </Stack>
      </Center>
    );
  }
  if (session.isPending || settings.isPending) return null;
  return children;
}
