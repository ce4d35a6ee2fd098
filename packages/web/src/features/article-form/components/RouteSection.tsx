import { SimpleGrid } from '@mantine/core';
import { IconRoute } from '@tabler/icons-react';
import { AddressField } from '../../../shared/ui/inputs/AddressField';
import { FormField } from '../../../shared/ui/inputs/FormField';
import type { ArticleControl } from '../form-types';
import { FormSection } from './FormSection';

export function RouteSection({ control }: { control: ArticleControl }) {
  return (
    <FormSection icon={<IconRoute size={18} />} title="Маршрут">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <FormField
          control={control}
          name="from"
          component={AddressField}
          label="Откуда"
          placeholder="Город, посёлок или адрес"
          data-testid="article-from"
        />
        <FormField
          control={control}
          name="to"
          component={AddressField}
          label="Куда"
          placeholder="Город, посёлок или адрес"
          data-testid="article-to"
        />
      </SimpleGrid>
    </FormSection>
  );
}
