import type { QueryClient } from '@tanstack/react-query';
import { fetchSession, SESSION_QUERY_KEY } from '../shared/session/session-query';
import { fetchSettings, SETTINGS_QUERY_KEY } from '../shared/settings/settings-query';
import { fetchLanding, LANDING_QUERY_KEY } from '../features/landing/api/get-landing';
import { fetchMainContent, MAIN_CONTENT_QUERY_KEY } from '../features/landing/api/get-main-content';

/**
 * The app start's requests (user, settings) and the main page's data, asked for as soon as the entry runs, before any
 * lazy chunk: with six connections per host on HTTP/1.1 they would otherwise queue behind chunk downloads, and the
 * main page's data would wait for the app start gate and for the screen's chunk, one round trip after the other
 * (issue 14). The queries of `AppStart` and of the screen then find the answers (or the requests in flight) under the
 * same keys.
 */
export function prefetchStartData(client: QueryClient, pathname: string): void {
  void client.prefetchQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: fetchSession,
    retry: false,
    staleTime: 60_000,
  });
  void client.prefetchQuery({ queryKey: SETTINGS_QUERY_KEY, queryFn: fetchSettings, staleTime: Infinity });
  if (pathname !== '/') return;
  void client.prefetchQuery({
    queryKey: MAIN_CONTENT_QUERY_KEY,
    queryFn: fetchMainContent,
    staleTime: 60_000,
  });
  void client.prefetchQuery({ queryKey: LANDING_QUERY_KEY, queryFn: fetchLanding, staleTime: 5 * 60_000 });
}
