import { useEffect, useState } from 'react';
import { Text, type MantineSize } from '@mantine/core';
import type { TArticle } from '@fura/domain/article-schemas';
import { ArticleStatus } from '@fura/domain/articles';
import { confirmedLabel } from '@fura/domain/listing-freshness';
import { formatDateTime } from '../../format/date';
import { useTimeZone } from '../../format/use-time-zone';

const MINUTE_MS = 60_000;

/** The time now, again every minute: «подтверждено 5 минут назад» does not stand still on an open page. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * «Подтверждено 3 часа назад» (issue 26): when the author last published, republished or confirmed a published
 * listing; nothing for any other status. The exact time in the title.
 */
export function ConfirmedAgo({
  article,
  size = 'xs',
}: {
  article: Pick<TArticle, 'status' | 'confirmedAt'>;
  size?: MantineSize;
}) {
  const now = useMinuteClock();
  const zone = useTimeZone();
  if (article.status !== ArticleStatus.Published || !article.confirmedAt) return null;
  const label = confirmedLabel(article.confirmedAt, now);
  if (!label) return null;
  return (
    // A page rendered on the server (issue 28) may be taken over a minute later: the browser's own clock then wins
    // without a mismatch (the title's exact time is the same on both sides).
    <Text
      span
      size={size}
      c="dimmed"
      title={formatDateTime(article.confirmedAt, zone)}
      data-testid="confirmed-ago"
      suppressHydrationWarning
    >
      {label}
    </Text>
  );
}
