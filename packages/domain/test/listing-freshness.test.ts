import { describe, expect, it } from 'vitest';
import {
  agoRu,
  confirmedLabel,
  confirmedRecentlySince,
  isDuplicateListing,
  vehicleKey,
  type DuplicateKey,
} from '../src/listing-freshness';
import { notificationLink, notificationText } from '../src/notification-texts';

const now = new Date('2026-11-27T12:00:00Z');
const before = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('how long ago, in Russian', () => {
  it('says minutes, hours and days with the right plural', () => {
    expect(agoRu(before(0), now)).toBe('только что');
    expect(agoRu(before(1), now)).toBe('1 минуту назад');
    expect(agoRu(before(3), now)).toBe('3 минуты назад');
    expect(agoRu(before(11), now)).toBe('11 минут назад');
    expect(agoRu(before(21), now)).toBe('21 минуту назад');
    expect(agoRu(before(60), now)).toBe('1 час назад');
    expect(agoRu(before(2 * 60 + 59), now)).toBe('2 часа назад');
    expect(agoRu(before(5 * 60), now)).toBe('5 часов назад');
    expect(agoRu(before(21 * 60), now)).toBe('21 час назад');
    expect(agoRu(before(24 * 60), now)).toBe('1 день назад');
    expect(agoRu(before(3 * 24 * 60), now)).toBe('3 дня назад');
    expect(agoRu(before(11 * 24 * 60), now)).toBe('11 дней назад');
  });

  it('says «только что» for a clock a little ahead, never a negative time', () => {
    expect(agoRu(new Date(now.getTime() + 30_000), now)).toBe('только что');
  });

  it('labels a listing by its confirmedAt, nothing without one', () => {
    expect(confirmedLabel(before(3 * 60).toISOString(), now)).toBe('Подтверждено 3 часа назад');
    expect(confirmedLabel(null, now)).toBeNull();
    expect(confirmedLabel('not a date', now)).toBeNull();
  });

  it('counts «подтверждено за 24 ч» from exactly 24 hours ago', () => {
    expect(confirmedRecentlySince(now).toISOString()).toBe('2026-11-26T12:00:00.000Z');
  });
});

describe('the duplicate rule', () => {
  const base: DuplicateKey = {
    type: 'order',
    authorId: 'a',
    from: { lat: 55.7558, lon: 37.6173 },
    to: { lat: 54.1931, lon: 37.6173 },
    loadingDate: '2026-12-01',
    cargoTypes: [1, 2],
    vehicle: null,
  };

  it('finds the same listing with points a few hundred metres apart and cargo types in another order', () => {
    const moved = { lat: base.from.lat + 0.004, lon: base.from.lon }; // ≈ 445 m north
    expect(isDuplicateListing(base, { ...base, from: moved, cargoTypes: [2, 1, 2] })).toBe(true);
  });

  it('is no duplicate with a point over 1 km away, another date, type, author or cargo', () => {
    const far = { lat: base.to.lat + 0.01, lon: base.to.lon }; // ≈ 1.1 km
    expect(isDuplicateListing(base, { ...base, to: far })).toBe(false);
    expect(isDuplicateListing(base, { ...base, loadingDate: '2026-12-02' })).toBe(false);
    expect(isDuplicateListing(base, { ...base, type: 'offer' })).toBe(false);
    expect(isDuplicateListing(base, { ...base, authorId: 'b' })).toBe(false);
    expect(isDuplicateListing(base, { ...base, cargoTypes: [1] })).toBe(false);
    expect(isDuplicateListing(base, { ...base, cargoTypes: [1, 2, 3] })).toBe(false);
  });

  it('tells a carrier’s two vehicles apart, not the same vehicle typed with other case or spaces', () => {
    const gazelle = { vehicleType: 'gazelle', make: 'ГАЗ', model: 'Next', capacityTons: 1.5 };
    const offer = { ...base, type: 'offer' as const, cargoTypes: [], vehicle: vehicleKey(gazelle) };
    const truck = vehicleKey({ ...gazelle, vehicleType: 'truck5', capacityTons: 2 });
    expect(isDuplicateListing(offer, { ...offer, vehicle: truck })).toBe(false);
    expect(isDuplicateListing(offer, { ...offer, vehicle: vehicleKey({ ...gazelle, make: ' газ ' }) })).toBe(
      true,
    );
    expect(vehicleKey(null)).toBeNull();
  });
});

describe('the notifications of issue 26', () => {
  const info = { articleType: 'order', articleId: 'x1', routeFrom: 'Москва', routeTo: 'Тула' };

  it('asks whether an order or an offer is still current and leads to the listing', () => {
    expect(notificationText({ code: 'articleConfirmAsk', info })).toBe(
      'Заказ Москва → Тула ещё актуален? Подтвердите или снимите с публикации',
    );
    expect(notificationText({ code: 'articleConfirmAsk', info: { ...info, articleType: 'offer' } })).toBe(
      'Предложение Москва → Тула ещё актуально? Подтвердите или снимите с публикации',
    );
    expect(notificationLink({ code: 'articleConfirmAsk', info })).toBe('/order/x1');
  });

  it('says why a listing was unpublished and how to publish it again', () => {
    const text = notificationText({ code: 'articleUnpublishedUnconfirmed', info });
    expect(text).toContain('Заказ Москва → Тула снят с публикации');
    expect(text).toContain('не подтверждена за 24 ч');
    expect(text).toContain('«Мои заказы»');
  });
});
