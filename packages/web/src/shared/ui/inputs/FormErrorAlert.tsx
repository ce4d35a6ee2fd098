import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** The form-level messages of a failed submit (SPEC §8), or nothing. */
export function FormErrorAlert({ messages, testId }: { messages: readonly string[]; testId?: string }) {
  if (messages.length === 0) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert" data-testid={testId}>
      <Stack gap={4}>
        {messages.map((message) => (
          <Text key={message} size="sm">
            {message}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}
