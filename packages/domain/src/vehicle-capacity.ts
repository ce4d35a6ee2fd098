import type { z } from 'zod';
import type { VehicleType } from './article-options';

/**
 * The most a vehicle type carries where its name sets a bound («Газель (до 1,5 т)», «Грузовик до 5 т»): a vehicle of
 * that type with more is a mistake (or another type), and a cargo owner would count on the wrong capacity. Types
 * whose name gives no bound (a eurotruck's «20 т» is its usual load, not a cap; a road train, «Другое») have none.
 * An error, not a warning: docs/decisions.md.
 */
export const VEHICLE_CAPACITY_LIMITS: Partial<Record<VehicleType, { maxTons: number; name: string }>> = {
  gazelle: { maxTons: 1.5, name: 'Газель' },
  truck5: { maxTons: 5, name: 'Пятитонник' },
  truck10: { maxTons: 10, name: 'Десятитонник' },
};

/** The Russian message when `capacityTons` is over the type's bound, else null. */
export function vehicleCapacityError(vehicleType: VehicleType, capacityTons: number): string | null {
  const limit = VEHICLE_CAPACITY_LIMITS[vehicleType];
  if (!limit || capacityTons <= limit.maxTons) return null;
  const tons = `${String(limit.maxTons).replace('.', ',')} т`;
  return `${limit.name} перевозит до ${tons}: укажите грузоподъёмность не больше ${tons} или выберите другой тип`;
}

/**
 * The vehicle schemas' refinement (an offer's car, a vehicle template): the message on the capacity field. Zod runs
 * it after a capacity out of its own range too (that issue does not abort): then the field keeps its one message.
 */
export function refineVehicleCapacity(
  vehicle: { vehicleType: VehicleType; capacityTons: number },
  context: z.RefinementCtx,
): void {
  if (context.issues.some((issue) => issue.path?.[0] === 'capacityTons')) return;
  const message = vehicleCapacityError(vehicle.vehicleType, vehicle.capacityTons);
  if (message) context.addIssue({ code: 'custom', message, path: ['capacityTons'] });
}
