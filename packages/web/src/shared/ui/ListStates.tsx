import type { ReactNode } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';

/** An empty list: what it is and what to do next (DESIGN §8). */
export function EmptyState({
  icon,
  title,
  hint,
  action,
  testId,
}: {
  icon: ReactNode;
  title: string;
  hint?: string;
  action?: ReactNode;
  testId: string;
}) {
  return (
    <Paper withBorder radius="md" p="xl" data-testid={testId}>
      <Stack align="center" gap="sm">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Text size="lg" fw={600} ta="center">
          {title}
        </Text>
        {hint && (
          <Text c="dimmed" ta="center" maw={440}>
            {hint}
          </Text>
        )}
        {action}
      </Stack>
    </Paper>
  );
}

/** A failed load, with the reason, a retry and, where it helps, a way out (`action`). */
export function LoadError({
  title,
  message,
  onRetry,
  testId,
  action,
}: {
  title: string;
  message: string;
  onRetry: () => void;
  testId: string;
  action?: ReactNode;
}) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle aria-hidden />}
      title={title}
      data-testid={testId}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Group gap="xs">
          <Button
            variant="light"
            color="red"
            size="sm"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={onRetry}
          >
            Повторить
          </Button>
          {action}
        </Group>
      </Stack>
    </Alert>
  );
}
