import type { QueryClient } from '@tanstack/react-query';
import { ArticleStatus } from '@fura/domain/articles';
import type { TUserResponse } from '@fura/domain/user';
import { SESSION_QUERY_KEY } from '../session/session-query';
import { withNeedSendLocation } from '../session/session-updates';

/**
 * SPEC §4 "Location sending": a carrier's listing (his offer, or an order he carries) going on the way turns his
 * location sending on. Leaving the way turns it off only when nothing else of his is on the way, which only the
 * server knows: the session is refetched then.
 */
export function followCarrierLocation(
  client: QueryClient,
  from: ArticleStatus | null,
  to: ArticleStatus | null,
): void {
  if (from === to) return;
  const session = client.getQueryData<TUserResponse | null>(SESSION_QUERY_KEY);
  if (!session || session.user.type !== 'carrier') return;
  if (to === ArticleStatus.OnTheWay) {
    client.setQueryData<TUserResponse | null>(SESSION_QUERY_KEY, (current) =>
      current ? withNeedSendLocation(current, true) : current,
    );
  } else if (from === ArticleStatus.OnTheWay && session.user.needSendLocation) {
    void client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  }
}
