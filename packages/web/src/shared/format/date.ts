import dayjs from 'dayjs';

/** dd.MM.yyyy and HH:mm, 24 h (DESIGN §6), in dayjs notation. */
export const DATE_FORMAT = 'DD.MM.YYYY';
export const TIME_FORMAT = 'HH:mm';

function valid(value: string | Date): dayjs.Dayjs | null {
  const date = dayjs(value);
  return date.isValid() ? date : null;
}

/** «12.08.2026»; an empty string for a missing or broken date. */
export function formatDate(value: string | Date | null | undefined): string {
  return value ? (valid(value)?.format(DATE_FORMAT) ?? '') : '';
}

/** «12.08.2026 14:05». */
export function formatDateTime(value: string | Date | null | undefined): string {
  return value ? (valid(value)?.format(`${DATE_FORMAT} ${TIME_FORMAT}`) ?? '') : '';
}
