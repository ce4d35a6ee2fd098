import { IconTruck } from '@tabler/icons-react';
import { Controller } from 'react-hook-form';
import { BODY_OPTIONS, LOADING_OPTIONS } from '../choice-options';
import type { ArticleControl } from '../form-types';
import { ChipChoices } from './ChipChoices';
import { FormSection } from './FormSection';

/** Orders: the bodies and loading ways that suit the cargo (none chosen = any). */
export function OrderTransportSection({ control }: { control: ArticleControl }) {
  return (
    <FormSection icon={<IconTruck size={18} />} title="Транспорт" hint="Ничего не выбрано — подойдёт любой">
      <Controller
        control={control}
        name="bodyTypes"
        render={({ field, fieldState }) => (
          <ChipChoices
            label="Тип кузова"
            options={BODY_OPTIONS}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            testIdPrefix="article-body"
          />
        )}
      />
      <Controller
        control={control}
        name="loadingTypes"
        render={({ field, fieldState }) => (
          <ChipChoices
            label="Загрузка"
            options={LOADING_OPTIONS}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            testIdPrefix="article-loading"
          />
        )}
      />
    </FormSection>
  );
}
