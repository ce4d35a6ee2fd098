import { Stack, Text, Title } from '@mantine/core';

/** Пользователи (issue 12): built by its area's work. */
export function AdminUsersPage() {
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        Пользователи
      </Title>
      <Text>Раздел скоро появится.</Text>
    </Stack>
  );
}
