/**
 * The server's rendering of public pages (issue 28), built by `vite build --ssr` into dist-ssr/ and loaded by the
 * server (packages/server/src/site/ssr). It renders what a guest sees, from the same route table, screens and
 * queries as the browser, and hands over the data it used so that the browser hydrates without fetching it again.
 */
import '../app/zod-settings';
import { dehydrate } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { matchRoute } from '@fura/domain/routes';
import { jsonForScript } from '@fura/domain/script-json';
import { AppFrame } from '../app/App';
import { AuthLayout } from '../app/layouts/AuthLayout';
import { PublicLayout } from '../app/layouts/PublicLayout';
import { createQueryClient } from '../app/query-client';
import { AdminLayout, PrivateLayout } from '../app/router/lazy-layouts';
import { loadRouteData, rendersOnServer } from '../app/router/route-data';
import { buildRoutes } from '../app/router/route-table';
import { renderScreen } from '../app/router/screens';
import { SERVER_STATE_ID } from '../shared/api/server-state';
import { SESSION_QUERY_KEY } from '../shared/session/session-query';
import { settingsQuery } from '../shared/settings/settings-query';

export { setApiFetch } from '../shared/api/client';

const handler = createStaticHandler(
  buildRoutes(renderScreen, {
    Public: PublicLayout,
    Private: PrivateLayout,
    Auth: AuthLayout,
    Admin: AdminLayout,
  }),
);

/** A rendered page: the markup of #root and the script with its data. */
export interface RenderedPage {
  html: string;
  stateScript: string;
}

/**
 * Renders a public route for a guest; null when the route is not rendered on the server or its data cannot be had
 * (a listing not found, the API failing): the server then sends the boot shell, as for every other page. Throws
 * when a screen fails to render (a defect: the server logs it and sends the boot shell).
 */
export async function renderPage(url: string): Promise<RenderedPage | null> {
  const address = new URL(url, 'http://localhost');
  const route = matchRoute(address.pathname);
  if (!route || !rendersOnServer(route.name)) return null;

  const client = createQueryClient();
  // The guest's view only: no session is ever asked for (nothing private can enter the page).
  client.setQueryData(SESSION_QUERY_KEY, null);
  try {
    await Promise.all([
      client.fetchQuery(settingsQuery),
      loadRouteData(client, { name: route.name, params: route.params, search: address.searchParams }),
    ]);
  } catch {
    return null;
  }
  const context = await handler.query(new Request(address.href));
  if (context instanceof Response || context.statusCode !== 200) return null;

  // A screen that fails here would come out as a skeleton: such a page is not sent at all, the server logs why.
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <AppFrame queryClient={client} rendered>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </AppFrame>,
    {
      // Every boundary inline, in order: no fallback swapped for its content by a script (a reader without
      // JavaScript, a search engine, would see the skeleton).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError: (error) => {
        errors.push(error);
      },
    },
  );
  const html = await new Response(prelude).text();
  if (errors.length > 0)
    throw new Error(`${address.pathname}: the page failed to render`, { cause: errors[0] });
  const state = jsonForScript(dehydrate(client));
  client.clear();
  return { html, stateScript: `<script id="${SERVER_STATE_ID}" type="application/json">${state}</script>` };
}
