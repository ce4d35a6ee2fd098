import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '../../../shared/forms/zod-resolver';
import { Paper, Stack, Title } from '@mantine/core';
import {
  NOTICE_AUDIENCE_LABELS,
  NOTICE_AUDIENCES,
  NOTICE_LINK_MAX,
  NOTICE_TEXT_MAX,
  ZNoticeSendRequest,
  type TNoticeSendInput,
} from '@fura/domain/admin-notices';
import { ChoiceSelect } from '../../../shared/ui/inputs/ChoiceSelect';
import { FormField } from '../../../shared/ui/inputs/FormField';
import { SubmitButton } from '../../../shared/ui/inputs/SubmitButton';
import { readServerError, showErrorToasts } from '../../../shared/ui/inputs/server-errors';
import { showSuccessToast } from '../../../shared/ui/toast';
import { useSendNotice } from '../api/send-notice';
import { NOTICE_TEXT } from '../notice-texts';
import { CountedTextarea, PlainTextField } from '../../../shared/ui/inputs/PlainFields';

const EMPTY: TNoticeSendInput = { audience: 'all', userId: '', text: '', link: '' };
const SERVER_FIELDS = { audience: 'audience', userId: 'userId', text: 'text', link: 'link' } as const;
const AUDIENCE_OPTIONS = NOTICE_AUDIENCES.map((value) => ({ value, label: NOTICE_AUDIENCE_LABELS[value] }));

/**
 * The send form: audience, the user's id for «Одному пользователю», the text with its counter, an optional link.
 * Admins paste prepared texts here, so paste is allowed (decisions §7 is about the users' forms).
 */
export function NoticeForm() {
  const send = useSendNotice();
  const { control, handleSubmit, setError, reset, formState } = useForm({
    resolver: zodResolver(ZNoticeSendRequest),
    defaultValues: EMPTY,
  });
  const audience = useWatch({ control, name: 'audience' });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
    } catch (error) {
      const report = readServerError(error, SERVER_FIELDS);
      for (const item of report.fieldErrors) setError(item.field, { message: item.msg });
      showErrorToasts(report.general);
      return;
    }
    showSuccessToast(NOTICE_TEXT.sent);
    reset(EMPTY);
  });

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="notice-form-title"
    >
      <form onSubmit={onSubmit} noValidate data-testid="notice-form">
        <Stack gap="md">
          <Title order={2} fz={{ base: 18, sm: 20 }} id="notice-form-title">
            {NOTICE_TEXT.formTitle}
          </Title>
          <FormField
            control={control}
            name="audience"
            component={ChoiceSelect}
            label={NOTICE_TEXT.audience}
            data={AUDIENCE_OPTIONS}
            withAsterisk
            data-testid="notice-audience"
          />
          {audience === 'user' && (
            <FormField
              control={control}
              name="userId"
              component={PlainTextField}
              label={NOTICE_TEXT.userId}
              description={NOTICE_TEXT.userIdHint}
              withAsterisk
              autoComplete="off"
              data-testid="notice-user-id"
            />
          )}
          <FormField
            control={control}
            name="text"
            component={CountedTextarea}
            label={NOTICE_TEXT.text}
            withAsterisk
            maxLength={NOTICE_TEXT_MAX}
            data-testid="notice-text"
          />
          <FormField
            control={control}
            name="link"
            component={PlainTextField}
            label={NOTICE_TEXT.link}
            description={NOTICE_TEXT.linkHint}
            maxLength={NOTICE_LINK_MAX}
            autoComplete="off"
            data-testid="notice-link"
          />
          <SubmitButton
            loading={formState.isSubmitting}
            style={{ alignSelf: 'flex-start' }}
            data-testid="notice-submit"
          >
            {NOTICE_TEXT.send}
          </SubmitButton>
        </Stack>
      </form>
    </Paper>
  );
}
