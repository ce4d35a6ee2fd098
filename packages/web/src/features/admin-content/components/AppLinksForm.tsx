import { useForm } from 'react-hook-form';
import { zodResolver } from '../../../shared/forms/zod-resolver';
import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ZAppLinks, type TAppLinks } from '@fura/domain/content';
import { FormField } from '../../../shared/ui/inputs/FormField';
import { PlainTextField } from '../../../shared/ui/inputs/PlainFields';
import { SubmitButton } from '../../../shared/ui/inputs/SubmitButton';
import { useSaveLanding } from '../api/landing-api';
import { CONTENT_TEXT, LANDING_TEXT as T } from '../content-texts';
import { saveForm } from '../save-form';

function appField(param: string): keyof TAppLinks | null {
  const name = param.replace(/^apps\./, '');
  return name === 'appStore' || name === 'googlePlay' ? name : null;
}

/** The store links of /download-app; a store without one shows no badge there (issue 27). */
export function AppLinksForm({ apps }: { apps: TAppLinks }) {
  const save = useSaveLanding();
  const {
    control,
    handleSubmit,
    setError,
    reset,
    formState: { isDirty, isSubmitting },
  } = useForm<TAppLinks>({
    resolver: zodResolver(ZAppLinks),
    defaultValues: apps,
  });

  const onSubmit = handleSubmit((values) =>
    saveForm({
      save: () => save.mutateAsync({ apps: values }),
      setError,
      fieldOf: appField,
      nothingChanged: !isDirty && CONTENT_TEXT.nothingChanged,
      savedText: T.saved,
      onSaved: (answer) => reset(answer.apps),
    }),
  );

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      aria-labelledby="landing-apps-title"
    >
      <form onSubmit={onSubmit} noValidate data-testid="apps-form">
        <Stack gap="md">
          <Title order={2} fz={{ base: 20, sm: 22 }} id="landing-apps-title">
            {T.appsTitle}
          </Title>
          <Text c="gray.7" size="sm">
            {T.appsLead}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <FormField
              control={control}
              name="appStore"
              component={PlainTextField}
              label={T.appStore}
              description={T.appHint}
              type="url"
              maxLength={500}
              data-testid="apps-app-store"
            />
            <FormField
              control={control}
              name="googlePlay"
              component={PlainTextField}
              label={T.googlePlay}
              description={T.appHint}
              type="url"
              maxLength={500}
              data-testid="apps-google-play"
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <SubmitButton loading={isSubmitting} data-testid="apps-submit">
              {T.saveApps}
            </SubmitButton>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
