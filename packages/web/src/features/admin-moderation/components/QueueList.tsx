import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import type { TModerationQueueEntry } from '@fura/domain/passport';
import { USER_TYPE_LABELS } from '@fura/domain/users';
import { formatDateTime } from '../../../shared/format/date';
import { MODERATION_TEXT } from '../moderation-texts';

export function queueItemName(item: Pick<TModerationQueueEntry, 'name'>): string {
  return `${item.name.first} ${item.name.last}`.trim();
}

/** A queue entry's key: a passport by its user, a vehicle by its template. */
export function queueItemKey(item: TModerationQueueEntry): string {
  return item.kind === 'vehicle' ? `vehicle:${item.templateId}` : `passport:${item.userId}`;
}

/** «Проверить: Иван Соколов», «Проверить машину: А 123 ВС 77 — Иван Соколов». */
function openLabel(item: TModerationQueueEntry): string {
  return item.kind === 'vehicle'
    ? `${MODERATION_TEXT.openVehicle}: ${item.plate} — ${queueItemName(item)}`
    : `${MODERATION_TEXT.open}: ${queueItemName(item)}`;
}

/**
 * What waits, one line each: a passport (who, role, e-mail, when uploaded) or a vehicle (issue 29: its plate and
 * name, the carrier and his company), and «Проверить».
 */
export function QueueList({
  items,
  onOpen,
}: {
  items: readonly TModerationQueueEntry[];
  onOpen: (item: TModerationQueueEntry) => void;
}) {
  return (
    <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Очередь">
      {items.map((item) => (
        <Paper
          key={queueItemKey(item)}
          component="li"
          withBorder
          radius="md"
          p="sm"
          data-testid="moderation-item"
          data-kind={item.kind}
          data-user-id={item.userId}
          data-template-id={item.kind === 'vehicle' ? item.templateId : undefined}
        >
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Stack gap={2} style={{ minWidth: 0, flex: '1 1 220px' }}>
              <Group gap="xs" wrap="wrap">
                <Badge variant="light" color={item.kind === 'vehicle' ? 'violet.9' : 'blue.9'}>
                  {item.kind === 'vehicle' ? MODERATION_TEXT.vehicleKind : MODERATION_TEXT.passportKind}
                </Badge>
                <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                  {item.kind === 'vehicle' ? `${item.plate} · ${item.vehicleName}` : queueItemName(item)}
                </Text>
              </Group>
              {item.kind === 'vehicle' && (
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {queueItemName(item)}
                  {item.companyName ? ` · ${item.companyName}` : ''}
                </Text>
              )}
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
              aria-label={openLabel(item)}
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
