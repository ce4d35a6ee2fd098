import { Select, SimpleGrid } from '@mantine/core';
import { IconCurrencyRubel } from '@tabler/icons-react';
import { Controller, useWatch } from 'react-hook-form';
import { formatRubles } from '@fura/domain/money';
import { DigitsField } from '../../../shared/ui/inputs/DigitsField';
import { FormField } from '../../../shared/ui/inputs/FormField';
import { CONTRACT_OPTIONS, PAYMENT_OPTIONS } from '../choice-options';
import type { ArticleControl } from '../form-types';
import { FormSection } from './FormSection';

const DESCRIPTION_BELOW: ('label' | 'input' | 'description' | 'error')[] = [
  'label',
  'input',
  'description',
  'error',
];

/** Budget in whole roubles (sent as kopecks; empty = «Договорная»), payment method, contract type. */
export function PaymentSection({ control }: { control: ArticleControl }) {
  const budget = useWatch({ control, name: 'budget' });
  return (
    <FormSection icon={<IconCurrencyRubel size={18} />} title="Оплата">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <FormField
          control={control}
          name="budget"
          component={DigitsField}
          label="Ставка, ₽"
          placeholder="Договорная"
          maxLength={8}
          description={budget === '' ? 'Пусто — цена договорная' : formatRubles(Number(budget) * 100)}
          inputWrapperOrder={DESCRIPTION_BELOW}
          data-testid="article-budget"
        />
        <Controller
          control={control}
          name="paymentMethod"
          render={({ field, fieldState }) => (
            <Select
              ref={field.ref}
              name={field.name}
              onBlur={field.onBlur}
              value={field.value}
              onChange={field.onChange}
              label="Способ оплаты"
              withAsterisk
              placeholder="Выберите"
              data={PAYMENT_OPTIONS}
              allowDeselect={false}
              checkIconPosition="right"
              error={fieldState.error?.message}
              data-testid="article-payment"
            />
          )}
        />
        <Controller
          control={control}
          name="contractType"
          render={({ field, fieldState }) => (
            <Select
              ref={field.ref}
              name={field.name}
              onBlur={field.onBlur}
              value={field.value}
              onChange={(value) => field.onChange(value ?? '')}
              label="Тип договора"
              data={CONTRACT_OPTIONS}
              allowDeselect={false}
              checkIconPosition="right"
              error={fieldState.error?.message}
              data-testid="article-contract"
            />
          )}
        />
      </SimpleGrid>
    </FormSection>
  );
}
