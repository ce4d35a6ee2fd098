import { Stack, Text, Title } from '@mantine/core';

/** Пользователь (issue 12): built by its area's work. */
export function AdminUserPage() {
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        Пользователь
      </Title>
      <Text>Раздел скоро появится.</Text>
    </Stack>
  );
}
