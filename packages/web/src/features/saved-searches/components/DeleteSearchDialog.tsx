import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { TSavedSearch } from '@fura/domain/saved-search-schemas';
import { MY_SEARCHES_TEXT } from '../texts';

/** «Удалить поиск?» with its name; the listings it found stay on the exchange. */
export function DeleteSearchDialog({
  search,
  deleting,
  onConfirm,
  onClose,
}: {
  search: TSavedSearch | null;
  deleting: boolean;
  onConfirm: (search: TSavedSearch) => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={search !== null} onClose={onClose} title={MY_SEARCHES_TEXT.deleteTitle} centered>
      <Stack gap="md">
        <Text>{MY_SEARCHES_TEXT.deleteText(search?.name ?? '')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={deleting}>
            {MY_SEARCHES_TEXT.cancel}
          </Button>
          <Button
            color="red"
            loading={deleting}
            onClick={() => search && onConfirm(search)}
            data-testid="saved-search-delete-confirm"
          >
            {MY_SEARCHES_TEXT.delete}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
