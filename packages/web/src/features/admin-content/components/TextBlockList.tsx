import { useFieldArray, type Control } from 'react-hook-form';
import { Button, Fieldset, Group, Stack } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import type { TLandingTexts } from '@fura/domain/content';
import { FormField } from '../../../shared/ui/inputs/FormField';
import { CountedTextarea, PlainTextField } from '../../../shared/ui/inputs/PlainFields';
import { LANDING_TEXT as T } from '../content-texts';

const MAX_BLOCKS = 8;

/** An editable list of «title + text» blocks (benefits or steps of one side's landing): 1 to 8, add and remove. */
export function TextBlockList({
  control,
  name,
  legend,
  itemLabel,
}: {
  control: Control<TLandingTexts>;
  name: `${'cargo' | 'carrier'}.${'benefits' | 'steps'}`;
  legend: string;
  itemLabel: string;
}) {
  const { fields, append, remove } = useFieldArray({ control, name });
  const testId = name.replace('.', '-');
  return (
    <Fieldset legend={legend} radius="md" p={{ base: 'xs', sm: 'md' }} data-testid={testId}>
      <Stack gap="md">
        {fields.map((field, index) => (
          <Stack key={field.id} gap="xs" data-testid={`${testId}-item`}>
            <Group justify="space-between" align="flex-end" gap="xs" wrap="nowrap">
              <FormField
                control={control}
                name={`${name}.${index}.title`}
                component={PlainTextField}
                label={`${itemLabel} ${index + 1}: ${T.blockTitle.toLowerCase()}`}
                withAsterisk
                maxLength={120}
                style={{ flex: 1 }}
                data-testid={`${testId}-title`}
              />
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconX size={16} aria-hidden />}
                disabled={fields.length <= 1}
                onClick={() => remove(index)}
                aria-label={`${T.remove}: ${itemLabel.toLowerCase()} ${index + 1}`}
                data-testid={`${testId}-remove`}
              >
                {T.remove}
              </Button>
            </Group>
            <FormField
              control={control}
              name={`${name}.${index}.text`}
              component={CountedTextarea}
              label={`${itemLabel} ${index + 1}: ${T.blockText.toLowerCase()}`}
              withAsterisk
              maxLength={600}
              minRows={2}
              data-testid={`${testId}-text`}
            />
          </Stack>
        ))}
        <Button
          variant="light"
          size="sm"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={fields.length >= MAX_BLOCKS}
          onClick={() => append({ title: '', text: '' })}
          style={{ alignSelf: 'flex-start' }}
          aria-label={`${T.add}: ${itemLabel.toLowerCase()}`}
          data-testid={`${testId}-add`}
        >
          {T.add}
        </Button>
      </Stack>
    </Fieldset>
  );
}
