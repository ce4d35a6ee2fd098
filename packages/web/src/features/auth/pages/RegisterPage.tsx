import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../../../shared/forms/zod-resolver';
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { ZRegisterRequest, type TRegisterRequest } from '@fura/domain/auth';
import { ROUTES } from '@fura/domain/routes';
import { USER_TYPE_LABELS, USER_TYPES, type UserType } from '@fura/domain/users';
import { useReturnPath, withReturnPath } from '../../../shared/session/return-path';
import { useRefreshSession } from '../../../shared/session/session-query';
import { EmailField } from '../../../shared/ui/inputs/EmailField';
import { FormErrorAlert } from '../../../shared/ui/inputs/FormErrorAlert';
import { FormField } from '../../../shared/ui/inputs/FormField';
import { NoPasteTextField } from '../../../shared/ui/inputs/NoPasteTextField';
import { PasswordField } from '../../../shared/ui/inputs/PasswordField';
import { PhoneField } from '../../../shared/ui/inputs/PhoneField';
import { SubmitButton } from '../../../shared/ui/inputs/SubmitButton';
import { readServerError, showErrorToasts } from '../../../shared/ui/inputs/server-errors';
import { useRegisterMutation } from '../api/register';
import { AuthCard } from '../components/AuthCard';
import { AuthLink } from '../components/AuthLink';
import { RoleChoice } from '../components/RoleChoice';
import { AUTH_TEXT } from '../form-messages';

const SERVER_FIELDS = {
  type: 'type',
  email: 'email',
  phone: 'phone',
  password: 'password',
  'name.first': 'name.first',
  'name.last': 'name.last',
} as const;

const EMPTY_FORM: TRegisterRequest = {
  type: 'cargo',
  email: '',
  phone: '',
  password: '',
  name: { first: '', last: '' },
};

export function RegisterPage() {
  const navigate = useNavigate();
  const refreshSession = useRefreshSession();
  const register = useRegisterMutation();
  const returnPath = useReturnPath();
  // `?role=carrier`: a link that is only for one role (e.g. «Оплатить» on /tariffs) skips the choice.
  const [params] = useSearchParams();
  const linkedRole = USER_TYPES.find((type) => type === params.get('role')) ?? null;
  const [role, setRole] = useState<UserType | null>(linkedRole);
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const { control, handleSubmit, setError, setValue, formState } = useForm({
    resolver: zodResolver(ZRegisterRequest),
    defaultValues: { ...EMPTY_FORM, type: linkedRole ?? EMPTY_FORM.type },
  });

  const chooseRole = (next: UserType) => {
    setRole(next);
    setValue('type', next);
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormErrors([]);
    try {
      await register.mutateAsync(values);
    } catch (error) {
      const report = readServerError(error, SERVER_FIELDS);
      for (const item of report.fieldErrors)
        setError(item.field, { message: item.msg }, { shouldFocus: true });
      setFormErrors(report.general);
      showErrorToasts(report.general);
      return;
    }
    await refreshSession();
    await navigate(returnPath ?? ROUTES.main.path, { replace: true });
  });

  const footer = (
    <AuthLink
      question={AUTH_TEXT.haveAccount}
      label={AUTH_TEXT.loginLink}
      to={withReturnPath(ROUTES.login.path, returnPath)}
    />
  );

  if (role === null) {
    return (
      <AuthCard title={ROUTES.register.title} lead={AUTH_TEXT.chooseRoleLead} footer={footer}>
        <RoleChoice onChoose={chooseRole} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={ROUTES.register.title} footer={footer}>
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text size="sm">
          Роль:{' '}
          <Text span fw={700} data-testid="register-role">
            {USER_TYPE_LABELS[role]}
          </Text>
        </Text>
        <Button variant="subtle" size="compact-sm" onClick={() => setRole(null)}>
          {AUTH_TEXT.changeRole}
        </Button>
      </Group>
      <form onSubmit={onSubmit} noValidate data-testid="register-form">
        <Stack gap="md">
          <FormErrorAlert messages={formErrors} testId="register-error" />
          <FormField
            control={control}
            name="email"
            component={EmailField}
            label={AUTH_TEXT.emailLabel}
            required
            data-testid="register-email"
          />
          <FormField
            control={control}
            name="phone"
            component={PhoneField}
            label={AUTH_TEXT.phoneLabel}
            required
            data-testid="register-phone"
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <FormField
              control={control}
              name="name.first"
              component={NoPasteTextField}
              label={AUTH_TEXT.firstNameLabel}
              autoComplete="given-name"
              required
              data-testid="register-first"
            />
            <FormField
              control={control}
              name="name.last"
              component={NoPasteTextField}
              label={AUTH_TEXT.lastNameLabel}
              autoComplete="family-name"
              required
              data-testid="register-last"
            />
          </SimpleGrid>
          <FormField
            control={control}
            name="password"
            component={PasswordField}
            label={AUTH_TEXT.passwordLabel}
            autoComplete="new-password"
            withRules
            required
            data-testid="register-password"
          />
          <SubmitButton fullWidth loading={formState.isSubmitting} data-testid="register-submit">
            {AUTH_TEXT.registerSubmit}
          </SubmitButton>
        </Stack>
      </form>
    </AuthCard>
  );
}
