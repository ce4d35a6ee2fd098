/**
 * Tariff periods (issue 11). A period is counted in whole days of 24 hours from the moment it starts: Moscow has
 * kept one offset (UTC+3) since 2014, so a day is always 24 hours there and no DST arithmetic is needed.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The new end of a carrier's tariff after a payment for `days`: prolonging adds to the current end, so no paid day is
 * lost; a tariff that has ended (or never was) starts now.
 */
export function extendTariffEnd(currentEnd: Date | null, now: Date, days: number): Date {
  if (!Number.isInteger(days) || days <= 0)
    throw new RangeError(`days must be a positive integer, got ${days}`);
  const start = currentEnd && currentEnd.getTime() > now.getTime() ? currentEnd : now;
  return new Date(start.getTime() + days * DAY_MS);
}

/** Whole days left until `end`, rounded up (as the header badge counts them); 0 once it has passed. */
export function daysLeft(end: Date, now: Date): number {
  const ms = end.getTime() - now.getTime();
  return ms <= 0 ? 0 : Math.ceil(ms / DAY_MS);
}

const moscowDay = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Europe/Moscow',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** «02.12.2026»: the date a tariff is paid until, as a carrier in Moscow time reads it. */
export function formatTariffDate(date: Date): string {
  return moscowDay.format(date);
}
