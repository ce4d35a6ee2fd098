import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { TAdminCallback } from '@fura/domain/admin-callbacks';
import { formatDateTime } from '../../../shared/format/date';
import { formatPhone, phoneHref } from '../../../shared/format/phone';
import { CALLBACK_TEXT } from '../callback-texts';

/** The callback requests: who, the phone to call, when; who handled it, and the mark or its undo. */
export function CallbackList({
  callbacks,
  onMark,
  busy,
}: {
  callbacks: readonly TAdminCallback[];
  onMark: (callback: TAdminCallback, handled: boolean) => void;
  /** The request being marked right now. */
  busy: string | null;
}) {
  return (
    <Stack
      gap="xs"
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
      aria-label={CALLBACK_TEXT.title}
    >
      {callbacks.map((callback) => {
        const handled = callback.handledAt !== null;
        return (
          <Paper key={callback._id} component="li" withBorder radius="md" p="sm" data-testid="callback-item">
            <Group justify="space-between" gap="sm" wrap="wrap">
              <Stack gap={2} style={{ minWidth: 0, flex: '1 1 220px' }}>
                <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                  {callback.name}
                </Text>
                <Anchor href={phoneHref(callback.phone)} fw={600}>
                  {formatPhone(callback.phone)}
                </Anchor>
                <Text size="sm" c="gray.7">
                  {formatDateTime(callback.createdAt)}
                </Text>
              </Stack>
              <Stack gap={6} align="flex-end">
                {handled ? (
                  <Text size="sm" c="green.9" data-testid="callback-handled">
                    {CALLBACK_TEXT.handled(
                      formatDateTime(callback.handledAt),
                      callback.handledBy?.name ?? null,
                    )}
                  </Text>
                ) : (
                  <Badge variant="light" color="orange">
                    {CALLBACK_TEXT.waiting}
                  </Badge>
                )}
                <Button
                  variant={handled ? 'default' : 'light'}
                  color={handled ? undefined : 'green'}
                  loading={busy === callback._id}
                  onClick={() => onMark(callback, !handled)}
                  aria-label={`${handled ? CALLBACK_TEXT.unmark : CALLBACK_TEXT.mark}: ${callback.name}`}
                  data-testid={handled ? 'callback-unmark' : 'callback-mark'}
                >
                  {handled ? CALLBACK_TEXT.unmark : CALLBACK_TEXT.mark}
                </Button>
              </Stack>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
