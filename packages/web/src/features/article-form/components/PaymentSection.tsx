import { SimpleGrid } from '@mantine/core';
import { IconCurrencyRubel } from '@tabler/icons-react';
import { useWatch } from 'react-hook-form';
import { formatRubles } from '@fura/domain/money';
import { ChoiceSelect } from '../../../shared/ui/inputs/ChoiceSelect';
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
        <FormField
          control={control}
          name="paymentMethod"
          component={ChoiceSelect}
          label="Способ оплаты"
          withAsterisk
          data={PAYMENT_OPTIONS}
          data-testid="article-payment"
        />
        <FormField
          control={control}
          name="contractType"
          component={ChoiceSelect}
          label="Тип договора"
          data={CONTRACT_OPTIONS}
          data-testid="article-contract"
        />
      </SimpleGrid>
    </FormSection>
  );
}
