import type { QueryClient } from '@tanstack/react-query';
import type { TSessionUser, TUserResponse } from '@fura/domain/user';
import { SESSION_QUERY_KEY } from '../../../shared/session/session-query';

/** Applies a tariff answer to the cached session user, so the header badge changes without a reload. */
export function patchSessionUser(client: QueryClient, change: Partial<TSessionUser>): void {
  client.setQueryData<TUserResponse | null>(SESSION_QUERY_KEY, (session) =>
    session ? { ...session, user: { ...session.user, ...change } } : session,
  );
}
