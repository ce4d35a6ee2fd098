import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../../../shared/forms/zod-resolver';
import { Alert, Group, Paper, Stack, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { AUTH_MESSAGES } from '@fura/domain/credentials';
import { ROUTES } from '@fura/domain/routes';
import { FormErrorAlert } from '../../../shared/ui/inputs/FormErrorAlert';
import { FormField } from '../../../shared/ui/inputs/FormField';
import { PasswordField } from '../../../shared/ui/inputs/PasswordField';
import { SubmitButton } from '../../../shared/ui/inputs/SubmitButton';
import { readServerError, showErrorToasts } from '../../../shared/ui/inputs/server-errors';
import { showSuccessToast } from '../../../shared/ui/toast';
import { usePasswordChangeMutation } from '../api/password-change';
import { SECURITY_SERVER_FIELDS, ZSecurityForm } from '../security-form';

const EMPTY = { oldPassword: '', password: '', repeat: '' };

export function ProfileSecurityPage() {
  const change = usePasswordChangeMutation();
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [done, setDone] = useState(false);
  const { control, handleSubmit, setError, reset, formState } = useForm({
    resolver: zodResolver(ZSecurityForm),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async ({ oldPassword, password: newPassword }) => {
    setFormErrors([]);
    setDone(false);
    try {
      await change.mutateAsync({ passObj: { oldPassword, password: newPassword } });
    } catch (error) {
      // SPEC §7/§8: the server's `error` text is passed to the form.
      const report = readServerError(error, SECURITY_SERVER_FIELDS);
      for (const item of report.fieldErrors)
        setError(item.field, { message: item.msg }, { shouldFocus: true });
      setFormErrors(report.general);
      showErrorToasts(report.general);
      return;
    }
    reset(EMPTY);
    setDone(true);
    showSuccessToast(AUTH_MESSAGES.passwordChanged);
  });

  return (
    <Stack gap="lg" maw={560}>
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {ROUTES.profileSecurity.title}
      </Title>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <form onSubmit={onSubmit} noValidate data-testid="security-form">
          <Stack gap="md">
            <FormErrorAlert messages={formErrors} testId="security-error" />
            {done ? (
              <Alert color="teal" variant="light" icon={<IconCircleCheck />} data-testid="security-done">
                {AUTH_MESSAGES.passwordChanged}
              </Alert>
            ) : null}
            <FormField
              control={control}
              name="oldPassword"
              component={PasswordField}
              label="Текущий пароль"
              autoComplete="current-password"
              required
              data-testid="security-old"
            />
            <FormField
              control={control}
              name="password"
              component={PasswordField}
              label="Новый пароль"
              autoComplete="new-password"
              withRules
              required
              data-testid="security-new"
            />
            <FormField
              control={control}
              name="repeat"
              component={PasswordField}
              label="Повторите новый пароль"
              autoComplete="new-password"
              required
              data-testid="security-repeat"
            />
            <Group justify="flex-end">
              <SubmitButton loading={formState.isSubmitting} data-testid="security-submit">
                Изменить пароль
              </SubmitButton>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
