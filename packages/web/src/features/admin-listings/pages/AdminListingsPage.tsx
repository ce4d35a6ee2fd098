import { Stack, Text, Title } from '@mantine/core';

/** Объявления (issue 12): built by its area's work. */
export function AdminListingsPage() {
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        Объявления
      </Title>
      <Text>Раздел скоро появится.</Text>
    </Stack>
  );
}
