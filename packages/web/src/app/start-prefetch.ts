import type { QueryClient } from '@tanstack/react-query';
import { sessionQuery } from '../shared/session/session-query';
import { settingsQuery } from '../shared/settings/settings-query';
import { landingQuery } from '../shared/api/get-landing';
import { mainContentQuery } from '../features/landing/api/get-main-content';

/**
 * The app start's requests (user, settings) and the main page's data, asked for as soon as the entry runs, before any
 * lazy chunk: with six connections per host on HTTP/1.1 they would otherwise queue behind chunk downloads, and the
 * main page's data would wait for the app start gate and for the screen's chunk, one round trip after the other
 * (issue 14). The queries of `AppStart` and of the screen then find the answers (or the requests in flight) under the
 * same keys.
 */
export function prefetchStartData(client: QueryClient, pathname: string): void {
  void client.prefetchQuery(sessionQuery);
  void client.prefetchQuery(settingsQuery);
  if (pathname !== '/') return;
  void client.prefetchQuery(mainContentQuery);
  void client.prefetchQuery(landingQuery);
}
