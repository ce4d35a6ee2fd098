import { useEffect, useState } from 'react';
import { VisuallyHidden } from '@mantine/core';
import { subscribeAnnouncements } from './live-announcer';

/** A pause between clearing the region and filling it, so that the same text twice is still spoken twice. */
const REPEAT_GAP_MS = 100;

/** The app's polite live region (mounted once, in App): speaks what `announce()` is given. */
export function LiveAnnouncer() {
  const [message, setMessage] = useState('');
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = subscribeAnnouncements((next) => {
      clearTimeout(timer);
      setMessage('');
      timer = setTimeout(() => setMessage(next), REPEAT_GAP_MS);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, []);
  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-testid="live-announcer">
      {message}
    </VisuallyHidden>
  );
}
