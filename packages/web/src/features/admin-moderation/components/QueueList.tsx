import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import type { TModerationQueueItem } from '@fura/domain/passport';
import { USER_TYPE_LABELS } from '@fura/domain/users';
import { formatDateTime } from '../../../shared/format/date';
import { MODERATION_TEXT } from '../moderation-texts';

export function queueItemName(item: TModerationQueueItem): string {
  return `${item.name.first} ${item.name.last}`.trim();
}

/** The passports waiting, one line each: who, role, e-mail, when uploaded, and «Проверить». */
export function QueueList({
  items,
  onOpen,
}: {
  items: readonly TModerationQueueItem[];
  onOpen: (item: TModerationQueueItem) => void;
}) {
  return (
    <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Очередь">
      {items.map((item) => (
        <Paper
          key={item.userId}
          component="li"
          withBorder
          radius="md"
          p="sm"
          data-testid="moderation-item"
          data-user-id={item.userId}
        >
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Stack gap={2} style={{ minWidth: 0, flex: '1 1 220px' }}>
              <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                {queueItemName(item)}
              </Text>
              <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                {USER_TYPE_LABELS[item.type]} · {item.email}
              </Text>
              <Text size="sm" c="gray.7">
                {MODERATION_TEXT.uploaded} {formatDateTime(item.uploadedAt)}
              </Text>
            </Stack>
            <Button
              variant="light"
              leftSection={<IconEye size={18} aria-hidden />}
              onClick={() => onOpen(item)}
              aria-label={`${MODERATION_TEXT.open}: ${queueItemName(item)}`}
              data-testid="moderation-open"
            >
              {MODERATION_TEXT.open}
            </Button>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
