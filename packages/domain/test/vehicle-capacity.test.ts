import { describe, expect, it } from 'vitest';
import { VEHICLE_TYPES, VEHICLE_TYPE_LABELS } from '../src/article-options';
import { ZArticleInput } from '../src/article-schemas';
import { VEHICLE_CAPACITY_LIMITS, vehicleCapacityError } from '../src/vehicle-capacity';
import { ZVehicleTemplateInput } from '../src/vehicle-templates';
import { messagesOf } from './zod-issues';

const GAZELLE_MESSAGE =
  'Газель перевозит до 1,5 т: укажите грузоподъёмность не больше 1,5 т или выберите другой тип';

const place = (settlement: string, lat: number, lon: number) => ({
  address: settlement,
  settlement,
  region: '',
  lat,
  lon,
});

function offer(car: Record<string, unknown>) {
  return {
    from: place('Москва', 55.75, 37.62),
    to: place('Тула', 54.19, 37.62),
    loadingDate: '2030-08-12',
    paymentMethod: 'cash',
    car: { vehicleType: 'gazelle', capacityTons: 1.5, bodyType: 'tent', ...car },
  };
}

const template = (fields: Record<string, unknown>) => ({
  name: 'Газель белая',
  vehicleType: 'gazelle',
  capacityTons: 1.5,
  bodyType: 'tent',
  ...fields,
});

describe('vehicleCapacityError', () => {
  it.each([
    ['gazelle', 1.5, null],
    ['gazelle', 1.2, null],
    ['gazelle', 1.51, GAZELLE_MESSAGE],
    ['gazelle', 2, GAZELLE_MESSAGE],
    ['truck5', 5, null],
    [
      'truck5',
      5.5,
      'Пятитонник перевозит до 5 т: укажите грузоподъёмность не больше 5 т или выберите другой тип',
    ],
    ['truck10', 10, null],
    [
      'truck10',
      12,
      'Десятитонник перевозит до 10 т: укажите грузоподъёмность не больше 10 т или выберите другой тип',
    ],
    ['eurotruck', 22, null],
    ['roadTrain', 40, null],
    ['other', 100, null],
  ] as const)('%s with %d t → %s', (type, tons, expected) => {
    expect(vehicleCapacityError(type, tons)).toBe(expected);
  });

  it('bounds exactly the types whose label says «до N т», at that N', () => {
    for (const type of VEHICLE_TYPES) {
      const stated = /до ([\d,]+) т/.exec(VEHICLE_TYPE_LABELS[type])?.[1];
      const bound = VEHICLE_CAPACITY_LIMITS[type]?.maxTons;
      expect(bound === undefined ? undefined : String(bound).replace('.', ','), type).toBe(stated);
    }
  });
});

describe('the vehicle schemas', () => {
  it('refuse a Газель of 2 t in an offer, on car.capacityTons', () => {
    expect(messagesOf(ZArticleInput.safeParse(offer({ capacityTons: 2 })))).toEqual([
      { path: 'car.capacityTons', message: GAZELLE_MESSAGE },
    ]);
    expect(ZArticleInput.safeParse(offer({ capacityTons: 1.5 })).success).toBe(true);
    expect(ZArticleInput.safeParse(offer({ vehicleType: 'truck5', capacityTons: 2 })).success).toBe(true);
  });

  it('refuse a Газель of 2 t as a vehicle template, on capacityTons', () => {
    expect(messagesOf(ZVehicleTemplateInput.safeParse(template({ capacityTons: 2 })))).toEqual([
      { path: 'capacityTons', message: GAZELLE_MESSAGE },
    ]);
    expect(ZVehicleTemplateInput.safeParse(template({ capacityTons: 1.5 })).success).toBe(true);
  });

  it('leave an order alone: its cargo weight has no vehicle', () => {
    const order = { ...offer({}), car: null, cargoTypes: [1], weightKg: 20_000 };
    expect(ZArticleInput.safeParse(order).success).toBe(true);
  });

  it('say only the field’s own message when the capacity itself is out of range', () => {
    expect(messagesOf(ZVehicleTemplateInput.safeParse(template({ capacityTons: 101 })))).toEqual([
      { path: 'capacityTons', message: 'Не больше 100' },
    ]);
  });
});
