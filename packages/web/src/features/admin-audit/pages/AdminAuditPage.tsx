import { Stack, Text, Title } from '@mantine/core';

/** Журнал действий (issue 12): built by its area's work. */
export function AdminAuditPage() {
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        Журнал действий
      </Title>
      <Text>Раздел скоро появится.</Text>
    </Stack>
  );
}
