import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../../../shared/forms/zod-resolver';
import { Anchor, Group, Stack, TextInput } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { ZLoginRequest } from '@fura/domain/auth';
import { AUTH_MESSAGES } from '@fura/domain/credentials';
import { ROUTES } from '@fura/domain/routes';
import { ApiError } from '../../../shared/api/client';
import { useReturnPath, withReturnPath } from '../../../shared/session/return-path';
import { useRefreshSession } from '../../../shared/session/session-query';
import { FormErrorAlert } from '../../../shared/ui/inputs/FormErrorAlert';
import { FormField } from '../../../shared/ui/inputs/FormField';
import { PasswordField } from '../../../shared/ui/inputs/PasswordField';
import { SubmitButton } from '../../../shared/ui/inputs/SubmitButton';
import { readServerError, showErrorToasts } from '../../../shared/ui/inputs/server-errors';
import { useLoginMutation } from '../api/login';
import { AuthCard } from '../components/AuthCard';
import { AuthLink } from '../components/AuthLink';
import { AUTH_TEXT } from '../form-messages';

const SERVER_FIELDS = { login: 'login', password: 'password' } as const;

export function LoginPage() {
  const navigate = useNavigate();
  const refreshSession = useRefreshSession();
  const login = useLoginMutation();
  const returnPath = useReturnPath();
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(ZLoginRequest),
    defaultValues: { login: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormErrors([]);
    try {
      await login.mutateAsync(values);
    } catch (error) {
      const report = readServerError(error, SERVER_FIELDS);
      const general =
        error instanceof ApiError && error.status === 401 ? [AUTH_MESSAGES.wrongCredentials] : report.general;
      for (const item of report.fieldErrors) setError(item.field, { message: item.msg });
      setFormErrors(general);
      showErrorToasts(general);
      return;
    }
    await refreshSession();
    await navigate(returnPath ?? ROUTES.main.path, { replace: true });
  });

  return (
    <AuthCard
      title={ROUTES.login.title}
      footer={
        <AuthLink
          question={AUTH_TEXT.noAccount}
          label={AUTH_TEXT.registerLink}
          to={withReturnPath(ROUTES.register.path, returnPath)}
        />
      }
    >
      <form onSubmit={onSubmit} noValidate data-testid="login-form">
        <Stack gap="md">
          <FormErrorAlert messages={formErrors} testId="login-error" />
          <FormField
            control={control}
            name="login"
            component={TextInput}
            label={AUTH_TEXT.loginLabel}
            placeholder={AUTH_TEXT.loginPlaceholder}
            autoComplete="username"
            required
            data-testid="login-login"
          />
          <FormField
            control={control}
            name="password"
            component={PasswordField}
            label={AUTH_TEXT.passwordLabel}
            autoComplete="current-password"
            required
            data-testid="login-password"
          />
          <Group justify="flex-end" mt={-8}>
            <Anchor component={Link} to={ROUTES.forgot.path} size="sm">
              {AUTH_TEXT.forgotLink}
            </Anchor>
          </Group>
          <SubmitButton fullWidth loading={formState.isSubmitting} data-testid="login-submit">
            {AUTH_TEXT.loginSubmit}
          </SubmitButton>
        </Stack>
      </form>
    </AuthCard>
  );
}
