import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { TVehicleTemplate } from '@fura/domain/vehicle-templates';

/** «Удалить шаблон?» with the template's name; offers made from it keep their vehicle. */
export function DeleteTemplateModal({
  template,
  deleting,
  onConfirm,
  onClose,
}: {
  template: TVehicleTemplate | null;
  deleting: boolean;
  onConfirm: (template: TVehicleTemplate) => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={template !== null} onClose={onClose} title="Удалить шаблон?" centered>
      <Stack gap="md">
        <Text>
          Шаблон «{template?.name}» будет удалён. Предложения, уже заполненные по нему, не изменятся.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={deleting}>
            Отмена
          </Button>
          <Button
            color="red"
            loading={deleting}
            onClick={() => template && onConfirm(template)}
            data-testid="template-delete-confirm"
          >
            Удалить
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
