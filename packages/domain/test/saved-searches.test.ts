import { describe, expect, it } from 'vitest';
import type { SearchableArticle } from '../src/search';
import {
  EMAIL_INTERVAL_MS,
  isQuietTime,
  nextEmailAt,
  quietHoursEnd,
  SAVED_SEARCH_MESSAGES,
  savedSearchMatches,
  ZSavedSearchInput,
  type TSavedSearchQuery,
} from '../src/saved-searches';

const MOSCOW = { lat: 55.7558, lon: 37.6173 };
const KAZAN = { lat: 55.7963, lon: 49.1088 };
const VLADIMIR = { lat: 56.129, lon: 40.4066 };
const NIZHNY = { lat: 56.3269, lon: 44.0059 };

/** A Moscow wall-clock time on 2026-11-27 (UTC+3 all year). */
const moscow = (clock: string, day = 27) => new Date(`2026-11-${day}T${clock}+03:00`);
const NOW = moscow('12:00:00');

const listing = (from: typeof MOSCOW, to: typeof MOSCOW, extra: Partial<SearchableArticle> = {}) => ({
  type: 'order' as const,
  status: 2,
  from,
  to,
  loadingDate: '2026-11-30',
  cargoTypes: [],
  weightKg: 5000,
  volumeM3: 20,
  bodyTypes: ['tent' as const],
  budgetKopecks: 5_000_000,
  authorVisible: true,
  ...extra,
});

const radius: TSavedSearchQuery = {
  kind: 'radius',
  search: { type: 'order', from: { ...MOSCOW, radiusKm: 50 }, bodyType: 'tent' },
};
type CorridorQuery = Extract<TSavedSearchQuery, { kind: 'corridor' }>;
const corridor = (widthKm: number): CorridorQuery => ({
  kind: 'corridor',
  search: { type: 'order', route: { departure: MOSCOW, via: [], destination: KAZAN }, widthKm },
});

describe('ZSavedSearchInput', () => {
  it('keeps a search with its name, channels once each and the default quiet hours', () => {
    const parsed = ZSavedSearchInput.parse({
      name: '  Москва → Казань, тент ',
      query: corridor(30),
      channels: ['site', 'push', 'site'],
    });
    expect(parsed.name).toBe('Москва → Казань, тент');
    expect(parsed.channels).toEqual(['site', 'push']);
    expect(parsed.quietHours).toEqual({ from: '22:00', to: '07:00' });
    expect(
      ZSavedSearchInput.parse({ name: 'Все', query: radius, channels: ['email'], quietHours: null })
        .quietHours,
    ).toBeNull();
  });

  it('refuses a search without a name, with a long one, without channels or with a wrong time, in Russian', () => {
    const messages = (input: Record<string, unknown>) =>
      ZSavedSearchInput.safeParse({
        name: 'Поиск',
        query: radius,
        channels: ['site'],
        ...input,
      }).error?.issues.map((issue) => issue.message);
    expect(messages({ name: '   ' })).toEqual([SAVED_SEARCH_MESSAGES.name]);
    expect(messages({ name: 'я'.repeat(61) })).toEqual([SAVED_SEARCH_MESSAGES.nameTooLong]);
    expect(messages({ channels: [] })).toEqual([SAVED_SEARCH_MESSAGES.noChannel]);
    expect(messages({ quietHours: { from: '25:00', to: '07:00' } })).toHaveLength(1);
    expect(messages({ query: { kind: 'corridor', search: { type: 'order' } } })!.length).toBeGreaterThan(0);
  });
});

describe('quiet hours (Moscow time)', () => {
  const night = { from: '22:00', to: '07:00' };
  it('holds from the start inclusive to the end exclusive, across midnight', () => {
    expect(isQuietTime(moscow('21:59:59'), night)).toBe(false);
    expect(isQuietTime(moscow('22:00:00'), night)).toBe(true);
    expect(isQuietTime(moscow('03:00:00'), night)).toBe(true);
    expect(isQuietTime(moscow('06:59:00'), night)).toBe(true);
    expect(isQuietTime(moscow('07:00:00'), night)).toBe(false);
  });

  it('holds a window within a day, and never with equal ends or none', () => {
    expect(isQuietTime(moscow('13:30:00'), { from: '13:00', to: '15:00' })).toBe(true);
    expect(isQuietTime(moscow('15:00:00'), { from: '13:00', to: '15:00' })).toBe(false);
    expect(isQuietTime(moscow('03:00:00'), { from: '07:00', to: '07:00' })).toBe(false);
    expect(isQuietTime(moscow('03:00:00'), null)).toBe(false);
  });

  it('lets a held message go when the quiet hours end', () => {
    expect(quietHoursEnd(moscow('23:30:45'), night)).toEqual(moscow('07:00:00', 28));
    expect(quietHoursEnd(moscow('05:10:00'), night)).toEqual(moscow('07:00:00'));
    expect(quietHoursEnd(NOW, night)).toEqual(NOW);
  });
});

describe('nextEmailAt', () => {
  const night = { from: '22:00', to: '07:00' };
  it('sends the first letter now, the next an hour after the last, never in the quiet hours', () => {
    expect(nextEmailAt(null, NOW, night)).toEqual(NOW);
    const last = new Date(NOW.getTime() - 20 * 60_000);
    expect(nextEmailAt(last, NOW, night)).toEqual(new Date(last.getTime() + EMAIL_INTERVAL_MS));
    expect(nextEmailAt(new Date(NOW.getTime() - 2 * EMAIL_INTERVAL_MS), NOW, night)).toEqual(NOW);
    expect(nextEmailAt(moscow('21:30:00'), moscow('21:40:00'), night)).toEqual(moscow('07:00:00', 28));
    expect(nextEmailAt(moscow('21:30:00'), moscow('21:40:00'), null)).toEqual(moscow('22:30:00'));
  });
});

describe('savedSearchMatches', () => {
  it('matches a listing by the radius search’s own rule', () => {
    expect(savedSearchMatches(radius, listing(MOSCOW, KAZAN), NOW)).toBe(true);
    expect(savedSearchMatches(radius, listing(KAZAN, MOSCOW), NOW)).toBe(false);
    expect(savedSearchMatches(radius, listing(MOSCOW, KAZAN, { bodyTypes: ['refrigerator'] }), NOW)).toBe(
      false,
    );
    expect(savedSearchMatches(radius, listing(MOSCOW, KAZAN, { type: 'offer' }), NOW)).toBe(false);
    expect(savedSearchMatches(radius, listing(MOSCOW, KAZAN, { loadingDate: '2026-11-26' }), NOW)).toBe(
      false,
    );
  });

  it('matches along the route by the corridor rule, and the corridor search’s filters too', () => {
    // Нижний Новгород is 46 km off the great circle Москва → Казань: in a 50 km corridor, not a 30 km one.
    expect(savedSearchMatches(corridor(50), listing(VLADIMIR, NIZHNY), NOW)).toBe(true);
    expect(savedSearchMatches(corridor(30), listing(VLADIMIR, NIZHNY), NOW)).toBe(false);
    expect(savedSearchMatches(corridor(50), listing(VLADIMIR, MOSCOW), NOW)).toBe(false);
    const tentOnly: TSavedSearchQuery = {
      kind: 'corridor',
      search: { ...corridor(50).search, bodyType: 'refrigerator' },
    };
    expect(savedSearchMatches(tentOnly, listing(VLADIMIR, NIZHNY), NOW)).toBe(false);
  });
});
