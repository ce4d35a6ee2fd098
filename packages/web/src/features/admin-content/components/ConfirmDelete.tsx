import { useState } from 'react';
import { Button, Group, Modal, Text, type ButtonProps } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { CONTENT_TEXT as T } from '../content-texts';

/** «Удалить» that asks first; the dialog's «Удалить» runs `onConfirm` and closes when it ends. */
export function ConfirmDelete({
  question,
  onConfirm,
  label = T.delete,
  testId,
  ...button
}: Omit<ButtonProps, 'children' | 'onClick'> & {
  question: string;
  onConfirm: () => Promise<unknown>;
  /** The button's visible text; its accessible name may add what is deleted (`aria-label`). */
  label?: string;
  testId: string;
  'aria-label'?: string;
}) {
  const [opened, setOpened] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      setOpened(false);
    } catch {
      // The caller shows the error; the dialog stays open for another try.
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        variant="default"
        color="red"
        leftSection={<IconTrash size={16} aria-hidden />}
        {...button}
        onClick={() => setOpened(true)}
        data-testid={testId}
      >
        {label}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={T.delete}
        centered
        closeButtonProps={{ 'aria-label': T.close }}
      >
        <Text mb="md">{question}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setOpened(false)}>
            {T.cancel}
          </Button>
          <Button color="red" loading={busy} onClick={() => void confirm()} data-testid={`${testId}-confirm`}>
            {T.confirmDelete}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
