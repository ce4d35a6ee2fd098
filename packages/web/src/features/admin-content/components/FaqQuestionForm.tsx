import { useForm } from 'react-hook-form';
import { zodResolver } from '../../../shared/forms/zod-resolver';
import { Group, SimpleGrid, Stack } from '@mantine/core';
import { ZFaqQuestionSave, type TFaqQuestionSave, type TFaqSection } from '@fura/domain/content';
import { ChoiceSelect } from '../../../shared/ui/inputs/ChoiceSelect';
import { FormField } from '../../../shared/ui/inputs/FormField';
import { PlainTextField } from '../../../shared/ui/inputs/PlainFields';
import { SubmitButton } from '../../../shared/ui/inputs/SubmitButton';
import { useSaveQuestion } from '../api/faq-api';
import { CONTENT_TEXT, FAQ_TEXT as T } from '../content-texts';
import { saveForm } from '../save-form';
import { flatFields } from '../server-errors';
import { MarkdownField } from './MarkdownField';
import { PositionField } from './PositionField';

const FIELDS = flatFields<TFaqQuestionSave>(['sectionId', 'slug', 'question', 'answer', 'position']);

/** A FAQ question: its section, address, text, Markdown answer with a preview, and position. */
export function FaqQuestionForm({
  initial,
  sections,
  onDone,
}: {
  initial: TFaqQuestionSave;
  sections: readonly TFaqSection[];
  onDone: () => void;
}) {
  const save = useSaveQuestion();
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(ZFaqQuestionSave),
    defaultValues: initial,
  });
  const sectionOptions = sections.map((section) => ({ value: section.id, label: section.title }));

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
    <form onSubmit={onSubmit} noValidate data-testid="faq-question-form">
      <Stack gap="md">
        <FormField
          control={control}
          name="question"
          component={PlainTextField}
          label={T.question}
          withAsterisk
          maxLength={300}
          data-autofocus
          data-testid="faq-question-text"
        />
        <FormField
          control={control}
          name="slug"
          component={PlainTextField}
          label={T.slug}
          description={T.slugHint}
          withAsterisk
          maxLength={80}
          autoComplete="off"
          data-testid="faq-question-slug"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <FormField
            control={control}
            name="sectionId"
            component={ChoiceSelect}
            label={T.section}
            data={sectionOptions}
            withAsterisk
            data-testid="faq-question-section"
          />
          <FormField
            control={control}
            name="position"
            component={PositionField}
            label={T.position}
            description={T.positionHint}
            data-testid="faq-question-position"
          />
        </SimpleGrid>
        <FormField
          control={control}
          name="answer"
          component={MarkdownField}
          label={T.answer}
          withAsterisk
          maxLength={20_000}
          minRows={6}
          data-testid="faq-question-answer"
        />
        <Group justify="flex-end">
          <SubmitButton loading={formState.isSubmitting} data-testid="faq-question-submit">
            {CONTENT_TEXT.save}
          </SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
