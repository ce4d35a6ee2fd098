import { Stack, Text, Title } from '@mantine/core';

/** Тарифы (issue 12): built by its area's work. */
export function AdminTariffsPage() {
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        Тарифы
      </Title>
      <Text>Раздел скоро появится.</Text>
    </Stack>
  );
}
