import { BELL_COUNTER_CAP } from './constants';

/** Header counter label: nothing at 0, the number below the cap, `10+` at the cap or more. */
export function bellLabel(unread: number): string {
  if (unread <= 0) return '';
  if (unread >= BELL_COUNTER_CAP) return `${BELL_COUNTER_CAP}+`;
  return String(unread);
}
