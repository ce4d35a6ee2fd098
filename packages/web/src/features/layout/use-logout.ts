import { useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../shared/api/client';
import { SESSION_QUERY_KEY } from '../../shared/session/session-query';

/** SPEC §4 "Account": logout removes the cookie (server side), clears the user and reloads the page. */
export function useLogout(): () => Promise<void> {
  const client = useQueryClient();
  return async () => {
    try {
      await apiPost('/api/auth/logout');
    } catch {
      // Even if the server cannot be reached, the tab forgets the user; the reload asks the server again.
    }
    client.removeQueries({ queryKey: SESSION_QUERY_KEY });
    window.location.reload();
  };
}
