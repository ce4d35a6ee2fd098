import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../../../shared/forms/zod-resolver';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import {
  ADMIN_NOTE_MAX,
  listingRoute,
  ZListingHideRequest,
  type TAdminListing,
} from '@fura/domain/admin-listings';
import { FormField } from '../../../shared/ui/inputs/FormField';
import { CountedTextarea } from '../../../shared/ui/inputs/PlainFields';
import { readServerError, showErrorToasts } from '../../../shared/ui/inputs/server-errors';
import { showSuccessToast } from '../../../shared/ui/toast';
import { useHideListing } from '../api/hide-listing';
import { LISTING_TEXT } from '../listing-texts';

const ZNoteForm = ZListingHideRequest.pick({ note: true });

/** «Скрыть»: the note to the author is required; it goes with the notification. */
export function HideDialog({ listing, onClose }: { listing: TAdminListing | null; onClose: () => void }) {
  const hide = useHideListing();
  const { control, handleSubmit, setError, reset, formState } = useForm({
    resolver: zodResolver(ZNoteForm),
    defaultValues: { note: '' },
  });
  useEffect(() => reset({ note: '' }), [listing, reset]);

  const onSubmit = handleSubmit(async ({ note }) => {
    if (!listing) return;
    try {
      await hide.mutateAsync({ articleId: listing._id, note });
    } catch (error) {
      const report = readServerError(error, { note: 'note' } as const);
      for (const item of report.fieldErrors) setError(item.field, { message: item.msg });
      showErrorToasts(report.general);
      return;
    }
    showSuccessToast(LISTING_TEXT.hiddenToast);
    onClose();
  });

  return (
    <Modal
      opened={listing !== null}
      onClose={onClose}
      title={LISTING_TEXT.hideTitle}
      centered
      closeButtonProps={{ 'aria-label': LISTING_TEXT.close }}
    >
      {listing && (
        <form onSubmit={onSubmit} noValidate data-testid="hide-form">
          <Stack gap="md">
            <Text fw={600}>{listingRoute(listing)}</Text>
            <Text size="sm" c="gray.7">
              {LISTING_TEXT.hideLead}
            </Text>
            <FormField
              control={control}
              name="note"
              component={CountedTextarea}
              label={LISTING_TEXT.noteLabel}
              withAsterisk
              maxLength={ADMIN_NOTE_MAX}
              data-autofocus
              data-testid="hide-note"
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                {LISTING_TEXT.cancel}
              </Button>
              <Button type="submit" color="red" loading={formState.isSubmitting} data-testid="hide-submit">
                {LISTING_TEXT.hide}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
