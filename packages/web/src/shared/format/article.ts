/** How a listing's facts read in the interface: weight, volume, route, loading date, cargo and body types. */
import type { TArticle } from '@fura/domain/article-schemas';
import { BODY_TYPE_LABELS, type BodyType } from '@fura/domain/article-options';
import { CARGO_TYPE_LABELS, type CargoType } from '@fura/domain/articles';
import { formatDate } from './date';

const decimal = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });
const tons = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 3 });

/** «850 кг» below a tonne, «1,5 т» / «20 т» from a tonne up; an empty string when unknown. */
export function formatWeight(kg: number | null | undefined): string {
  if (kg === null || kg === undefined || !Number.isFinite(kg)) return '';
  if (kg < 1000) return `${decimal.format(kg)} кг`;
  return `${tons.format(kg / 1000)} т`;
}

/** «82 м³», «12,5 м³»; an empty string when unknown. */
export function formatVolume(m3: number | null | undefined): string {
  if (m3 === null || m3 === undefined || !Number.isFinite(m3)) return '';
  return `${decimal.format(m3)} м³`;
}

/** «13,6 × 2,45 × 2,7 м» of the known dimensions (length × width × height); empty when none is known. */
export function formatDimensions(article: Pick<TArticle, 'lengthM' | 'widthM' | 'heightM'>): string {
  const known = [article.lengthM, article.widthM, article.heightM].filter(
    (value): value is number => value !== null,
  );
  return known.length ? `${known.map((value) => decimal.format(value)).join(' × ')} м` : '';
}

/** «Москва → Казань» (settlement names). */
export function formatRoute(article: Pick<TArticle, 'from' | 'to'>): string {
  return `${article.from.settlement} → ${article.to.settlement}`;
}

/** «10:00–14:00», «с 10:00», «до 14:00» or an empty string when no window is set. */
export function formatTimeWindow(article: Pick<TArticle, 'loadingTimeFrom' | 'loadingTimeTo'>): string {
  const { loadingTimeFrom: from, loadingTimeTo: to } = article;
  if (from && to) return from === to ? from : `${from}–${to}`;
  if (from) return `с ${from}`;
  if (to) return `до ${to}`;
  return '';
}

/** «12.08.2026, 10:00–14:00» or «12.08.2026» (the loading date is stored as yyyy-mm-dd). */
export function formatLoading(
  article: Pick<TArticle, 'loadingDate' | 'loadingTimeFrom' | 'loadingTimeTo'>,
): string {
  const date = formatDate(`${article.loadingDate}T00:00:00`);
  const window = formatTimeWindow(article);
  return window ? `${date}, ${window}` : date;
}

function isCargoType(value: number): value is CargoType {
  return value in CARGO_TYPE_LABELS;
}

/** «Мебель, Коробки» — labels of the known cargo types, in the given order. */
export function cargoTypesLabel(types: readonly number[]): string {
  return types
    .filter(isCargoType)
    .map((type) => CARGO_TYPE_LABELS[type])
    .join(', ');
}

/** «Тент, Рефрижератор»; an empty list reads «Любой кузов». */
export function bodyTypesLabel(types: readonly BodyType[]): string {
  if (types.length === 0) return 'Любой кузов';
  return types.map((type) => BODY_TYPE_LABELS[type]).join(', ');
}

/** «12,3 км» from the search origin. */
export function formatDistance(km: number): string {
  return `${decimal.format(Math.round(km * 10) / 10)} км`;
}
