import { lazy, Suspense, useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { RoutePreloadProvider } from '../shared/routing/route-preload';
import { LiveAnnouncer } from '../shared/ui/LiveAnnouncer';
import { HydrationProvider } from '../shared/ui/use-hydrated';
import { AppStart } from './AppStart';
import { UpdateSlot } from './UpdateSlot';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router/router';
import { preloadPath } from './router/preload-path';
import { hydrateServerState } from '../shared/api/server-state';
import { prefetchStartData } from './start-prefetch';
import { theme } from './theme';
import { contrastVariablesResolver } from './theme-contrast';

// Toasts only follow a user's action: their container (and its transitions) loads after the app start gate, so that
// its chunks never hold a connection the start's requests need. A toast shown before it is mounted waits in the
// notifications store and appears with it.
const AppNotifications = lazy(() =>
  import('./AppNotifications').then((module) => ({ default: module.AppNotifications })),
);

/**
 * Everything around the router: the same tree in the browser and in the server's rendering (issue 28).
 * `rendered`: the server renders this page, or the browser takes over the server's markup.
 */
export function AppFrame({
  queryClient,
  rendered,
  children,
}: {
  queryClient: QueryClient;
  rendered: boolean;
  children: ReactNode;
}) {
  const [hydration] = useState(() => ({ pending: rendered }));
  return (
    <HydrationProvider value={hydration}>
      <MantineProvider
        theme={theme}
        defaultColorScheme="light"
        cssVariablesResolver={contrastVariablesResolver}
      >
        <LiveAnnouncer />
        <UpdateSlot />
        <QueryClientProvider client={queryClient}>
          <AppStart>
            <Suspense fallback={null}>
              <AppNotifications />
            </Suspense>
            <RoutePreloadProvider value={preloadPath}>{children}</RoutePreloadProvider>
          </AppStart>
        </QueryClientProvider>
      </MantineProvider>
    </HydrationProvider>
  );
}

/** The app in the browser; `serverState` is the data of a page the server rendered, to hydrate it. */
export function App({ serverState = null }: { serverState?: DehydratedState | null }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    if (serverState) hydrateServerState(client, serverState);
    prefetchStartData(client, window.location.pathname);
    return client;
  });
  const [router] = useState(createAppRouter);
  return (
    <AppFrame queryClient={queryClient} rendered={serverState !== null}>
      <RouterProvider router={router} />
    </AppFrame>
  );
}
