import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '../../../shared/forms/zod-resolver';
import { Button, Chip, Flex, Group, Input, NumberInput, SimpleGrid, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { ROUTES } from '@fura/domain/routes';
import type { TPhoto } from '@fura/domain/article-schemas';
import type { TVehicleTemplate } from '@fura/domain/vehicle-templates';
import { ChoiceSelect } from '../../../shared/ui/inputs/ChoiceSelect';
import { FormErrorAlert } from '../../../shared/ui/inputs/FormErrorAlert';
import { FormField } from '../../../shared/ui/inputs/FormField';
import { NoPasteTextField } from '../../../shared/ui/inputs/NoPasteTextField';
import { SubmitButton } from '../../../shared/ui/inputs/SubmitButton';
import { readServerError, showErrorToasts } from '../../../shared/ui/inputs/server-errors';
import { useSaveTemplate } from '../api/save-template';
import { photoFileError } from '../photo-file';
import {
  BODY_TYPE_OPTIONS,
  EMPTY_TEMPLATE_FORM,
  LOADING_TYPE_OPTIONS,
  TEMPLATE_SERVER_FIELDS,
  VEHICLE_TYPE_OPTIONS,
  ZTemplateForm,
  templateFormValues,
  toTemplateInput,
} from '../template-form';
import { TemplatePhotoPicker } from './TemplatePhotoPicker';

const LOADING_GROUP_PROPS = { 'data-testid': 'template-loading' };
const DECIMAL_INPUT_PROPS = {
  decimalSeparator: ',',
  allowNegative: false,
  hideControls: true,
  inputMode: 'decimal',
} as const;

/**
 * Create (no `template`) or edit a vehicle template. Sends multipart to /api/vehicle-template/{create,update};
 * server messages land on their fields (`param`) and as toasts.
 */
export function TemplateForm({
  template,
  onSaved,
}: {
  template?: TVehicleTemplate;
  onSaved: (template: TVehicleTemplate) => void;
}) {
  const save = useSaveTemplate();
  const [kept, setKept] = useState<TPhoto | null>(template?.photo ?? null);
  const [file, setFile] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(ZTemplateForm),
    defaultValues: template ? templateFormValues(template) : EMPTY_TEMPLATE_FORM,
  });

  const pick = (next: File | null) => {
    if (!next) return;
    setFile(next);
    setPhotoError(photoFileError(next));
  };

  const removePhoto = () => {
    setFile(null);
    setKept(null);
    setPhotoError(null);
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormErrors([]);
    if (file && photoFileError(file)) return;
    let saved: TVehicleTemplate;
    try {
      setProgress(file ? 0 : null);
      const answer = await save.mutateAsync({
        id: template?._id ?? null,
        input: toTemplateInput(values, kept?.file ?? null),
        photo: file,
        onProgress: file ? setProgress : undefined,
      });
      saved = answer.template;
    } catch (error) {
      const report = readServerError(error, TEMPLATE_SERVER_FIELDS);
      for (const item of report.fieldErrors) {
        if (item.field === 'photo') setPhotoError(item.msg);
        else setError(item.field, { message: item.msg }, { shouldFocus: true });
      }
      setFormErrors(report.general);
      showErrorToasts([...report.fieldErrors.map((item) => item.msg), ...report.general]);
      return;
    } finally {
      setProgress(null);
    }
    onSaved(saved);
  });

  return (
    <form onSubmit={onSubmit} noValidate data-testid="template-form">
      <Stack gap="md">
        <FormErrorAlert messages={formErrors} testId="template-error" />
        <FormField
          control={control}
          name="name"
          component={NoPasteTextField}
          label="Название шаблона"
          description="Как вы узнаете эту машину в списке, например «Газель белая»"
          withAsterisk
          maxLength={80}
          data-testid="template-name"
        />
        <FormField
          control={control}
          name="plate"
          component={NoPasteTextField}
          label="Госномер"
          placeholder="А 123 ВС 77"
          description={
            template?.check.verified
              ? 'Машина проверена. Если изменить госномер, проверку нужно будет пройти заново'
              : 'Как на табличке; у прицепа — АВ 1234 77. Нужен, чтобы проверить машину по СТС'
          }
          maxLength={20}
          autoComplete="off"
          data-testid="template-plate"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Controller
            control={control}
            name="vehicleType"
            // The capacity's bound depends on the type: its message follows the type at once.
            rules={{ deps: 'capacityTons' }}
            render={({ field, fieldState }) => (
              <ChoiceSelect
                {...field}
                label="Тип транспорта"
                withAsterisk
                data={VEHICLE_TYPE_OPTIONS}
                error={fieldState.error?.message}
                data-testid="template-vehicle-type"
              />
            )}
          />
          <FormField
            control={control}
            name="bodyType"
            component={ChoiceSelect}
            label="Тип кузова"
            withAsterisk
            data={BODY_TYPE_OPTIONS}
            data-testid="template-body"
          />
          <FormField
            control={control}
            name="make"
            component={NoPasteTextField}
            label="Марка"
            placeholder="Например, ГАЗ"
            maxLength={60}
            data-testid="template-make"
          />
          <FormField
            control={control}
            name="model"
            component={NoPasteTextField}
            label="Модель"
            placeholder="Например, ГАЗель Next"
            maxLength={60}
            data-testid="template-model"
          />
          <FormField
            control={control}
            name="capacityTons"
            component={NumberInput}
            label="Грузоподъёмность, т"
            placeholder="Например, 1,5"
            withAsterisk
            decimalScale={2}
            {...DECIMAL_INPUT_PROPS}
            data-testid="template-capacity"
          />
          <FormField
            control={control}
            name="volumeM3"
            component={NumberInput}
            label="Объём кузова, м³"
            placeholder="Например, 16"
            decimalScale={1}
            {...DECIMAL_INPUT_PROPS}
            data-testid="template-volume"
          />
        </SimpleGrid>
        <Controller
          name="loadingTypes"
          control={control}
          render={({ field, fieldState }) => (
            <Input.Wrapper label="Загрузка" error={fieldState.error?.message}>
              <Chip.Group multiple value={field.value} onChange={field.onChange}>
                <Group gap="xs" mt={6} {...LOADING_GROUP_PROPS}>
                  {LOADING_TYPE_OPTIONS.map((option) => (
                    <Chip key={option.value} value={option.value} size="md">
                      {option.label}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            </Input.Wrapper>
          )}
        />
        <TemplatePhotoPicker
          kept={kept}
          file={file}
          onPick={pick}
          onRemove={removePhoto}
          error={photoError}
          progress={progress}
        />
        {/* Phones: the main action on top, both as wide as the screen. */}
        <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" gap="sm">
          <Button component={Link} to={ROUTES.mytemplateAuto.path} variant="default">
            Отмена
          </Button>
          <SubmitButton
            loading={formState.isSubmitting}
            disabled={photoError !== null && file !== null}
            data-testid="template-submit"
          >
            {template ? 'Сохранить изменения' : 'Сохранить шаблон'}
          </SubmitButton>
        </Flex>
      </Stack>
    </form>
  );
}
