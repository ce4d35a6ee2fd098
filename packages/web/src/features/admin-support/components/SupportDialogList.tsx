import { Badge, Group, Paper, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { TSupportDialogItem } from '@fura/domain/support';
import { listTime } from '../../../shared/dialogs/format';
import { SUPPORT_TEXT as T, roleLabel } from '../support-texts';

function preview(dialog: TSupportDialogItem): string {
  const last = dialog.lastMessage;
  if (!last) return T.noMessages;
  return `${last.fromSupport ? T.you : ''}${last.text}`;
}

/** The inbox: who wrote, their role, the last message and the unread count; the open dialog is marked. */
export function SupportDialogList({
  dialogs,
  openId,
  onOpen,
}: {
  dialogs: readonly TSupportDialogItem[];
  openId: string | null;
  onOpen: (dialogId: string) => void;
}) {
  return (
    <Stack
      gap={6}
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
      aria-label={T.dialogsTitle}
    >
      {dialogs.map((dialog) => {
        const open = dialog.dialogId === openId;
        return (
          <li key={dialog.dialogId}>
            <UnstyledButton
              onClick={() => onOpen(dialog.dialogId)}
              aria-current={open ? 'true' : undefined}
              w="100%"
              data-testid="support-dialog"
            >
              <Paper
                withBorder
                radius="md"
                p="sm"
                bg={open ? 'blue.0' : undefined}
                style={{ borderColor: open ? 'var(--mantine-color-blue-6)' : undefined }}
              >
                <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                  <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                    <Group gap={6} wrap="wrap">
                      <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                        {dialog.user.name}
                      </Text>
                      <Text size="sm" c="gray.7">
                        {roleLabel(dialog.user.type)}
                      </Text>
                    </Group>
                    <Text size="sm" c="gray.8" lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
                      {preview(dialog)}
                    </Text>
                  </Stack>
                  <Stack gap={4} align="flex-end">
                    <Text size="xs" c="gray.7">
                      {listTime(dialog.lastMessage?.createdAt ?? null)}
                    </Text>
                    {dialog.noRead > 0 && (
                      <Badge color="red" variant="filled" data-testid="support-unread">
                        {dialog.noRead}
                        <VisuallyHidden> {T.unread}</VisuallyHidden>
                      </Badge>
                    )}
                  </Stack>
                </Group>
              </Paper>
            </UnstyledButton>
          </li>
        );
      })}
    </Stack>
  );
}
