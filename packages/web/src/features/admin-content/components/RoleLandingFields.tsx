import type { Control } from 'react-hook-form';
import { SimpleGrid, Stack } from '@mantine/core';
import type { TLandingTexts } from '@fura/domain/content';
import { FormField } from '../../../shared/ui/inputs/FormField';
import { CountedTextarea, PlainTextField } from '../../../shared/ui/inputs/PlainFields';
import { LANDING_TEXT as T } from '../content-texts';
import { TextBlockList } from './TextBlockList';

/** One side's landing (/cargo or /carrier): heading, lead, benefits, steps, the price block and the button. */
export function RoleLandingFields({
  control,
  side,
}: {
  control: Control<TLandingTexts>;
  side: 'cargo' | 'carrier';
}) {
  return (
    <Stack gap="md">
      <FormField
        control={control}
        name={`${side}.title`}
        component={PlainTextField}
        label={T.heading}
        withAsterisk
        maxLength={120}
        data-testid={`${side}-title`}
      />
      <FormField
        control={control}
        name={`${side}.lead`}
        component={CountedTextarea}
        label={T.lead_}
        withAsterisk
        maxLength={400}
        minRows={2}
        data-testid={`${side}-lead`}
      />
      <TextBlockList control={control} name={`${side}.benefits`} legend={T.benefits} itemLabel={T.benefit} />
      <TextBlockList control={control} name={`${side}.steps`} legend={T.steps} itemLabel={T.step} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <FormField
          control={control}
          name={`${side}.priceTitle`}
          component={PlainTextField}
          label={T.priceTitle}
          withAsterisk
          maxLength={120}
          data-testid={`${side}-price-title`}
        />
        <FormField
          control={control}
          name={`${side}.cta`}
          component={PlainTextField}
          label={T.cta}
          withAsterisk
          maxLength={60}
          data-testid={`${side}-cta`}
        />
      </SimpleGrid>
      <FormField
        control={control}
        name={`${side}.priceText`}
        component={CountedTextarea}
        label={T.priceText}
        withAsterisk
        maxLength={600}
        minRows={2}
        data-testid={`${side}-price-text`}
      />
    </Stack>
  );
}
