import { Stack, Text, Title } from '@mantine/core';

/** Обратные звонки (issue 12): built by its area's work. */
export function AdminCallbacksPage() {
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        Обратные звонки
      </Title>
      <Text>Раздел скоро появится.</Text>
    </Stack>
  );
}
