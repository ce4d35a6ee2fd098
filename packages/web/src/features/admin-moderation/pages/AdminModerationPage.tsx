import { Stack, Text, Title } from '@mantine/core';

/** Модерация паспортов (issue 12): built by its area's work. */
export function AdminModerationPage() {
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        Модерация паспортов
      </Title>
      <Text>Раздел скоро появится.</Text>
    </Stack>
  );
}
