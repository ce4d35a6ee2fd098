import { useState, type ReactNode } from 'react';
import { Button, Group, Modal, Text, type ButtonProps } from '@mantine/core';
import { ADMIN_USERS_TEXTS as T } from '../user-texts';

/** A button that asks first: the question in a dialog, «Подтвердить» runs `onConfirm`. */
export function ConfirmButton({
  question,
  onConfirm,
  loading,
  children,
  testId,
  ...button
}: Omit<ButtonProps, 'children' | 'loading'> & {
  question: string;
  onConfirm: () => Promise<unknown>;
  loading: boolean;
  children: ReactNode;
  testId: string;
}) {
  const [opened, setOpened] = useState(false);
  const confirm = async () => {
    await onConfirm().catch(() => undefined);
    setOpened(false);
  };
  return (
    <>
      <Button variant="default" {...button} onClick={() => setOpened(true)} data-testid={testId}>
        {children}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={children}
        centered
        closeButtonProps={{ 'aria-label': T.close }}
      >
        <Text mb="md">{question}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setOpened(false)}>
            {T.cancel}
          </Button>
          <Button loading={loading} onClick={() => void confirm()} data-testid={`${testId}-confirm`}>
            {T.confirm}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
