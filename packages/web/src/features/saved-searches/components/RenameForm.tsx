import { useEffect, useState, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button, Group, Stack } from '@mantine/core';
import { ZSavedSearchInput } from '@fura/domain/saved-searches';
import type { TSavedSearch } from '@fura/domain/saved-search-schemas';
import { zodResolver } from '../../../shared/forms/zod-resolver';
import { FormErrorAlert } from '../../../shared/ui/inputs/FormErrorAlert';
import { FormField } from '../../../shared/ui/inputs/FormField';
import { NoPasteTextField } from '../../../shared/ui/inputs/NoPasteTextField';
import { readServerError } from '../../../shared/ui/inputs/server-errors';
import { useUpdateSavedSearch } from '../api/saved-searches';
import { MY_SEARCHES_TEXT } from '../texts';

const ZRename = z.object({ name: ZSavedSearchInput.shape.name });

/** The name of a search, edited in place: the rule's message or the server's at the field. */
export function RenameForm({ search, onDone }: { search: TSavedSearch; onDone: () => void }) {
  const update = useUpdateSavedSearch();
  const [general, setGeneral] = useState<string[]>([]);
  const { control, handleSubmit, setError, setFocus, formState } = useForm({
    resolver: zodResolver(ZRename),
    defaultValues: { name: search.name },
  });

  useEffect(() => setFocus('name', { shouldSelect: true }), [setFocus]);

  const onSubmit = handleSubmit(async ({ name }) => {
    setGeneral([]);
    if (name === search.name) {
      onDone();
      return;
    }
    try {
      await update.mutateAsync({ id: search.id, name });
    } catch (error) {
      const report = readServerError(error, { name: 'name' } as const);
      for (const item of report.fieldErrors)
        setError(item.field, { message: item.msg }, { shouldFocus: true });
      setGeneral(report.general);
      return;
    }
    onDone();
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate data-testid="saved-search-rename">
      <Stack gap="xs">
        <FormErrorAlert messages={general} />
        <FormField
          control={control}
          name="name"
          component={NoPasteTextField}
          label={MY_SEARCHES_TEXT.nameLabel}
          required
          onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
            if (event.key === 'Escape') onDone();
          }}
          data-testid="saved-search-name"
        />
        <Group gap="xs">
          <Button type="submit" loading={formState.isSubmitting} data-testid="saved-search-rename-save">
            {MY_SEARCHES_TEXT.renameSave}
          </Button>
          <Button variant="default" onClick={onDone} disabled={formState.isSubmitting}>
            {MY_SEARCHES_TEXT.cancel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
