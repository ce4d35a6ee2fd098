import { Select } from '@mantine/core';
import type { Control } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { VEHICLE_VERIFIED_LABEL } from '@fura/domain/verified-marks';
import { formatPlate } from '@fura/domain/vehicle-plate';
import type { TVehicleTemplate } from '@fura/domain/vehicle-templates';
import { useVehicleTemplates } from '../../../../shared/api/vehicle-templates';
import type { RequestFormValues } from '../../request-form-values';

/** «Вольво белый · А 123 ВС 77 · Машина проверена»: what the carrier picks from. */
export function vehicleOptionLabel(template: TVehicleTemplate): string {
  const plate = template.plate ? formatPlate(template.plate) : null;
  return [template.name, plate, template.check.verified ? VEHICLE_VERIFIED_LABEL : null]
    .filter(Boolean)
    .join(' · ');
}

/**
 * «Транспорт» of a carrier's request on an order (issue 29): one of his vehicle templates, or none. A checked one
 * shows «Машина проверена» on the request to the cargo owner.
 */
export function RequestVehicleField({
  control,
  disabled,
}: {
  control: Control<RequestFormValues, unknown, unknown>;
  disabled?: boolean;
}) {
  const templates = useVehicleTemplates();
  const data = (templates.data ?? []).map((template) => ({
    value: template._id,
    label: vehicleOptionLabel(template),
  }));
  return (
    <Controller
      control={control}
      name="vehicleTemplateId"
      render={({ field, fieldState }) => (
        <Select
          label="Транспорт"
          placeholder={templates.isPending ? 'Загрузка…' : 'Не указан'}
          description={
            data.length === 0 && !templates.isPending
              ? 'Добавьте машину в «Мой транспорт», чтобы выбрать её здесь'
              : 'Проверенная машина покажет грузовладельцу «Машина проверена»'
          }
          data={data}
          clearable
          checkIconPosition="right"
          value={field.value ?? null}
          onChange={(value) => field.onChange(value)}
          onBlur={field.onBlur}
          ref={field.ref}
          name={field.name}
          error={fieldState.error?.message}
          disabled={disabled || data.length === 0}
          data-testid="request-vehicle-input"
        />
      )}
    />
  );
}
