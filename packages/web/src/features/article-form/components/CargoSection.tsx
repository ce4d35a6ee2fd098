import { SimpleGrid } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { Controller } from 'react-hook-form';
import { CARGO_TYPES, CARGO_TYPE_LABELS } from '@fura/domain/articles';
import { FormField } from '../../../shared/ui/inputs/FormField';
import type { ArticleControl } from '../form-types';
import { ChipChoices } from './ChipChoices';
import { CountField } from './CountField';
import { DecimalField } from './DecimalField';
import { FormSection } from './FormSection';

const CARGO_OPTIONS = CARGO_TYPES.map((value) => ({ value, label: CARGO_TYPE_LABELS[value] }));

/** Orders: what goes, how heavy and how big. */
export function CargoSection({ control }: { control: ArticleControl }) {
  return (
    <FormSection icon={<IconPackage size={18} />} title="Груз">
      <Controller
        control={control}
        name="cargoTypes"
        render={({ field, fieldState }) => (
          <ChipChoices
            label="Что везём"
            required
            options={CARGO_OPTIONS}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            testIdPrefix="article-cargo-type"
          />
        )}
      />
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
        <FormField
          control={control}
          name="weightKg"
          component={CountField}
          label="Вес, кг"
          withAsterisk
          maxLength={6}
          data-testid="article-weight"
        />
        <FormField
          control={control}
          name="volumeM3"
          component={DecimalField}
          label="Объём, м³"
          maxLength={6}
          data-testid="article-volume"
        />
        <FormField
          control={control}
          name="places"
          component={CountField}
          label="Мест"
          maxLength={6}
          data-testid="article-places"
        />
      </SimpleGrid>
      <SimpleGrid cols={3} spacing="xs">
        <FormField
          control={control}
          name="lengthM"
          component={DecimalField}
          label="Длина, м"
          maxLength={5}
          data-testid="article-length"
        />
        <FormField
          control={control}
          name="widthM"
          component={DecimalField}
          label="Ширина, м"
          maxLength={4}
          data-testid="article-width"
        />
        <FormField
          control={control}
          name="heightM"
          component={DecimalField}
          label="Высота, м"
          maxLength={4}
          data-testid="article-height"
        />
      </SimpleGrid>
    </FormSection>
  );
}
