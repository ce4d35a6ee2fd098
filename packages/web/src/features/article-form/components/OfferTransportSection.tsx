import { useRef } from 'react';
import { Anchor, Select, SimpleGrid, Text } from '@mantine/core';
import { IconTruck } from '@tabler/icons-react';
import { Controller, useWatch, type UseFormClearErrors, type UseFormSetValue } from 'react-hook-form';
import { Link } from 'react-router';
import { routePath } from '@fura/domain/routes';
import { useVehicleTemplates } from '../../../shared/api/vehicle-templates';
import { ChoiceSelect } from '../../../shared/ui/inputs/ChoiceSelect';
import { NoPasteTextField } from '../../../shared/ui/inputs/NoPasteTextField';
import { carValuesFromTemplate, type ArticleFormValues } from '../article-form-values';
import { BODY_OPTIONS, LOADING_OPTIONS, VEHICLE_OPTIONS } from '../choice-options';
import type { ArticleControl } from '../form-types';
import type { CarPhoto } from '../use-photos';
import { CarPhotoField } from './CarPhotoField';
import { ChipChoices } from './ChipChoices';
import { DecimalField } from './DecimalField';
import { FormSection } from './FormSection';

function TemplateHint({ loading, failed, empty }: { loading: boolean; failed: boolean; empty: boolean }) {
  if (loading) return 'Загружаем ваши шаблоны…';
  if (failed) return 'Не удалось загрузить шаблоны — заполните поля ниже';
  if (empty) {
    return (
      <>
        Шаблонов пока нет.{' '}
        <Anchor component={Link} to={routePath('createTemplateAuto')} fz="inherit">
          Создайте шаблон
        </Anchor>
        , чтобы заполнять транспорт в одно нажатие
      </>
    );
  }
  return 'Поля ниже заполнятся из шаблона; их можно поправить';
}

/** Offers: the vehicle, filled from a template in one tap or entered here, and its photo. */
export function OfferTransportSection({
  control,
  setValue,
  clearErrors,
  carPhoto,
}: {
  control: ArticleControl;
  setValue: UseFormSetValue<ArticleFormValues>;
  clearErrors: UseFormClearErrors<ArticleFormValues>;
  carPhoto: CarPhoto;
}) {
  const templates = useVehicleTemplates();
  const list = templates.data ?? [];
  const templateId = useWatch({ control, name: 'car.templateId' });
  const chosenHere = useRef(false);

  const pickTemplate = (id: string | null) => {
    const template = list.find((item) => item._id === id);
    if (!template) {
      setValue('car.templateId', null);
      carPhoto.dropTemplatePhoto();
      return;
    }
    chosenHere.current = true;
    setValue('car', carValuesFromTemplate(template), { shouldDirty: true });
    clearErrors('car');
    carPhoto.showTemplatePhoto(template.photo);
  };

  // The server copies a newly chosen template's vehicle as it is: a vehicle changed by hand is sent without it.
  const editedByHand = () => {
    if (!templateId || !chosenHere.current) return;
    chosenHere.current = false;
    setValue('car.templateId', null);
    carPhoto.dropTemplatePhoto();
  };
  /** A vehicle field's onChange that also unlinks the template. */
  const byHand = (onChange: (value: unknown) => void) => (value: unknown) => {
    onChange(value);
    editedByHand();
  };

  return (
    <FormSection icon={<IconTruck size={18} />} title="Транспорт">
      <Select
        label="Заполнить из шаблона"
        placeholder={list.length ? 'Выберите шаблон' : 'Нет шаблонов'}
        data={list.map((item) => ({ value: item._id, label: item.name }))}
        value={templateId && list.some((item) => item._id === templateId) ? templateId : null}
        onChange={pickTemplate}
        clearable
        disabled={list.length === 0}
        description={
          <TemplateHint loading={templates.isPending} failed={templates.isError} empty={list.length === 0} />
        }
        checkIconPosition="right"
        data-testid="article-template"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Controller
          control={control}
          name="car.vehicleType"
          // The capacity's bound depends on the type: its message follows the type at once.
          rules={{ deps: 'car.capacityTons' }}
          render={({ field, fieldState }) => (
            <ChoiceSelect
              {...field}
              onChange={byHand(field.onChange)}
              label="Тип транспорта"
              withAsterisk
              data={VEHICLE_OPTIONS}
              error={fieldState.error?.message}
              data-testid="article-car-type"
            />
          )}
        />
        <Controller
          control={control}
          name="car.bodyType"
          render={({ field, fieldState }) => (
            <ChoiceSelect
              {...field}
              onChange={byHand(field.onChange)}
              label="Кузов"
              withAsterisk
              data={BODY_OPTIONS}
              error={fieldState.error?.message}
              data-testid="article-car-body"
            />
          )}
        />
        {(['make', 'model'] as const).map((part) => (
          <Controller
            key={part}
            control={control}
            name={`car.${part}`}
            render={({ field, fieldState }) => (
              <NoPasteTextField
                {...field}
                onChange={byHand(field.onChange)}
                label={part === 'make' ? 'Марка' : 'Модель'}
                placeholder={part === 'make' ? 'Например, ГАЗ' : 'Например, ГАЗель Next'}
                maxLength={60}
                error={fieldState.error?.message}
                data-testid={`article-car-${part}`}
              />
            )}
          />
        ))}
        <Controller
          control={control}
          name="car.capacityTons"
          render={({ field, fieldState }) => (
            <DecimalField
              {...field}
              onChange={byHand(field.onChange)}
              label="Грузоподъёмность, т"
              withAsterisk
              maxLength={6}
              error={fieldState.error?.message}
              data-testid="article-car-capacity"
            />
          )}
        />
        <Controller
          control={control}
          name="car.volumeM3"
          render={({ field, fieldState }) => (
            <DecimalField
              {...field}
              onChange={byHand(field.onChange)}
              label="Объём кузова, м³"
              maxLength={6}
              error={fieldState.error?.message}
              data-testid="article-car-volume"
            />
          )}
        />
      </SimpleGrid>
      <Controller
        control={control}
        name="car.loadingTypes"
        render={({ field, fieldState }) => (
          <ChipChoices
            label="Загрузка"
            options={LOADING_OPTIONS}
            value={field.value}
            onChange={byHand(field.onChange)}
            error={fieldState.error?.message}
            testIdPrefix="article-car-loading"
          />
        )}
      />
      <CarPhotoField photo={carPhoto} />
      <Text size="xs" c="dimmed">
        Грузоподъёмность, объём и кузов видны в поиске предложений
      </Text>
    </FormSection>
  );
}
