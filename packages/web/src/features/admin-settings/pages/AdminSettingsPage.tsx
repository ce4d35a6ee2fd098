import { Stack, Text, Title } from '@mantine/core';

/** Настройки сайта (issue 12): built by its area's work. */
export function AdminSettingsPage() {
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        Настройки сайта
      </Title>
      <Text>Раздел скоро появится.</Text>
    </Stack>
  );
}
