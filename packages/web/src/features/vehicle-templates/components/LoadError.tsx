import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { ApiError } from '../../../shared/api/client';

/** A failed load with its reason and a retry button. */
export function LoadError({ error, onRetry, title }: { error: unknown; onRetry: () => void; title: string }) {
  const message = error instanceof ApiError ? error.message : 'Проверьте подключение к интернету';
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle />}
      title={title}
      data-testid="template-load-error"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button variant="white" color="red" leftSection={<IconRefresh size={18} />} onClick={onRetry}>
          Повторить
        </Button>
      </Stack>
    </Alert>
  );
}
