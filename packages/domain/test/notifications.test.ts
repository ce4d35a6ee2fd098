import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_CODES,
  NOTIFICATION_CODE_LABELS,
  NOTIFICATION_CODE_TYPES,
  NOTIFICATION_TYPES,
  NOTIFICATION_TYPE_LABELS,
} from '../src/notifications';
import { TARIFF_REMINDER_DAYS } from '../src/constants';
import { daysRu } from '../src/plural';

describe('notification types (SPEC §3)', () => {
  it('are all, offer, order, system, tariff', () => {
    expect(NOTIFICATION_TYPES).toEqual(['all', 'offer', 'order', 'system', 'tariff']);
  });

  it('have Russian tab labels', () => {
    expect(NOTIFICATION_TYPE_LABELS).toEqual({
      all: 'Все',
      offer: 'Предложения',
      order: 'Заказы',
      system: 'Системные',
      tariff: 'Тариф',
    });
  });
});

describe('notification codes (SPEC §4)', () => {
  it('are 33 distinct codes: the 20 of the spec, cargoDelivered (issue 24), the two of issue 26, savedSearchMatch (issue 27), the contract’s two and the vehicle check’s three (issue 29), the four of the deal terms and the two of the company check (issue 29)', () => {
    expect(NOTIFICATION_CODES).toHaveLength(35);
    expect(new Set(NOTIFICATION_CODES).size).toBe(35);
  });

  it('cover the spec list in order, then ours', () => {
    expect(NOTIFICATION_CODES).toEqual([
      'newRequest',
      'statusChange',
      'executorSet',
      'executorRemoved',
      'reviewSet',
      'newMessage',
      'newMessageByOrder',
      'passportModerationOk',
      'passportModerationFail',
      'requestRemoveExecutor',
      'offeredOrder',
      'commentBan',
      'unban',
      'systemNotice',
      'articleUnpublishedExpired',
      'geolocationRequest',
      'autopaySuccess',
      'autopayError',
      'tariffActivated',
      'tariffWillCancel',
      'cargoDelivered',
      'articleConfirmAsk',
      'articleUnpublishedUnconfirmed',
      'savedSearchMatch',
      'dealTermsChanged',
      'dealChangeAwaiting',
      'dealChangeConfirmed',
      'dealChangeDeclined',
      'contractSigned',
      'contractSignedByBoth',
      'vehicleVerified',
      'vehicleRejected',
      'dealVehicleChanged',
      'companyBlocked',
      'companyBlockedAdmin',
    ]);
  });

  it('every code has a non-empty Russian label, and no label is shared', () => {
    for (const code of NOTIFICATION_CODES) {
      expect(NOTIFICATION_CODE_LABELS[code]).toMatch(/[А-Яа-яЁё]/);
    }
    expect(Object.keys(NOTIFICATION_CODE_LABELS).sort()).toEqual([...NOTIFICATION_CODES].sort());
    expect(new Set(Object.values(NOTIFICATION_CODE_LABELS)).size).toBe(NOTIFICATION_CODES.length);
  });

  it('every code has a concrete type (never the "all" tab)', () => {
    for (const code of NOTIFICATION_CODES) {
      const type = NOTIFICATION_CODE_TYPES[code];
      expect(NOTIFICATION_TYPES).toContain(type);
      expect(type).not.toBe('all');
    }
    expect(Object.keys(NOTIFICATION_CODE_TYPES).sort()).toEqual([...NOTIFICATION_CODES].sort());
  });

  it('every concrete type has at least one code', () => {
    const used = new Set(Object.values(NOTIFICATION_CODE_TYPES));
    expect([...used].sort()).toEqual(['offer', 'order', 'system', 'tariff']);
  });

  it('tariff codes are typed tariff', () => {
    for (const code of ['autopaySuccess', 'autopayError', 'tariffActivated', 'tariffWillCancel'] as const) {
      expect(NOTIFICATION_CODE_TYPES[code]).toBe('tariff');
    }
  });

  it('the tariff reminder says the tariff ends in 2 days (SPEC §4, §9)', () => {
    expect(NOTIFICATION_CODE_LABELS.tariffWillCancel).toContain(daysRu(TARIFF_REMINDER_DAYS));
    expect(NOTIFICATION_CODE_LABELS.tariffWillCancel).toContain('2 дня');
  });
});
