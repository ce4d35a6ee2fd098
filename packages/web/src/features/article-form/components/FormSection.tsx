import type { ReactNode } from 'react';
import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';

/** One titled block of the listing form (Маршрут, Погрузка, Груз, …). */
export function FormSection({
  icon,
  title,
  hint,
  children,
  testId,
}: {
  icon: ReactNode;
  title: string;
  hint?: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid={testId}>
      <Stack gap="md">
        <Stack gap={2}>
          <Group gap="xs" wrap="nowrap">
            <ThemeIcon variant="light" size={30} radius="md" aria-hidden>
              {icon}
            </ThemeIcon>
            <Title order={2} fz={{ base: 18, sm: 20 }}>
              {title}
            </Title>
          </Group>
          {hint ? (
            <Text size="sm" c="dimmed">
              {hint}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
