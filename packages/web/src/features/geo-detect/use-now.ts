import { useEffect, useState } from 'react';

/** The current time, renewed every `everyMs`: «5 мин назад» keeps counting on a page left open. */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
