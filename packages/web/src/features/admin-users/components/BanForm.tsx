import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '../../../shared/forms/zod-resolver';
import { Checkbox, Group, NumberInput, Stack, Textarea, Title } from '@mantine/core';
import { BAN_COMMENT_MAX, BAN_DAYS_MAX } from '@fura/domain/admin-users';
import { FormErrorAlert } from '../../../shared/ui/inputs/FormErrorAlert';
import { FormField } from '../../../shared/ui/inputs/FormField';
import { SubmitButton } from '../../../shared/ui/inputs/SubmitButton';
import { useBanUser } from '../api/user-actions';
import { BAN_FORM_DEFAULTS, BAN_SERVER_FIELDS, ZBanForm } from '../ban-form';
import { useUserFormSave } from '../use-user-form-save';
import { ADMIN_USERS_TEXTS as T } from '../user-texts';

/** «Заблокировать»: for N days (1–3650) or for good, with the reason the user will read (required, ≤ 500). */
export function BanForm({ userId }: { userId: string }) {
  const ban = useBanUser();
  const { control, handleSubmit, setError, reset, formState } = useForm({
    resolver: zodResolver(ZBanForm),
    defaultValues: BAN_FORM_DEFAULTS,
  });
  const forever = useWatch({ control, name: 'forever' });
  const { general, saveForm } = useUserFormSave({
    setError,
    serverFields: BAN_SERVER_FIELDS,
    focusErrors: true,
    savedText: T.banDone,
    onSaved: () => reset(BAN_FORM_DEFAULTS),
  });

  const onSubmit = handleSubmit((values) => {
    const days = values.forever || typeof values.days !== 'number' ? null : values.days;
    return saveForm(() => ban.mutateAsync({ userId, days, comment: values.comment }));
  });

  return (
    <form onSubmit={onSubmit} noValidate data-testid="ban-form" aria-labelledby="ban-form-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="ban-form-title">
          {T.banTitle}
        </Title>
        <Group align="flex-start" gap="md">
          <FormField
            control={control}
            name="days"
            component={NumberInput}
            label={T.banDays}
            min={1}
            max={BAN_DAYS_MAX}
            allowDecimal={false}
            allowNegative={false}
            disabled={forever}
            w={160}
            data-testid="ban-days"
          />
          <Controller
            control={control}
            name="forever"
            render={({ field }) => (
              <Checkbox
                mt={{ base: 0, xs: 32 }}
                label={T.banForever}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                onBlur={field.onBlur}
                ref={field.ref}
                data-testid="ban-forever"
              />
            )}
          />
        </Group>
        <FormField
          control={control}
          name="comment"
          component={Textarea}
          label={T.banComment}
          withAsterisk

          rows={3}
          maxLength={BAN_COMMENT_MAX}
          data-testid="ban-comment"
        />
        <FormErrorAlert messages={general} testId="ban-form-error" />
        <Group>
          <SubmitButton color="red" loading={formState.isSubmitting} data-testid="ban-submit">
            {T.banSubmit}
          </SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
