import { Stack, Text, Title } from '@mantine/core';

/** Системные уведомления (issue 12): built by its area's work. */
export function AdminNoticesPage() {
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        Системные уведомления
      </Title>
      <Text>Раздел скоро появится.</Text>
    </Stack>
  );
}
