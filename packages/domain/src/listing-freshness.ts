import { z } from 'zod';
import type { ArticleType } from './articles';
import { haversineKm, type LatLon } from './geo';
import { pluralRu } from './plural';

/**
 * Listings that are honestly current (issue 26). A published listing carries when its author last said it is current
 * (`confirmedAt`: published, republished or confirmed). A while after that the author is asked «Заказ ещё актуален?»
 * with two one-click actions; unanswered, the listing is unpublished. A search may ask for listings confirmed within
 * the last day. Publishing the same listing twice is refused with the existing one's id.
 */

const HOUR_MS = 60 * 60 * 1000;

/** Unanswered this long after the question, the listing is unpublished. */
export const CONFIRM_ANSWER_HOURS = 24;
/** The e-mail's one-click links work this long. */
export const CONFIRM_TOKEN_HOURS = 48;
/** «подтверждено за 24 ч»: the search filter's window. */
export const CONFIRMED_RECENTLY_HOURS = 24;
/** Two listings' departure (and destination) closer than this are the same place for the duplicate rule. */
export const DUPLICATE_DISTANCE_KM = 1;

/** The instant from which a listing counts as «подтверждено за 24 ч». */
export function confirmedRecentlySince(now: Date): Date {
  return new Date(now.getTime() - CONFIRMED_RECENTLY_HOURS * HOUR_MS);
}

const MINUTE_FORMS = ['минуту', 'минуты', 'минут'] as const;
const HOUR_FORMS = ['час', 'часа', 'часов'] as const;
const DAY_FORMS = ['день', 'дня', 'дней'] as const;

/** «только что», «5 минут назад», «3 часа назад», «2 дня назад»: how long ago an instant was, in Russian. */
export function agoRu(at: Date, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - at.getTime()) / 60_000));
  if (minutes < 1) return 'только что';
  if (minutes < 60) return `${minutes} ${pluralRu(minutes, MINUTE_FORMS)} назад`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} ${pluralRu(hours, HOUR_FORMS)} назад`;
  const days = Math.floor(hours / 24);
  return `${days} ${pluralRu(days, DAY_FORMS)} назад`;
}

/** «Подтверждено 3 часа назад» for a listing's `confirmedAt`; null without one (a draft never published). */
export function confirmedLabel(confirmedAt: string | null, now: Date): string | null {
  if (!confirmedAt) return null;
  const at = new Date(confirmedAt);
  if (Number.isNaN(at.getTime())) return null;
  return `Подтверждено ${agoRu(at, now)}`;
}

/** The two answers to «Заказ ещё актуален?». */
export const CONFIRM_ACTIONS = ['confirm', 'unpublish'] as const;
export type ConfirmAction = (typeof CONFIRM_ACTIONS)[number];

export const CONFIRM_ACTION_LABELS: Record<ConfirmAction, Record<ArticleType, string>> = {
  confirm: { order: 'Да, актуален', offer: 'Да, актуально' },
  unpublish: { order: 'Снять с публикации', offer: 'Снять с публикации' },
};

export const CONFIRM_QUESTIONS: Record<ArticleType, string> = {
  order: 'Заказ ещё актуален?',
  offer: 'Предложение ещё актуально?',
};

export const FRESHNESS_MESSAGES = {
  duplicate: { order: 'Такой заказ уже опубликован', offer: 'Такое предложение уже опубликовано' },
  confirmed: {
    order: 'Заказ подтверждён и поднят в поиске',
    offer: 'Предложение подтверждено и поднято в поиске',
  },
  unpublished: { order: 'Заказ снят с публикации', offer: 'Предложение снято с публикации' },
  notPublished: 'Подтвердить можно только опубликованное объявление',
} as const satisfies Record<string, unknown>;

/** The path of POST /api/article/confirm-current and …/unpublish-stale: the author's own answer, logged in. */
export const ZConfirmCurrentRequest = z.object({
  articleId: z.string().min(1).max(100),
  socketId: z.string().max(100).nullish(),
});
export type TConfirmCurrentRequest = z.input<typeof ZConfirmCurrentRequest>;

/** What the duplicate rule compares of two listings. */
export interface DuplicateKey {
  type: ArticleType;
  authorId: string;
  from: LatLon;
  to: LatLon;
  loadingDate: string;
  cargoTypes: readonly number[];
  /**
   * An offer's vehicle (type, make, model, capacity in one string; null for orders): a carrier's two different trucks
   * on one route and day are two offers, not a duplicate.
   */
  vehicle: string | null;
}

/** The vehicle part of an offer's duplicate key. */
export function vehicleKey(
  car: { vehicleType: string; make: string; model: string; capacityTons: number } | null,
): string | null {
  return car
    ? [car.vehicleType, car.make.trim(), car.model.trim(), car.capacityTons].join('|').toLowerCase()
    : null;
}

function sameSet(a: readonly number[], b: readonly number[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((value) => right.has(value));
}

/**
 * The same listing published twice: same author and type, departure and destination each within 1 km, the same
 * loading date and the same cargo types (as a set: order and repeats do not matter); for offers, the same vehicle.
 */
export function isDuplicateListing(a: DuplicateKey, b: DuplicateKey): boolean {
  return (
    a.type === b.type &&
    a.authorId === b.authorId &&
    a.loadingDate === b.loadingDate &&
    a.vehicle === b.vehicle &&
    sameSet(a.cargoTypes, b.cargoTypes) &&
    haversineKm(a.from, b.from) <= DUPLICATE_DISTANCE_KM &&
    haversineKm(a.to, b.to) <= DUPLICATE_DISTANCE_KM
  );
}
