import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '../../../shared/forms/zod-resolver';
import { Group, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import {
  SITE_LINK_MAX,
  SITE_PHONE_MAX,
  SITE_SETTINGS_MESSAGES as M,
  SITE_TEXT_MAX,
  type TAdminSettings,
} from '@fura/domain/admin-site';
import { ApiError } from '../../../shared/api/client';
import { FormErrorAlert } from '../../../shared/ui/inputs/FormErrorAlert';
import { FormField } from '../../../shared/ui/inputs/FormField';
import { SubmitButton } from '../../../shared/ui/inputs/SubmitButton';
import { showErrorToasts } from '../../../shared/ui/inputs/server-errors';
import { showErrorToast, showSuccessToast, showToast } from '../../../shared/ui/toast';
import { useSaveSettings } from '../api/settings-api';
import {
  ZSettingsForm,
  settingsErrorTarget,
  settingsFormValues,
  toSaveRequest,
  type SettingsFormInput,
} from '../settings-form';
import { ContractUpload } from './ContractUpload';
import { MenuEditor } from './MenuEditor';

const LINK_HINT = 'https://… или путь сайта, например /page/about';
const PHONE_INPUT_PROPS = { inputMode: 'tel' } as const;

type SiteLinkField = 'site.aboutPage' | 'site.vk' | 'site.facebook' | 'site.instagram' | 'site.dogovor';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-label={title}>
      <Stack gap="md">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * The site's settings: contacts, links, the contract template and the menu. Sends only the sections that changed;
 * server messages land on their fields (`param`) and as toasts.
 */
export function SettingsForm({ settings }: { settings: TAdminSettings }) {
  const save = useSaveSettings();
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const { control, handleSubmit, setError, reset, resetField, formState } = useForm({
    resolver: zodResolver(ZSettingsForm),
    defaultValues: settingsFormValues(settings),
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormErrors([]);
    const request = toSaveRequest(values, settings);
    if (!request) {
      showToast({ message: 'Изменений нет: сохранять нечего' });
      return;
    }
    try {
      const answer = await save.mutateAsync(request);
      reset(settingsFormValues(answer.settings));
      showSuccessToast(M.saved);
    } catch (error) {
      if (!(error instanceof ApiError)) {
        showErrorToast(error);
        return;
      }
      const general: string[] = [];
      for (const item of error.errors) {
        const target = settingsErrorTarget(item.param);
        if (target)
          setError(target as FieldPath<SettingsFormInput>, { message: item.msg }, { shouldFocus: true });
        else general.push(item.msg);
      }
      setFormErrors(general);
      showErrorToasts(error.errors.map((item) => item.msg));
    }
  });

  const linkField = (name: SiteLinkField, label: string, testId: string) => (
    <FormField
      control={control}
      name={name}
      component={TextInput}
      label={label}
      description={LINK_HINT}
      maxLength={SITE_LINK_MAX}
      data-testid={testId}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate data-testid="settings-form">
      <Stack gap="lg">
        <FormErrorAlert messages={formErrors} testId="settings-error" />
        <Section title="Контакты">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <FormField
              control={control}
              name="site.phone"
              component={TextInput}
              label="Телефон"
              placeholder="+7 (800) 555-35-35"
              maxLength={SITE_PHONE_MAX}
              {...PHONE_INPUT_PROPS}
              data-testid="settings-phone"
            />
            <FormField
              control={control}
              name="site.email"
              component={TextInput}
              label="E-mail"
              type="email"
              maxLength={SITE_TEXT_MAX}
              data-testid="settings-email"
            />
          </SimpleGrid>
          <FormField
            control={control}
            name="site.copyright"
            component={TextInput}
            label="Текст копирайта"
            description="Показывается в подвале после «© 2017–текущий год»"
            maxLength={SITE_TEXT_MAX}
            data-testid="settings-copyright"
          />
        </Section>
        <Section title="Ссылки">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {linkField('site.aboutPage', 'Страница «О сервисе»', 'settings-about')}
            <FormField
              control={control}
              name="geoInstruction"
              component={TextInput}
              label="Инструкция по включению геолокации"
              description={LINK_HINT}
              withAsterisk
              maxLength={SITE_LINK_MAX}
              data-testid="settings-geo"
            />
            {linkField('site.vk', 'ВКонтакте', 'settings-vk')}
            {linkField('site.facebook', 'Facebook', 'settings-facebook')}
            {linkField('site.instagram', 'Instagram', 'settings-instagram')}
          </SimpleGrid>
        </Section>
        <Section title="Шаблон договора">
          {linkField('site.dogovor', 'Ссылка на шаблон договора', 'settings-dogovor')}
          <ContractUpload
            current={settings.site.dogovor}
            onUploaded={(link) => resetField('site.dogovor', { defaultValue: link })}
          />
        </Section>
        <Section title="Меню сайта">
          <MenuEditor control={control} />
        </Section>
        <Group justify="flex-end">
          <SubmitButton loading={formState.isSubmitting} data-testid="settings-submit">
            Сохранить настройки
          </SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
