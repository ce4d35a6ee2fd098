import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { DAY_FORMS, pluralRu } from '@fura/domain/plural';

dayjs.extend(utc);

/**
 * Whose clock a moment is shown by: the reader's (the browser's time zone), or Moscow's — what a page rendered on
 * the server shows until the browser takes it over (issue 28; see useTimeZone).
 */
export type TimeZoneChoice = 'local' | 'moscow';

/** Moscow's offset from UTC (no daylight saving since 2014). */
const MOSCOW_OFFSET_MINUTES = 180;

/** dd.MM.yyyy and HH:mm, 24 h (DESIGN §6), in dayjs notation. */
export const DATE_FORMAT = 'DD.MM.YYYY';
export const TIME_FORMAT = 'HH:mm';

function valid(value: string | Date, zone: TimeZoneChoice = 'local'): dayjs.Dayjs | null {
  const date = dayjs(value);
  if (!date.isValid()) return null;
  return zone === 'moscow' ? date.utcOffset(MOSCOW_OFFSET_MINUTES) : date;
}

/** «12.08.2026»; an empty string for a missing or broken date. */
export function formatDate(value: string | Date | null | undefined, zone: TimeZoneChoice = 'local'): string {
  return value ? (valid(value, zone)?.format(DATE_FORMAT) ?? '') : '';
}

/** «12.08.2026 14:05». */
export function formatDateTime(
  value: string | Date | null | undefined,
  zone: TimeZoneChoice = 'local',
): string {
  return value ? (valid(value, zone)?.format(`${DATE_FORMAT} ${TIME_FORMAT}`) ?? '') : '';
}

/** «12.08 14:05»: a short date and time (a trip's, a link's expiry). */
export function formatShortDateTime(value: string | Date | null | undefined): string {
  return value ? (valid(value)?.format(`DD.MM ${TIME_FORMAT}`) ?? '') : '';
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** «только что», «5 мин назад», «3 ч назад», «2 дня назад» — how long ago something came (a position). */
export function formatAgo(iso: string, now: number): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const passed = Math.max(0, now - at);
  if (passed < MINUTE_MS) return 'только что';
  if (passed < HOUR_MS) return `${Math.floor(passed / MINUTE_MS)} мин назад`;
  if (passed < DAY_MS) return `${Math.floor(passed / HOUR_MS)} ч назад`;
  const days = Math.floor(passed / DAY_MS);
  return `${days} ${pluralRu(days, DAY_FORMS)} назад`;
}
