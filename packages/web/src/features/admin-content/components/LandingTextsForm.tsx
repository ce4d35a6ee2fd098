import { useForm, type Control, type Path } from 'react-hook-form';
import { zodResolver } from '../../../shared/forms/zod-resolver';
import { Group, Paper, Stack, Title } from '@mantine/core';
import { ZLandingTexts, type TLandingTexts } from '@fura/domain/content';
import { FormField } from '../../../shared/ui/inputs/FormField';
import { CountedTextarea, PlainTextField } from '../../../shared/ui/inputs/PlainFields';
import { SubmitButton } from '../../../shared/ui/inputs/SubmitButton';
import { useSaveLanding } from '../api/landing-api';
import { CONTENT_TEXT, LANDING_TEXT as T } from '../content-texts';
import { saveForm } from '../save-form';
import { RoleLandingFields } from './RoleLandingFields';

/** `landing.cargo.steps.1.text` or `cargo.steps.1.text` → the form's field; a whole list's message is a toast. */
function landingField(param: string): Path<TLandingTexts> | null {
  const path = param.replace(/^landing\./, '');
  if (!/^(main|cargo|carrier|downloadApp)\.[\w.]+$/.test(path) || /\.(benefits|steps)$/.test(path))
    return null;
  return path as Path<TLandingTexts>;
}

function Part({ title, testId, children }: { title: string; testId: string; children: React.ReactNode }) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      aria-label={title}
      data-testid={testId}
    >
      <Stack gap="md">
        <Title order={3} fz={{ base: 17, sm: 18 }}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function TitleAndLead({ control, part }: { control: Control<TLandingTexts>; part: 'main' | 'downloadApp' }) {
  return (
    <>
      <FormField
        control={control}
        name={`${part}.title`}
        component={PlainTextField}
        label={T.heading}
        withAsterisk
        maxLength={120}
        data-testid={`${part}-title`}
      />
      <FormField
        control={control}
        name={`${part}.lead`}
        component={CountedTextarea}
        label={T.lead_}
        withAsterisk
        maxLength={400}
        minRows={2}
        data-testid={`${part}-lead`}
      />
    </>
  );
}

/** Every landing text in one form: the main page, both sides' pages and the download page; saved together. */
export function LandingTextsForm({ landing }: { landing: TLandingTexts }) {
  const save = useSaveLanding();
  const {
    control,
    handleSubmit,
    setError,
    reset,
    formState: { isDirty, isSubmitting },
  } = useForm<TLandingTexts>({
    resolver: zodResolver(ZLandingTexts),
    defaultValues: landing,
  });

  const onSubmit = handleSubmit((values) =>
    saveForm({
      save: () => save.mutateAsync({ landing: values }),
      setError,
      fieldOf: landingField,
      nothingChanged: !isDirty && CONTENT_TEXT.nothingChanged,
      savedText: T.saved,
      onSaved: (answer) => reset(answer.landing),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate data-testid="landing-form" aria-labelledby="landing-texts-title">
      <Stack gap="md">
        <Title order={2} fz={{ base: 20, sm: 22 }} id="landing-texts-title">
          {T.textsTitle}
        </Title>
        <Part title={T.main} testId="landing-main">
          <TitleAndLead control={control} part="main" />
        </Part>
        <Part title={T.cargo} testId="landing-cargo">
          <RoleLandingFields control={control} side="cargo" />
        </Part>
        <Part title={T.carrier} testId="landing-carrier">
          <RoleLandingFields control={control} side="carrier" />
        </Part>
        <Part title={T.downloadApp} testId="landing-download">
          <TitleAndLead control={control} part="downloadApp" />
        </Part>
        <Group justify="flex-end">
          <SubmitButton loading={isSubmitting} data-testid="landing-submit">
            {T.saveTexts}
          </SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
