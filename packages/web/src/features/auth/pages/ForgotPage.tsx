import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../../../shared/forms/zod-resolver';
import { Alert, Stack } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { ZForgotRequest } from '@fura/domain/auth';
import { AUTH_MESSAGES } from '@fura/domain/credentials';
import { ROUTES } from '@fura/domain/routes';
import { EmailField } from '../../../shared/ui/inputs/EmailField';
import { FormErrorAlert } from '../../../shared/ui/inputs/FormErrorAlert';
import { FormField } from '../../../shared/ui/inputs/FormField';
import { SubmitButton } from '../../../shared/ui/inputs/SubmitButton';
import { readServerError, showErrorToasts } from '../../../shared/ui/inputs/server-errors';
import { useForgotMutation } from '../api/forgot';
import { AuthCard } from '../components/AuthCard';
import { AuthLink } from '../components/AuthLink';
import { AUTH_TEXT } from '../form-messages';

export function ForgotPage() {
  const forgot = useForgotMutation();
  const [sent, setSent] = useState(false);
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(ZForgotRequest),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormErrors([]);
    try {
      await forgot.mutateAsync(values);
    } catch (error) {
      const report = readServerError(error, { email: 'email' } as const);
      for (const item of report.fieldErrors) setError(item.field, { message: item.msg });
      setFormErrors(report.general);
      showErrorToasts(report.general);
      return;
    }
    setSent(true);
  });

  const footer = (
    <AuthLink question={AUTH_TEXT.rememberedPassword} label={AUTH_TEXT.loginLink} to={ROUTES.login.path} />
  );

  if (sent) {
    return (
      <AuthCard title={ROUTES.forgot.title} footer={footer}>
        <Alert color="blue" variant="light" icon={<IconMailCheck />} data-testid="forgot-sent">
          {AUTH_MESSAGES.forgotSent}
        </Alert>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={ROUTES.forgot.title} lead={AUTH_TEXT.forgotLead} footer={footer}>
      <form onSubmit={onSubmit} noValidate data-testid="forgot-form">
        <Stack gap="md">
          <FormErrorAlert messages={formErrors} testId="forgot-error" />
          <FormField
            control={control}
            name="email"
            component={EmailField}
            label={AUTH_TEXT.emailLabel}
            required
            data-testid="forgot-email"
          />
          <SubmitButton fullWidth loading={formState.isSubmitting} data-testid="forgot-submit">
            {AUTH_TEXT.forgotSubmit}
          </SubmitButton>
        </Stack>
      </form>
    </AuthCard>
  );
}
