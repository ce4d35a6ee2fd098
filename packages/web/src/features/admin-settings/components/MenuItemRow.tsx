import { Checkbox, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, type Control } from 'react-hook-form';
import { SITE_LINK_MAX, SITE_NAME_MAX } from '@fura/domain/admin-site';
import { FormField } from '../../../shared/ui/inputs/FormField';
import type { SettingsFormInput, SettingsFormValues } from '../settings-form';
import { OrderButtons } from './OrderButtons';

interface MenuItemRowProps {
  control: Control<SettingsFormInput, unknown, SettingsFormValues>;
  partition: number;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

/** One item of a menu partition: its name, its link, «only for guests», and its place in the partition. */
export function MenuItemRow({ control, partition, index, count, onMove, onRemove }: MenuItemRowProps) {
  const base = `menu.${partition}.items.${index}` as const;
  const title = `пункт ${index + 1} раздела ${partition + 1}`;
  return (
    <Stack
      gap="xs"
      role="group"
      aria-label={`Пункт ${index + 1}`}
      data-testid="menu-item"
      p="sm"
      bg="gray.0"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <FormField
          control={control}
          name={`${base}.name`}
          component={TextInput}
          label="Название пункта"
          withAsterisk
          maxLength={SITE_NAME_MAX}
          data-testid="menu-item-name"
        />
        <FormField
          control={control}
          name={`${base}.link`}
          component={TextInput}
          label="Ссылка пункта"
          description="https://… или путь сайта, например /faq"
          withAsterisk
          maxLength={SITE_LINK_MAX}
          data-testid="menu-item-link"
        />
      </SimpleGrid>
      <Group justify="space-between" gap="xs">
        <Controller
          control={control}
          name={`${base}.onlyNoAuth`}
          render={({ field }) => (
            <Checkbox
              ref={field.ref}
              name={field.name}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
              label="Только для гостей (скрыт после входа)"
              data-testid="menu-item-guest"
            />
          )}
        />
        <OrderButtons title={title} index={index} count={count} onMove={onMove} onRemove={onRemove} />
      </Group>
    </Stack>
  );
}
