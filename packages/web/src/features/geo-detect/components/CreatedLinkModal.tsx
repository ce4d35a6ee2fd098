import { Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { TTrackingLinkCreated } from '@fura/domain/geo-tracking';
import { LINK_TEXT } from '../geo-text';

/** The new tracking link, shown this once (only its hash is stored), with a copy button and what it shows. */
export function CreatedLinkModal({
  link,
  onClose,
}: {
  link: TTrackingLinkCreated | null;
  onClose: () => void;
}) {
  return (
    <Modal opened={link !== null} onClose={onClose} title={LINK_TEXT.modalTitle} centered>
      {link && (
        <Stack gap="sm" data-testid="tracking-link-created">
          <TextInput
            label={LINK_TEXT.inputLabel}
            value={link.url}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            data-testid="tracking-link-url"
          />
          <Text size="sm" fw={500}>
            {LINK_TEXT.onceNote}
          </Text>
          <Text size="sm" c="dimmed">
            {LINK_TEXT.lifeNote} {LINK_TEXT.activeUntil(link.expiresAt)}.
          </Text>
          <Group justify="flex-end" gap="sm">
            <CopyButton value={link.url}>
              {({ copied, copy }) => (
                <Button
                  leftSection={
                    copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
                  }
                  color={copied ? 'green' : undefined}
                  onClick={copy}
                >
                  {copied ? LINK_TEXT.copied : LINK_TEXT.copy}
                </Button>
              )}
            </CopyButton>
            <Button variant="default" onClick={onClose}>
              {LINK_TEXT.close}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
