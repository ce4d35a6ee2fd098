import { describe, expect, it } from 'vitest';
import { DEAL_VEHICLE_MESSAGES, ZDealVehicleSetRequest } from '../src/deal-vehicle';
import { AUTH_MESSAGES } from '../src/credentials';
import { PLATE_MESSAGES } from '../src/vehicle-plate';

const base = { articleId: 'a', executorId: 'e', driverName: 'Иванов Иван', driverPhone: '79161234567' };

function errorsOf(body: object): Record<string, string> {
  const parsed = ZDealVehicleSetRequest.safeParse(body);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('ZDealVehicleSetRequest', () => {
  it('takes a typed plate, normalised, or a template', () => {
    expect(ZDealVehicleSetRequest.parse({ ...base, plate: 'a123bc 77' }).plate).toBe('А123ВС77');
    expect(ZDealVehicleSetRequest.parse({ ...base, templateId: 't1' }).templateId).toBe('t1');
  });

  it('asks for a vehicle when neither is given', () => {
    expect(errorsOf(base)).toEqual({ plate: DEAL_VEHICLE_MESSAGES.plateOrTemplate });
  });

  it('refuses a bad plate, an empty driver and a bad phone, each on its field in Russian', () => {
    expect(errorsOf({ ...base, plate: 'Б123ВС77', driverName: '  ', driverPhone: '89161234567' })).toEqual({
      plate: PLATE_MESSAGES.format,
      driverName: DEAL_VEHICLE_MESSAGES.driverName,
      driverPhone: AUTH_MESSAGES.phone,
    });
  });
});
