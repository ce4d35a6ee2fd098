import { Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useFieldArray, useFormState, type Control } from 'react-hook-form';
import { MENU_ITEMS_MAX, MENU_PARTITIONS_MAX } from '@fura/domain/admin-site';
import { EMPTY_PARTITION, type SettingsFormInput, type SettingsFormValues } from '../settings-form';
import { MenuPartitionEditor } from './MenuPartitionEditor';

/** The site menu (the footer's columns): partitions in their order, each with its items. */
export function MenuEditor({
  control,
}: {
  control: Control<SettingsFormInput, unknown, SettingsFormValues>;
}) {
  const partitions = useFieldArray({ control, name: 'menu' });
  const { errors } = useFormState({ control, name: 'menu' });
  const listError = errors.menu?.root?.message ?? errors.menu?.message;

  return (
    <Stack gap="md" data-testid="menu-editor">
      <Text size="sm" c="gray.7">
        До {MENU_PARTITIONS_MAX} разделов, в каждом до {MENU_ITEMS_MAX} пунктов. Пункты «только для гостей» не
        видны вошедшим пользователям.
      </Text>
      {partitions.fields.map((field, index) => (
        <MenuPartitionEditor
          key={field.id}
          control={control}
          index={index}
          count={partitions.fields.length}
          onMove={partitions.move}
          onRemove={partitions.remove}
        />
      ))}
      {listError && (
        <Text id="menu-error" c="red.8" size="sm" role="alert">
          {listError}
        </Text>
      )}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        disabled={partitions.fields.length >= MENU_PARTITIONS_MAX}
        aria-describedby={listError ? 'menu-error' : undefined}
        onClick={() => partitions.append({ ...EMPTY_PARTITION, items: [...EMPTY_PARTITION.items] })}
        style={{ alignSelf: 'flex-start' }}
        data-testid="menu-partition-add"
      >
        Добавить раздел
      </Button>
    </Stack>
  );
}
