import { Button, Group, Modal, Stack, Text } from '@mantine/core';

/** «Вы уверены?» before an action that cannot be taken back. */
export function ConfirmModal({
  opened,
  title,
  text,
  confirmLabel,
  loading,
  onConfirm,
  onClose,
  testId,
}: {
  opened: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
  testId: string;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="md">
        <Text>{text}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={loading}>
            Отмена
          </Button>
          <Button color="red" loading={loading} onClick={onConfirm} data-testid={testId}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
