import { describe, expect, it } from 'vitest';
import { ZPlateInput, ZVehicleQueueItem, isVehicleVerified, vehicleCheckText } from '../src/vehicle-check';
import { PLATE_MESSAGES } from '../src/vehicle-plate';
import { VEHICLE_VERIFIED_LABEL } from '../src/verified-marks';
import { ZModerationDecideRequest, ZModerationQueueResponse } from '../src/passport';
import { notificationLink, notificationText } from '../src/notification-texts';

describe('isVehicleVerified', () => {
  it('holds only while the verified plate is still the template’s plate', () => {
    expect(isVehicleVerified({ checkStatus: 'verified', plate: 'А123ВС77', checkedPlate: 'А123ВС77' })).toBe(
      true,
    );
    expect(isVehicleVerified({ checkStatus: 'verified', plate: 'В456ОР99', checkedPlate: 'А123ВС77' })).toBe(
      false,
    );
    expect(isVehicleVerified({ checkStatus: 'verified', plate: '', checkedPlate: '' })).toBe(false);
    expect(isVehicleVerified({ checkStatus: 'pending', plate: 'А123ВС77', checkedPlate: 'А123ВС77' })).toBe(
      false,
    );
    expect(isVehicleVerified({ checkStatus: 'rejected', plate: 'А123ВС77', checkedPlate: null })).toBe(false);
  });
});

describe('ZPlateInput', () => {
  it('stores the number in capital Cyrillic letters, whatever was typed', () => {
    expect(ZPlateInput.parse('a 123 bc 77')).toBe('А123ВС77');
    expect(ZPlateInput.parse('ав-1234-777')).toBe('АВ1234777');
    expect(ZPlateInput.parse('')).toBe('');
  });

  it.each(['А123БВ77', '123', 'А000ВС77', 'x'.repeat(21)])('refuses %j in Russian', (typed) => {
    const parsed = ZPlateInput.safeParse(typed);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(PLATE_MESSAGES.format);
  });
});

describe('vehicleCheckText', () => {
  it('says what the owner sees beside his template', () => {
    expect(vehicleCheckText({ status: 'pending', comment: null, verified: false })).toBe('На проверке');
    expect(vehicleCheckText({ status: 'verified', comment: null, verified: true })).toBe(
      VEHICLE_VERIFIED_LABEL,
    );
    expect(vehicleCheckText({ status: 'rejected', comment: 'СТС нечитаемо', verified: false })).toBe(
      'Отклонено: СТС нечитаемо',
    );
    expect(vehicleCheckText({ status: 'none', comment: null, verified: false })).toBe('Не проверена');
  });
});

describe('the moderation queue and decision with vehicles', () => {
  const vehicle = {
    kind: 'vehicle',
    templateId: 't1',
    userId: 'u1',
    name: { first: 'Иван', last: 'Соколов' },
    type: 'carrier',
    email: 'i@mail.ru',
    companyName: 'ООО «Ромашка»',
    vehicleName: 'Вольво',
    plate: 'А 123 ВС 77',
    hasLease: false,
    uploadedAt: '2030-01-01T00:00:00.000Z',
  } as const;

  it('holds passports and vehicles told apart by kind', () => {
    const passport = {
      kind: 'passport',
      userId: 'u2',
      name: { first: 'Пётр', last: 'Петров' },
      type: 'cargo',
      email: 'p@mail.ru',
      uploadedAt: '2030-01-01T00:00:00.000Z',
    } as const;
    const parsed = ZModerationQueueResponse.parse({
      error: false,
      items: [passport, vehicle],
      countAll: 2,
      page: 1,
    });
    expect(parsed.items.map((item) => item.kind)).toEqual(['passport', 'vehicle']);
    expect(ZVehicleQueueItem.safeParse({ ...vehicle, kind: 'passport' }).success).toBe(false);
  });

  it('decides on a passport by its user (as before) and on a vehicle by its template', () => {
    const at = '2030-01-01T00:00:00.000Z';
    const uuid = '00000000-0000-4000-8000-000000000001';
    expect(ZModerationDecideRequest.parse({ userId: uuid, uploadedAt: at, decision: 'approve' }).kind).toBe(
      'passport',
    );
    expect(
      ZModerationDecideRequest.safeParse({
        kind: 'vehicle',
        templateId: uuid,
        uploadedAt: at,
        decision: 'approve',
      }).success,
    ).toBe(true);
    const missing = ZModerationDecideRequest.safeParse({
      kind: 'vehicle',
      uploadedAt: at,
      decision: 'approve',
    });
    expect(missing.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['templateId']);
    const noComment = ZModerationDecideRequest.safeParse({
      kind: 'vehicle',
      templateId: uuid,
      uploadedAt: at,
      decision: 'reject',
    });
    expect(noComment.error?.issues[0]?.message).toBe('Укажите причину отказа');
  });
});

describe('the vehicle notifications', () => {
  it('name the vehicle, the refusal’s reason and lead to the template', () => {
    const info = { vehicleName: 'Вольво', templateId: 't 1', commentFail: 'Нет договора аренды' };
    expect(notificationText({ code: 'vehicleVerified', info })).toContain('Машина «Вольво» проверена');
    expect(notificationText({ code: 'vehicleRejected', info })).toBe(
      'Машина «Вольво» не прошла проверку: Нет договора аренды',
    );
    expect(notificationLink({ code: 'vehicleRejected', info })).toBe('/edit-template-auto/t%201');
  });

  it('tell the cargo owner the deal’s plate and driver, leading to the deal', () => {
    const info = {
      articleId: 'a1',
      articleType: 'order',
      routeFrom: 'Москва',
      routeTo: 'Тула',
      plate: 'А 123 ВС 77',
      driverName: 'Иванов Иван',
    };
    expect(notificationText({ code: 'dealVehicleChanged', info })).toBe(
      'Перевозчик указал машину и водителя по заказу Москва → Тула: А 123 ВС 77, водитель Иванов Иван',
    );
    expect(notificationLink({ code: 'dealVehicleChanged', info: { ...info, executorId: 'c1' } })).toBe(
      '/deal/a1/c1',
    );
    // An older notification without the executor still leads to the listing.
    expect(notificationLink({ code: 'dealVehicleChanged', info })).toBe('/order/a1');
  });
});
