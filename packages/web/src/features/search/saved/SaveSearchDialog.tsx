import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { ROUTES } from '@fura/domain/routes';
import { SAVED_SEARCH_CHANNELS, SAVED_SEARCH_MESSAGES, ZSavedSearchInput } from '@fura/domain/saved-searches';
import { zodResolver } from '../../../shared/forms/zod-resolver';
import { readQuietHours } from '../../../shared/saved-searches/quiet-hours';
import { DEFAULT_QUIET } from '../../../shared/saved-searches/texts';
import { ChannelCheckboxes } from '../../../shared/saved-searches/ui/ChannelCheckboxes';
import { QuietHoursFields } from '../../../shared/saved-searches/ui/QuietHoursFields';
import { FormErrorAlert } from '../../../shared/ui/inputs/FormErrorAlert';
import { FormField } from '../../../shared/ui/inputs/FormField';
import { NoPasteTextField } from '../../../shared/ui/inputs/NoPasteTextField';
import { SubmitButton } from '../../../shared/ui/inputs/SubmitButton';
import { readServerError } from '../../../shared/ui/inputs/server-errors';
import { showLinkToast } from '../../../shared/ui/link-toast';
import { useCreateSavedSearch } from './api/create-saved-search';
import type { SavedSearchDraft } from './saved-draft';
import { SAVE_TEXT } from './save-text';

const ZForm = z
  .object({
    name: ZSavedSearchInput.shape.name,
    channels: z.array(z.enum(SAVED_SEARCH_CHANNELS)).min(1, SAVED_SEARCH_MESSAGES.noChannel),
    quiet: z.object({ on: z.boolean(), from: z.string(), to: z.string() }),
  })
  .superRefine((values, context) => {
    const reading = readQuietHours(values.quiet);
    if (reading.ok) return;
    if (reading.fromError)
      context.addIssue({ code: 'custom', path: ['quiet', 'from'], message: reading.fromError });
    if (reading.toError)
      context.addIssue({ code: 'custom', path: ['quiet', 'to'], message: reading.toError });
  });
type FormValues = z.input<typeof ZForm>;

/** The server's `param` → the form's field. */
const SERVER_FIELDS = {
  name: 'name',
  channels: 'channels',
  quietHours: 'quiet.from',
  'quietHours.from': 'quiet.from',
  'quietHours.to': 'quiet.to',
} as const;

function SaveSearchForm({ draft, onDone }: { draft: SavedSearchDraft; onDone: () => void }) {
  const create = useCreateSavedSearch();
  const navigate = useNavigate();
  const [general, setGeneral] = useState<string[]>([]);
  const { control, handleSubmit, setError, formState } = useForm<FormValues>({
    resolver: zodResolver(ZForm),
    defaultValues: { name: draft.name, channels: ['site', 'email'], quiet: { on: true, ...DEFAULT_QUIET } },
  });

  const onSubmit = handleSubmit(async (values) => {
    setGeneral([]);
    const reading = readQuietHours(values.quiet);
    try {
      await create.mutateAsync({
        name: values.name,
        query: draft.query,
        channels: values.channels,
        quietHours: reading.ok ? reading.quietHours : null,
        places: draft.places,
      });
    } catch (error) {
      // The dialog stays as it is: each message at its field, the others (the limit of 20) above the form.
      const report = readServerError(error, SERVER_FIELDS);
      for (const item of report.fieldErrors)
        setError(item.field, { message: item.msg }, { shouldFocus: true });
      setGeneral(report.general);
      return;
    }
    onDone();
    showLinkToast({
      message: SAVE_TEXT.saved,
      linkLabel: SAVE_TEXT.mySearches,
      to: ROUTES.mySearches.path,
      navigate,
      color: 'green',
      testId: 'save-search-done',
    });
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate data-testid="save-search-form">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {SAVE_TEXT.lead}
        </Text>
        <FormErrorAlert messages={general} testId="save-search-error" />
        <FormField
          control={control}
          name="name"
          component={NoPasteTextField}
          label={SAVE_TEXT.name}
          required
          data-autofocus
          data-testid="save-search-name"
        />
        <FormField
          control={control}
          name="channels"
          component={ChannelCheckboxes}
          testId="save-search-channels"
        />
        <Controller
          control={control}
          name="quiet"
          render={({ field }) => (
            <QuietHoursFields
              value={field.value}
              onChange={field.onChange}
              fromError={formState.errors.quiet?.from?.message}
              toError={formState.errors.quiet?.to?.message}
              testId="save-search-quiet"
            />
          )}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={formState.isSubmitting}>
            {SAVE_TEXT.cancel}
          </Button>
          <SubmitButton loading={formState.isSubmitting} data-testid="save-search-submit">
            {SAVE_TEXT.save}
          </SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}

/** The dialog of «Сохранить поиск и присылать новые»: the name, where to send new listings, the quiet hours. */
export function SaveSearchDialog({
  draft,
  onClose,
}: {
  /** The page's search when opened; null: closed. */
  draft: SavedSearchDraft | null;
  onClose: () => void;
}) {
  return (
    <Modal opened={draft !== null} onClose={onClose} title={SAVE_TEXT.title} centered>
      {draft && <SaveSearchForm draft={draft} onDone={onClose} />}
    </Modal>
  );
}
