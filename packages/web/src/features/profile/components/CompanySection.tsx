import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBan,
  IconBuilding,
  IconCircleCheck,
  IconInfoCircle,
} from '@tabler/icons-react';
import {
  companyCheckSummary,
  type CompanyCheckSummary,
  type TOwnCompany,
} from '@fura/domain/company-schemas';
import { zodResolver } from '../../../shared/forms/zod-resolver';
import { ChoiceSelect } from '../../../shared/ui/inputs/ChoiceSelect';
import { FormErrorAlert } from '../../../shared/ui/inputs/FormErrorAlert';
import { FormField } from '../../../shared/ui/inputs/FormField';
import { DigitsField } from '../../../shared/ui/inputs/DigitsField';
import { SubmitButton } from '../../../shared/ui/inputs/SubmitButton';
import { readServerError, showErrorToasts } from '../../../shared/ui/inputs/server-errors';
import { showSuccessToast } from '../../../shared/ui/toast';
import { useDeleteCompany, useSaveCompany } from '../api/company';
import {
  COMPANY_SERVER_FIELDS,
  LEGAL_FORM_OPTIONS,
  ZCompanyForm,
  chosenForm,
  companyFormValues,
} from '../company-form';

const SUMMARY_LOOK: Record<CompanyCheckSummary['tone'], { color: string; icon: React.ReactNode }> = {
  good: { color: 'teal', icon: <IconCircleCheck aria-hidden /> },
  neutral: { color: 'gray', icon: <IconInfoCircle aria-hidden /> },
  warning: { color: 'yellow', icon: <IconAlertTriangle aria-hidden /> },
  danger: { color: 'red', icon: <IconBan aria-hidden /> },
};

const INTRO =
  'Укажите форму и ИНН: ООО и ИП мы проверяем в государственном реестре сразу и затем каждую неделю. ' +
  'Другие пользователи видят «Компания проверена», её название и ИНН из реестра.';

/** What the register said of the owner's company. */
function CheckResult({ company }: { company: TOwnCompany }) {
  const summary = companyCheckSummary(company);
  const look = SUMMARY_LOOK[summary.tone];
  return (
    <Alert
      color={look.color}
      variant="light"
      icon={look.icon}
      title={summary.title}
      data-testid="company-check"
      data-tone={summary.tone}
      // Mantine's light alerts keep their titles in the alert's colour; dark text keeps 4.5:1 on every tone.
      styles={{
        title: { color: 'var(--mantine-color-dark-8)' },
        message: { color: 'var(--mantine-color-dark-7)' },
      }}
    >
      {summary.text}
    </Alert>
  );
}

/** «Компания» of the profile (issue 29): legal form and INN, the register's check and its result. */
export function CompanySection({ company }: { company: TOwnCompany | null }) {
  const save = useSaveCompany();
  const remove = useDeleteCompany();
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const { control, handleSubmit, setError, reset, formState } = useForm({
    resolver: zodResolver(ZCompanyForm),
    defaultValues: companyFormValues(company),
  });

  const fail = (error: unknown) => {
    const report = readServerError(error, COMPANY_SERVER_FIELDS);
    for (const item of report.fieldErrors) setError(item.field, { message: item.msg });
    setFormErrors(report.general);
    showErrorToasts(report.general);
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormErrors([]);
    const legalForm = chosenForm(values);
    if (!legalForm) return;
    try {
      const answer = await save.mutateAsync({ legalForm, inn: values.inn });
      reset(companyFormValues(answer.company));
      showSuccessToast('Компания сохранена');
    } catch (error) {
      fail(error);
    }
  });

  const onDelete = async () => {
    setFormErrors([]);
    try {
      await remove.mutateAsync(undefined);
      reset(companyFormValues(null));
      showSuccessToast('Компания удалена из профиля');
    } catch (error) {
      fail(error);
    }
  };

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="company-title"
      data-testid="company-section"
    >
      <form onSubmit={onSubmit} noValidate data-testid="company-form">
        <Stack gap="sm">
          <Group gap="xs">
            <IconBuilding aria-hidden size={22} />
            <Title order={2} fz={{ base: 18, sm: 20 }} id="company-title">
              Компания
            </Title>
          </Group>
          <Text size="sm" c="gray.7">
            {INTRO}
          </Text>
          {company && <CheckResult company={company} />}
          <FormErrorAlert messages={formErrors} testId="company-error" />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <FormField
              control={control}
              name="legalForm"
              component={ChoiceSelect}
              label="Форма"
              data={LEGAL_FORM_OPTIONS}
              required
              data-testid="company-form-select"
            />
            <FormField
              control={control}
              name="inn"
              component={DigitsField}
              label="ИНН"
              description="10 цифр у ООО, 12 — у ИП, самозанятого и физлица"
              required
              data-testid="company-inn"
            />
          </SimpleGrid>
          <Group justify="flex-end" gap="sm">
            {company && (
              <Button
                variant="subtle"
                color="red"
                onClick={() => void onDelete()}
                loading={remove.isPending}
                data-testid="company-delete"
              >
                Удалить компанию
              </Button>
            )}
            <SubmitButton loading={formState.isSubmitting} data-testid="company-submit">
              Сохранить
            </SubmitButton>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
