import { Button, Group, Modal, Text } from '@mantine/core';
import { LINK_TEXT } from '../geo-text';

interface Props {
  opened: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  color?: string;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A yes/no question before an action that cannot be undone. */
export function ConfirmModal({
  opened,
  title,
  text,
  confirmLabel,
  color,
  loading,
  onConfirm,
  onClose,
}: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Text size="sm">{text}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onClose}>
          {LINK_TEXT.cancel}
        </Button>
        <Button color={color} loading={loading} onClick={onConfirm} data-testid="confirm-action">
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
