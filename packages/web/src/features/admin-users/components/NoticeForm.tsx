import { useForm } from 'react-hook-form';
import { zodResolver } from '../../../shared/forms/zod-resolver';
import { Stack, Textarea, TextInput, Title } from '@mantine/core';
import { z } from 'zod';
import { isNoticeLink, NOTICE_LINK_MAX, NOTICE_MESSAGES, NOTICE_TEXT_MAX } from '@fura/domain/admin-notices';
import { freeText } from '@fura/domain/free-text';
import { FormErrorAlert } from '../../../shared/ui/inputs/FormErrorAlert';
import { FormField } from '../../../shared/ui/inputs/FormField';
import { SubmitButton } from '../../../shared/ui/inputs/SubmitButton';
import { useSendUserNotice } from '../api/send-notice';
import { useUserFormSave } from '../use-user-form-save';
import { ADMIN_USERS_TEXTS as T } from '../user-texts';

/** The rules of the notices API for the text and the link as typed (empty: none). */
const ZNoticeForm = z.object({
  text: freeText(NOTICE_MESSAGES.textEmpty)
    .trim()
    .min(1, NOTICE_MESSAGES.textEmpty)
    .max(NOTICE_TEXT_MAX, NOTICE_MESSAGES.textTooLong),
  link: freeText(NOTICE_MESSAGES.link)
    .trim()
    .max(NOTICE_LINK_MAX, NOTICE_MESSAGES.linkTooLong)
    .refine((value) => value === '' || isNoticeLink(value), NOTICE_MESSAGES.link),
});
const EMPTY = { text: '', link: '' };
const SERVER_FIELDS = { text: 'text', link: 'link' } as const;

/** A system notice to this one user (the «Системные уведомления» API sends it). */
export function NoticeForm({ userId }: { userId: string }) {
  const send = useSendUserNotice();
  const { control, handleSubmit, setError, reset, formState } = useForm({
    resolver: zodResolver(ZNoticeForm),
    defaultValues: EMPTY,
  });
  const { general, saveForm } = useUserFormSave({
    setError,
    serverFields: SERVER_FIELDS,
    savedText: T.noticeDone,
    onSaved: () => reset(EMPTY),
  });

  const onSubmit = handleSubmit((values) =>
    saveForm(() => send.mutateAsync({ userId, text: values.text, link: values.link || null })),
  );

  return (
    <form onSubmit={onSubmit} noValidate data-testid="notice-form" aria-labelledby="notice-form-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="notice-form-title">
          {T.noticeTitle}
        </Title>
        <FormField
          control={control}
          name="text"
          component={Textarea}
          label={T.noticeText}
          withAsterisk

          rows={3}
          maxLength={NOTICE_TEXT_MAX}
          data-testid="notice-text"
        />
        <FormField
          control={control}
          name="link"
          component={TextInput}
          label={T.noticeLink}
          placeholder="/tariffs или https://…"
          maxLength={NOTICE_LINK_MAX}
          data-testid="notice-link"
        />
        <FormErrorAlert messages={general} testId="notice-form-error" />
        <div>
          <SubmitButton loading={formState.isSubmitting} data-testid="notice-submit">
            {T.noticeSubmit}
          </SubmitButton>
        </div>
      </Stack>
    </form>
  );
}
