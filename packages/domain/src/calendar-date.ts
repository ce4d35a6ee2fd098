/** A real calendar day as YYYY-MM-DD: Date would roll 2025-02-30 over to March, so the round trip must match. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** «12.03.2019» from «2019-03-12»: a calendar date, the same wherever it is shown. */
export function calendarDateRu(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}.${month}.${year}`;
}
