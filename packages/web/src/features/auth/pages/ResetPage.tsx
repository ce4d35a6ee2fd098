import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../../../shared/forms/zod-resolver';
import { Alert, Button, Stack } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { AUTH_MESSAGES } from '@fura/domain/credentials';
import { ROUTES } from '@fura/domain/routes';
import { FormErrorAlert } from '../../../shared/ui/inputs/FormErrorAlert';
import { FormField } from '../../../shared/ui/inputs/FormField';
import { PasswordField } from '../../../shared/ui/inputs/PasswordField';
import { SubmitButton } from '../../../shared/ui/inputs/SubmitButton';
import { readServerError, showErrorToasts } from '../../../shared/ui/inputs/server-errors';
import { useResetMutation } from '../api/reset';
import { AuthCard } from '../components/AuthCard';
import { AuthLink } from '../components/AuthLink';
import { AUTH_TEXT } from '../form-messages';
import { ZResetForm } from '../reset-form';

export function ResetPage() {
  const { token = '' } = useParams();
  const reset = useResetMutation();
  const [done, setDone] = useState(false);
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [tokenRejected, setTokenRejected] = useState(false);
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(ZResetForm),
    defaultValues: { password: '', password2: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormErrors([]);
    try {
      await reset.mutateAsync({ token, password: values.password });
    } catch (error) {
      // The token is not a field of this form: its message goes to the form-level alert.
      const report = readServerError(error, { password: 'password' } as const);
      for (const item of report.fieldErrors) setError(item.field, { message: item.msg });
      setTokenRejected(report.general.includes(AUTH_MESSAGES.resetInvalid));
      setFormErrors(report.general);
      showErrorToasts(report.general);
      return;
    }
    setDone(true);
  });

  if (done) {
    return (
      <AuthCard title={ROUTES.reset.title}>
        <Alert color="teal" variant="light" icon={<IconCircleCheck />} data-testid="reset-done">
          {AUTH_MESSAGES.resetDone}
        </Alert>
        <Button component={Link} to={ROUTES.login.path} size="md" fullWidth data-testid="reset-login">
          {AUTH_TEXT.loginLink}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={ROUTES.reset.title}
      lead={AUTH_TEXT.resetLead}
      footer={
        <AuthLink
          question={AUTH_TEXT.rememberedPassword}
          label={AUTH_TEXT.loginLink}
          to={ROUTES.login.path}
        />
      }
    >
      <form onSubmit={onSubmit} noValidate data-testid="reset-form">
        <Stack gap="md">
          <FormErrorAlert messages={formErrors} testId="reset-error" />
          {tokenRejected ? <AuthLink label={AUTH_TEXT.requestNewLink} to={ROUTES.forgot.path} /> : null}
          <FormField
            control={control}
            name="password"
            component={PasswordField}
            label={AUTH_TEXT.newPasswordLabel}
            autoComplete="new-password"
            withRules
            required
            data-testid="reset-password"
          />
          <FormField
            control={control}
            name="password2"
            component={PasswordField}
            label={AUTH_TEXT.repeatPasswordLabel}
            autoComplete="new-password"
            required
            data-testid="reset-password2"
          />
          <SubmitButton fullWidth loading={formState.isSubmitting} data-testid="reset-submit">
            {AUTH_TEXT.resetSubmit}
          </SubmitButton>
        </Stack>
      </form>
    </AuthCard>
  );
}
