import { ZSearchRequest, type TSearchRequest, type TSearchRequestInput } from '@fura/domain/search';
import { BENCH_CITIES } from './cities';

export interface BenchCase {
  name: string;
  filters: TSearchRequest;
}

function isoDate(daysFromToday: number): string {
  return new Date(Date.now() + daysFromToday * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

function searchCase(name: string, input: TSearchRequestInput): BenchCase {
  return { name, filters: ZSearchRequest.parse(input) };
}

/** Typical searches of /search-order and /search-offer. */
export function benchCases(): BenchCase[] {
  const [moscow, petersburg] = BENCH_CITIES;
  const kazan = BENCH_CITIES.find((city) => city.name === 'Казань');
  const yakutsk = BENCH_CITIES.find((city) => city.name === 'Якутск');
  if (!moscow || !petersburg || !kazan || !yakutsk)
    throw new Error('bench cities: a city of the cases is missing');
  const moscow100 = { lat: moscow.lat, lon: moscow.lon, radiusKm: 100 };
  return [
    searchCase('Москва 100 км, новые', { type: 'order', from: moscow100, sort: 'newest' }),
    searchCase('Москва 50 км → СПб 50 км, новые', {
      type: 'order',
      from: { ...moscow100, radiusKm: 50 },
      to: { lat: petersburg.lat, lon: petersburg.lon, radiusKm: 50 },
      sort: 'newest',
    }),
    searchCase('даты +7…+14 дн., по дате погрузки (предложения)', {
      type: 'offer',
      dateFrom: isoDate(7),
      dateTo: isoDate(14),
      sort: 'loadingDate',
    }),
    searchCase('вес 1–5 т, сначала дешевле', {
      type: 'order',
      weightMin: 1000,
      weightMax: 5000,
      sort: 'price',
    }),
    searchCase('рефрижератор + стройгруз, новые (предложения)', {
      type: 'offer',
      bodyType: 'refrigerator',
      cargoType: 3,
      sort: 'newest',
    }),
    searchCase('все заказы, новые', { type: 'order', sort: 'newest' }),
    searchCase('Москва 300 км, ближе к месту отправления', {
      type: 'order',
      from: { ...moscow100, radiusKm: 300 },
      sort: 'distance',
    }),
    searchCase('Якутск 500 км, ближе к месту отправления (предложения)', {
      type: 'offer',
      from: { lat: yakutsk.lat, lon: yakutsk.lon, radiusKm: 500 },
      sort: 'distance',
    }),
    searchCase('→ Казань 100 км + даты +0…+30 дн., по дате погрузки', {
      type: 'order',
      to: { lat: kazan.lat, lon: kazan.lon, radiusKm: 100 },
      dateFrom: isoDate(0),
      dateTo: isoDate(30),
      sort: 'loadingDate',
    }),
    searchCase('все заказы, новые, 11-я страница', { type: 'order', sort: 'newest', offset: 60 }),
  ];
}
