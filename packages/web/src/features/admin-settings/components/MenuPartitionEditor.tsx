import { Button, Fieldset, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useFieldArray, useFormState, type Control } from 'react-hook-form';
import { MENU_ITEMS_MAX, SITE_LINK_MAX, SITE_NAME_MAX } from '@fura/domain/admin-site';
import { FormField } from '../../../shared/ui/inputs/FormField';
import { EMPTY_MENU_ITEM, type SettingsFormInput, type SettingsFormValues } from '../settings-form';
import { MenuItemRow } from './MenuItemRow';
import { OrderButtons } from './OrderButtons';

interface MenuPartitionEditorProps {
  control: Control<SettingsFormInput, unknown, SettingsFormValues>;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

/** A menu partition (a footer column): its name and optional link, and its items in their order. */
export function MenuPartitionEditor({ control, index, count, onMove, onRemove }: MenuPartitionEditorProps) {
  const items = useFieldArray({ control, name: `menu.${index}.items` });
  const { errors } = useFormState({ control, name: `menu.${index}.items` });
  const listError = errors.menu?.[index]?.items?.root?.message ?? errors.menu?.[index]?.items?.message;
  const errorId = `menu-${index}-items-error`;
  const title = `раздел ${index + 1}`;

  return (
    <Fieldset legend={`Раздел ${index + 1}`} data-testid="menu-partition">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <FormField
            control={control}
            name={`menu.${index}.name`}
            component={TextInput}
            label="Название раздела"
            withAsterisk
            maxLength={SITE_NAME_MAX}
            data-testid="menu-partition-name"
          />
          <FormField
            control={control}
            name={`menu.${index}.link`}
            component={TextInput}
            label="Ссылка раздела"
            description="Необязательно: заголовок колонки станет ссылкой"
            maxLength={SITE_LINK_MAX}
            data-testid="menu-partition-link"
          />
        </SimpleGrid>
        {items.fields.map((field, itemIndex) => (
          <MenuItemRow
            key={field.id}
            control={control}
            partition={index}
            index={itemIndex}
            count={items.fields.length}
            onMove={items.move}
            onRemove={items.remove}
          />
        ))}
        {listError && (
          <Text id={errorId} c="red.8" size="sm" role="alert">
            {listError}
          </Text>
        )}
        <Group justify="space-between" gap="xs">
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={items.fields.length >= MENU_ITEMS_MAX}
            aria-describedby={listError ? errorId : undefined}
            onClick={() => items.append({ ...EMPTY_MENU_ITEM })}
            data-testid="menu-item-add"
          >
            Добавить пункт
          </Button>
          <OrderButtons title={title} index={index} count={count} onMove={onMove} onRemove={onRemove} />
        </Group>
      </Stack>
    </Fieldset>
  );
}
