import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** A page the web app's server entry rendered: the markup of #root and the script with its data. */
export interface RenderedPage {
  html: string;
  stateScript: string;
}

/** Renders a public page for a guest; null when the route is not rendered on the server or its data is missing. */
export type RenderPage = (url: string) => Promise<RenderedPage | null>;

type ApiFetch = (path: string, init: RequestInit) => Promise<Response>;

/** What packages/web/src/ssr/entry-server.tsx exports. */
interface ServerEntry {
  renderPage: RenderPage;
  setApiFetch: (fetchImpl: ApiFetch) => void;
}

function isServerEntry(value: unknown): value is ServerEntry {
  const entry = value as Partial<ServerEntry> | null;
  return typeof entry?.renderPage === 'function' && typeof entry.setApiFetch === 'function';
}

/**
 * The rendering's API calls go into this app through `inject`: no socket, no cookie (the guest's view), the same
 * routes, policies and presenters as the browser's calls.
 */
function injectFetch(app: FastifyInstance): ApiFetch {
  return async (path, init) => {
    const answer = await app.inject({
      method: init.method === 'POST' ? 'POST' : 'GET',
      url: path,
      headers: {
        accept: 'application/json',
        ...(typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}),
      },
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    return new Response(answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}

/** The web build's server entry, beside its browser build (`vite build --ssr`, packages/web/package.json). */
export function serverEntryOf(webDist: string): string {
  return join(webDist, '..', 'dist-ssr', 'entry-server.js');
}

/**
 * Loads the web build's server entry (packages/web/dist-ssr). Without it (a build of the browser app only, tests
 * with their own web folder) pages are served as the boot shell, as before issue 28.
 */
export async function loadPageRenderer(
  entryPath: string,
  app: FastifyInstance,
  log: FastifyBaseLogger,
): Promise<RenderPage | null> {
  if (!existsSync(entryPath)) return null;
  try {
    const entry: unknown = await import(pathToFileURL(entryPath).href);
    if (!isServerEntry(entry)) throw new Error('the entry exports no renderPage/setApiFetch');
    entry.setApiFetch(injectFetch(app));
    return entry.renderPage;
  } catch (error) {
    log.error({ err: error, entryPath }, 'server rendering not loaded: pages are served as the boot shell');
    return null;
  }
}
