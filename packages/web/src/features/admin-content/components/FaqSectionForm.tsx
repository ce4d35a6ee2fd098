import { useForm } from 'react-hook-form';
import { zodResolver } from '../../../shared/forms/zod-resolver';
import { Group, Stack } from '@mantine/core';
import {
  FAQ_AUDIENCE_LABELS,
  FAQ_AUDIENCES,
  ZFaqSectionSave,
  type TFaqSectionSave,
} from '@fura/domain/content';
import { ChoiceSelect } from '../../../shared/ui/inputs/ChoiceSelect';
import { FormField } from '../../../shared/ui/inputs/FormField';
import { PlainTextField } from '../../../shared/ui/inputs/PlainFields';
import { SubmitButton } from '../../../shared/ui/inputs/SubmitButton';
import { useSaveSection } from '../api/faq-api';
import { CONTENT_TEXT, FAQ_TEXT as T } from '../content-texts';
import { PositionField } from './PositionField';
import { saveForm } from '../save-form';
import { flatFields } from '../server-errors';

const AUDIENCE_OPTIONS = FAQ_AUDIENCES.map((value) => ({ value, label: FAQ_AUDIENCE_LABELS[value] }));
const FIELDS = flatFields<TFaqSectionSave>(['title', 'audience', 'position']);

/** A FAQ section: its name, audience and position. `onDone` closes the dialog after a save. */
export function FaqSectionForm({ initial, onDone }: { initial: TFaqSectionSave; onDone: () => void }) {
  const save = useSaveSection();
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(ZFaqSectionSave),
    defaultValues: initial,
  });

  const onSubmit = handleSubmit((values) =>
    saveForm({
      save: () => save.mutateAsync(values),
      setError,
      fieldOf: FIELDS,
      savedText: CONTENT_TEXT.saved,
      onSaved: onDone,
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate data-testid="faq-section-form">
      <Stack gap="md">
        <FormField
          control={control}
          name="title"
          component={PlainTextField}
          label={T.sectionTitle}
          withAsterisk
          maxLength={120}
          data-autofocus
          data-testid="faq-section-title"
        />
        <FormField
          control={control}
          name="audience"
          component={ChoiceSelect}
          label={T.audience}
          data={AUDIENCE_OPTIONS}
          withAsterisk
          data-testid="faq-section-audience"
        />
        <FormField
          control={control}
          name="position"
          component={PositionField}
          label={T.position}
          description={T.positionHint}
          data-testid="faq-section-position"
        />
        <Group justify="flex-end">
          <SubmitButton loading={formState.isSubmitting} data-testid="faq-section-submit">
            {CONTENT_TEXT.save}
          </SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
