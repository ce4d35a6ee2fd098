import { describe, expect, it } from 'vitest';
import { formatRubles, kopecksToRubles, rublesToKopecks } from '../src/money';
import { haversineKm } from '../src/geo';
import { matchesSearch, ZSearchRequest, type SearchableArticle } from '../src/search';
import { ZArticleInput, articleTypeErrors, type TArticleInputRaw } from '../src/article-schemas';

const moscow = { lat: 55.7558, lon: 37.6173 };
const kazan = { lat: 55.7963, lon: 49.1088 };

describe('money in kopecks', () => {
  it('converts and shows roubles', () => {
    expect(rublesToKopecks(45000)).toBe(4_500_000);
    expect(rublesToKopecks(0.1 + 0.2)).toBe(30);
    expect(kopecksToRubles(4_500_050)).toBe(45000.5);
    expect(formatRubles(4_500_000).replace(/\s/g, ' ')).toBe('45 000 ₽');
    expect(formatRubles(null)).toBe('Договорная');
  });
});

describe('haversineKm', () => {
  it('gives the Moscow–Kazan great-circle distance', () => {
    expect(haversineKm(moscow, kazan)).toBeGreaterThan(715);
    expect(haversineKm(moscow, kazan)).toBeLessThan(725);
    expect(haversineKm(moscow, moscow)).toBe(0);
  });
});

describe('matchesSearch', () => {
  const base: SearchableArticle = {
    type: 'order',
    status: 2,
    from: moscow,
    to: kazan,
    loadingDate: '2026-12-01',
    cargoTypes: [1, 2],
    weightKg: 1500,
    volumeM3: 10,
    bodyTypes: [],
    budgetKopecks: 4_500_000,
    authorVisible: true,
  };
  const filters = (input: Record<string, unknown>) => ZSearchRequest.parse({ type: 'order', ...input });
  // 2026-11-30 12:00 in Moscow: the base listing loads tomorrow.
  const now = new Date('2026-11-30T09:00:00Z');

  it('never keeps a listing whose loading date has passed in Moscow, whatever the job did', () => {
    expect(matchesSearch({ ...base, loadingDate: '2026-11-30' }, filters({}), now)).toBe(true);
    expect(matchesSearch({ ...base, loadingDate: '2026-11-29' }, filters({}), now)).toBe(false);
    // 2026-11-30 21:30 UTC is already 1 December in Moscow.
    expect(
      matchesSearch({ ...base, loadingDate: '2026-11-30' }, filters({}), new Date('2026-11-30T21:30:00Z')),
    ).toBe(false);
  });

  it('with «подтверждено за 24 ч» keeps listings confirmed within the last 24 hours only', () => {
    const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
    const recent = filters({ confirmedWithin24h: true });
    expect(matchesSearch({ ...base, confirmedAt: hoursAgo(23) }, recent, now)).toBe(true);
    expect(matchesSearch({ ...base, confirmedAt: hoursAgo(24) }, recent, now)).toBe(true);
    expect(matchesSearch({ ...base, confirmedAt: hoursAgo(25) }, recent, now)).toBe(false);
    expect(matchesSearch({ ...base, confirmedAt: null }, recent, now)).toBe(false);
    expect(matchesSearch({ ...base, confirmedAt: hoursAgo(25) }, filters({}), now)).toBe(true);
  });

  it('keeps published listings of the type with a visible author only', () => {
    expect(matchesSearch(base, filters({}), now)).toBe(true);
    expect(matchesSearch({ ...base, status: 1 }, filters({}), now)).toBe(false);
    expect(matchesSearch({ ...base, type: 'offer' }, filters({}), now)).toBe(false);
    expect(matchesSearch({ ...base, authorVisible: false }, filters({}), now)).toBe(false);
  });

  it('filters by radius around the origin and the destination', () => {
    expect(matchesSearch(base, filters({ from: { ...moscow, radiusKm: 1 } }), now)).toBe(true);
    expect(matchesSearch(base, filters({ from: { ...kazan, radiusKm: 100 } }), now)).toBe(false);
    expect(matchesSearch(base, filters({ to: { ...kazan, radiusKm: 5 } }), now)).toBe(true);
  });

  it('filters by dates, cargo type and ranges; a missing value fails a range', () => {
    expect(matchesSearch(base, filters({ dateFrom: '2026-12-01', dateTo: '2026-12-01' }), now)).toBe(true);
    expect(matchesSearch(base, filters({ dateFrom: '2026-12-02' }), now)).toBe(false);
    expect(matchesSearch(base, filters({ cargoType: 2 }), now)).toBe(true);
    expect(matchesSearch(base, filters({ cargoType: 3 }), now)).toBe(false);
    expect(matchesSearch(base, filters({ weightMin: 1000, weightMax: 1500 }), now)).toBe(true);
    expect(matchesSearch({ ...base, weightKg: null }, filters({ weightMin: 1 }), now)).toBe(false);
    expect(matchesSearch(base, filters({ budgetMax: 4_000_000 }), now)).toBe(false);
  });

  it('treats an empty body list as any body', () => {
    expect(matchesSearch(base, filters({ bodyType: 'tent' }), now)).toBe(true);
    expect(matchesSearch({ ...base, bodyTypes: ['refrigerator'] }, filters({ bodyType: 'tent' }), now)).toBe(
      false,
    );
  });
});

describe('article input', () => {
  const place = { address: 'Москва', settlement: 'Москва', region: 'Москва', ...moscow };
  const raw: TArticleInputRaw = { from: place, to: place, loadingDate: '2026-12-01', paymentMethod: 'cash' };

  it('requires cargo for orders and a vehicle for offers', () => {
    const input = ZArticleInput.parse(raw);
    expect(articleTypeErrors(input, 'order').map((e) => e.param)).toEqual(['cargoTypes', 'weightKg']);
    expect(articleTypeErrors(input, 'offer').map((e) => e.param)).toEqual(['car']);
  });

  it('refuses a time window that ends before it starts, and more than 9 photos', () => {
    const late = ZArticleInput.safeParse({ ...raw, loadingTimeFrom: '18:00', loadingTimeTo: '09:00' });
    expect(late.success).toBe(false);
    expect(late.error?.issues[0]?.message).toBe('Время окончания погрузки раньше начала');
    const photos = Array.from({ length: 10 }, (_, i) => ({ file: `/files/articles/${i}.webp` }));
    expect(ZArticleInput.safeParse({ ...raw, cargoPhoto: photos }).error?.issues[0]?.message).toBe(
      'Можно приложить не больше 9 фотографий',
    );
  });
});
