import { Stack, Text, Title } from '@mantine/core';

/** Профиль заблокирован (issue 12): built by its area's work. */
export function BlockedPage() {
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        Профиль заблокирован
      </Title>
      <Text>Раздел скоро появится.</Text>
    </Stack>
  );
}
