/**
 * Loading dates are calendar dates where the exchange works: Moscow time (Europe/Moscow, UTC+3 all year). A listing
 * loading "today" is still current until Moscow midnight, wherever the server or the user is.
 */
const MOSCOW_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Moscow',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

// The last answer: a saved search's alert asks for the same instant thousands of times (formatting costs ~1 µs).
let last = { time: Number.NaN, date: '' };

/** Today's date in Moscow as YYYY-MM-DD. */
export function moscowToday(now: Date): string {
  const time = now.getTime();
  if (time !== last.time) last = { time, date: MOSCOW_DATE.format(now) };
  return last.date;
}

/** A loading date before today in Moscow has passed; today is still fine. */
export function isLoadingDatePast(loadingDate: string, now: Date): boolean {
  return loadingDate < moscowToday(now);
}
