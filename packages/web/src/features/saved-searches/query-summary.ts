import { BODY_TYPE_LABELS } from '@fura/domain/article-options';
import { CARGO_TYPE_LABELS } from '@fura/domain/articles';
import { formatRubles } from '@fura/domain/money';
import { pluralRu } from '@fura/domain/plural';
import type { TSavedSearchQuery } from '@fura/domain/saved-searches';
import type { TSearchRequest } from '@fura/domain/search';
import { formatWeight, formatVolume } from '../../shared/format/article';
import { formatDate } from '../../shared/format/date';
import type { SavedSearchPlaces } from '../../shared/saved-searches/places';

/**
 * A saved search in one line of Russian (issue 27): «Заказы · Москва ±50 км → Казань ±100 км · кузов: тент ·
 * погрузка с 12.08.2030». The query keeps coordinates only: places read by the names kept beside it, else by the
 * radius alone (the search's own name says where).
 */

const TYPE_WORDS = { order: 'Заказы', offer: 'Предложения' } as const;

type Filters = Partial<Omit<TSearchRequest, 'type' | 'from' | 'to' | 'sort' | 'offset'>>;

const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const isoDate = (iso: string) => formatDate(`${iso}T00:00:00`);

function range(
  word: string,
  min: number | undefined,
  max: number | undefined,
  format: (value: number) => string,
) {
  if (min !== undefined && max !== undefined) return `${word} от ${format(min)} до ${format(max)}`;
  if (min !== undefined) return `${word} от ${format(min)}`;
  if (max !== undefined) return `${word} до ${format(max)}`;
  return null;
}

function filterParts(filters: Filters): string[] {
  const { dateFrom, dateTo } = filters;
  const parts = [
    dateFrom && dateTo
      ? `погрузка ${isoDate(dateFrom)}–${isoDate(dateTo)}`
      : dateFrom
        ? `погрузка с ${isoDate(dateFrom)}`
        : dateTo
          ? `погрузка по ${isoDate(dateTo)}`
          : null,
    filters.cargoType === undefined ? null : lower(CARGO_TYPE_LABELS[filters.cargoType]),
    range('вес', filters.weightMin, filters.weightMax, formatWeight),
    range('объём', filters.volumeMin, filters.volumeMax, formatVolume),
    filters.bodyType ? `кузов: ${lower(BODY_TYPE_LABELS[filters.bodyType])}` : null,
    range('бюджет', filters.budgetMin, filters.budgetMax, formatRubles),
    filters.verifiedOnly ? 'только проверенные' : null,
    filters.confirmedWithin24h ? 'подтверждено за 24 ч' : null,
  ];
  return parts.filter((part): part is string => part !== null);
}

function side(radius: { radiusKm: number } | undefined, name: string | undefined, unnamed: string) {
  if (!radius) return 'любой пункт';
  // Radius 0: the place itself.
  return radius.radiusKm > 0 ? `${name ?? unnamed} ±${radius.radiusKm} км` : (name ?? unnamed);
}

const POINT_FORMS = ['пункт', 'пункта', 'пунктов'] as const;

export function querySummary(query: TSavedSearchQuery, places: SavedSearchPlaces): string {
  const parts: string[] = [TYPE_WORDS[query.search.type]];
  if (query.kind === 'radius') {
    const { from, to, type: _type, ...filters } = query.search;
    if (from || to) {
      parts.push(`${side(from, places.from?.name, 'откуда')} → ${side(to, places.to?.name, 'куда')}`);
    }
    parts.push(...filterParts(filters));
    return parts.join(' · ');
  }
  const { route, widthKm, startRadiusKm, type: _type, ...filters } = query.search;
  const { departure, destination } = places;
  if (departure && destination) {
    const via = route.via.map((_point, index) => places.via?.[index]?.name);
    const names = via.every((name) => name !== undefined) ? via : [];
    parts.push([departure.name, ...names, destination.name].join(' → '));
  } else if (route.via.length > 0) {
    parts.push(`маршрут через ${route.via.length} ${pluralRu(route.via.length, POINT_FORMS)}`);
  }
  parts.push(`По пути ±${widthKm} км`);
  if (startRadiusKm !== undefined) parts.push(`погрузка до ${startRadiusKm} км от начала`);
  parts.push(...filterParts(filters));
  return parts.join(' · ');
}
