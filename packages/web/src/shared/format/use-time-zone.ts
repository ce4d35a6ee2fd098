import { useHydrated } from '../ui/use-hydrated';
import type { TimeZoneChoice } from './date';

/**
 * The clock to show moments by: Moscow's while a page rendered on the server is taken over (the server cannot know
 * the reader's time zone, and both sides must show the same text), the reader's own right after (issue 28).
 */
export function useTimeZone(): TimeZoneChoice {
  return useHydrated() ? 'local' : 'moscow';
}
