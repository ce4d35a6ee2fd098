import { z } from 'zod';
import { ZPhone } from '@fura/domain/credentials';
import { DEAL_VEHICLE_MESSAGES, ZDealVehicleSetRequest, type TDealVehicle } from '@fura/domain/deal-vehicle';
import { ZPlateInput } from '@fura/domain/vehicle-check';
import { formatPlate } from '@fura/domain/vehicle-plate';
import type { DealVehicleStatement } from './api/vehicle';

/** The «Машина» choice that means «type the plate»; any other value is a template's id. */
export const TYPED_PLATE = 'typed';

/** The carrier's form of the deal's vehicle and driver (issue 29); the rules are the domain's. */
export const ZDealVehicleForm = z
  .object({
    vehicle: z.string(),
    plate: z.string(),
    driverName: ZDealVehicleSetRequest.shape.driverName,
    driverPhone: ZPhone,
  })
  .superRefine((value, context) => {
    if (value.vehicle !== TYPED_PLATE) return;
    const plate = ZPlateInput.safeParse(value.plate);
    const message = !plate.success
      ? (plate.error.issues[0]?.message ?? DEAL_VEHICLE_MESSAGES.plateOrTemplate)
      : plate.data === ''
        ? DEAL_VEHICLE_MESSAGES.plateOrTemplate
        : null;
    if (message) context.addIssue({ code: 'custom', message, path: ['plate'] });
  });
export type TDealVehicleFormInput = z.input<typeof ZDealVehicleForm>;
export type TDealVehicleForm = z.output<typeof ZDealVehicleForm>;
export type DealVehicleField = keyof TDealVehicleFormInput;

/** The form as the deal stands: its template when it has one, else its plate typed. */
export function dealVehicleFormValues(vehicle: TDealVehicle): TDealVehicleFormInput {
  return {
    vehicle: vehicle.templateId ?? TYPED_PLATE,
    plate: vehicle.templateId || !vehicle.plate ? '' : (formatPlate(vehicle.plate) ?? vehicle.plate),
    driverName: vehicle.driverName,
    driverPhone: vehicle.driverPhone,
  };
}

export function dealVehicleStatement(values: TDealVehicleForm): DealVehicleStatement {
  const driver = { driverName: values.driverName, driverPhone: values.driverPhone };
  return values.vehicle === TYPED_PLATE
    ? { templateId: null, plate: values.plate, ...driver }
    : { templateId: values.vehicle, ...driver };
}

/** The server's `param` → the form's field. */
export const DEAL_VEHICLE_SERVER_FIELDS: Readonly<Record<string, DealVehicleField>> = {
  templateId: 'vehicle',
  plate: 'plate',
  driverName: 'driverName',
  driverPhone: 'driverPhone',
};
