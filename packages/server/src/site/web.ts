import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { matchRoute, type RouteName } from '@fura/domain/routes';
import { ERROR_MESSAGES } from '@fura/domain/errors';
import { API_TOKEN_COOKIE } from '@fura/domain/constants';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import { COMPRESS_THRESHOLD, compressBody, pickEncoding } from '../http/compression';
import {
  fillTemplate,
  headTemplate,
  renderHead,
  sessionHintTag,
  untouchedHeadTemplate,
  type HeadMeta,
} from './seo/head';
import { pageMeta } from './seo/page-meta';
import { routeMeta } from './seo/route-meta';
import { readRoutePreloads, routePreloadTags } from './seo/route-preload';
import { hasAppSlot, withRenderedApp } from './ssr/app-markup';
import type { RenderedPage, RenderPage } from './ssr/page-renderer';

export interface WebAppDeps {
  db: Db;
  config: Pick<Config, 'publicUrl'>;
  log: FastifyBaseLogger;
  /** Renders a public page for a guest (issue 28); null: every page is the boot shell. */
  renderPage: RenderPage | null;
}

/** The page's meta; when the database cannot answer, the route's own (the page is still served). */
async function metaOrGeneric(
  deps: WebAppDeps,
  name: RouteName,
  params: Record<string, string>,
): Promise<HeadMeta> {
  try {
    return await pageMeta(deps.db, name, params);
  } catch (error) {
    deps.log.warn({ err: error, route: name }, 'page meta not read, the route’s own used');
    return routeMeta(name, params);
  }
}

type PageBody = ReturnType<typeof compressBody>;

/** Hashed build files: a new release has new names, so they never change under their name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Other static files (sounds, favicon): stable names, so a short lifetime. */
const SHORT = 'public, max-age=3600';
/** The page: revalidated on every load, so a deploy is picked up at once. */
const NO_CACHE = 'no-cache';

/** Cache-Control of a file of the build, by its path inside it (the .br/.gz sent for it counts as the file). */
export function staticCacheControl(pathInDist: string): string {
  const path = pathInDist
    .split(sep)
    .join('/')
    .replace(/\.(br|gz)$/, '');
  if (path.startsWith('assets/')) return IMMUTABLE;
  if (path.endsWith('.html')) return NO_CACHE;
  // The service worker and the manifest (issue 27): a new version must be seen at the next visit, not in an hour.
  if (path === 'sw.js' || path === 'manifest.webmanifest') return NO_CACHE;
  return SHORT;
}

/**
 * Serves the built web app. Paths of the route table get index.html with 200 and their own <head> (title,
 * description, Open Graph and canonical link, or `noindex` for private pages: issue 13); other paths get index.html
 * with 404 (the app shows «Страница не найдена»), API-like paths get the JSON error envelope. A route's head also
 * links its screen's chunks (modulepreload, from the build's .vite/route-preload.json: issue 14). Every page says
 * whether the request carried the session cookie (`fura-session`), so the page varies by Cookie too; HEAD answers
 * like GET without the body, for uptime monitors (issue 16).
 *
 * Compression and caching (issue 14): the build's text files have .br and .gz beside them (scripts/precompress.mjs),
 * sent by `preCompressed` for the client's Accept-Encoding with Vary; /assets/ (hashed names) are immutable, other
 * files cached for an hour, the page `no-cache`. The page is compressed here: the not-found handler does not run
 * the route hooks of @fastify/compress.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string, deps: WebAppDeps): Promise<void> {
  const indexPath = join(webDist, 'index.html');
  const hasWeb = existsSync(indexPath);
  if (hasWeb) {
    await app.register(async (scope) => {
      // @fastify/compress compresses any stream whatever its size, even the empty one of a 304: a build file under
      // 1 KB with no .br/.gz beside it (and a 304) is read into memory here, so that the plugin's threshold applies
      // and it goes out as it is, without a Content-Encoding.
      scope.addHook('onSend', async (_request, reply, payload) => {
        if (!(payload instanceof Readable) || reply.hasHeader('content-encoding')) return payload;
        const small = Number(reply.getHeader('content-length')) < COMPRESS_THRESHOLD;
        if (!small && reply.statusCode !== 304) return payload;
        const chunks: Buffer[] = [];
        // A HEAD answer's stream gives an empty string.
        for await (const chunk of payload as AsyncIterable<Buffer | string>) {
          chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        }
        return Buffer.concat(chunks);
      });
      await scope.register(fastifyStatic, {
        root: webDist,
        wildcard: false,
        index: false,
        preCompressed: true,
        // Sent in place of their files, not routes of their own.
        globIgnore: ['**/*.br', '**/*.gz'],
        cacheControl: false,
        setHeaders: (reply, path) => {
          void reply.header('Cache-Control', staticCacheControl(relative(webDist, path)));
        },
      });
    });
  } else {
    app.log.warn({ webDist }, 'web build not found: run `npm run build -w @fura/web`');
  }
  // Read once: every page is this file with its own head.
  const indexHtml = hasWeb ? readFileSync(indexPath, 'utf8') : '';
  const template = headTemplate(indexHtml);
  const notFoundTemplate = untouchedHeadTemplate(indexHtml);
  const preloads = hasWeb ? readRoutePreloads(webDist) : new Map<string, never>();
  const canRender = hasAppSlot(indexHtml);
  // A rendered page's bytes per encoding, kept as long as the page cache keeps the page (a few seconds): its head's
  // query and its compression run once per period, not per request.
  const sentPages = new WeakMap<RenderedPage, Map<string, PageBody>>();

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const readsPage = request.method === 'GET' || request.method === 'HEAD';
    // A build file that is not there (a tab of the previous release asking for its chunk) is no page: the app's HTML
    // in its place only adds a MIME type error to the console.
    const isApiOrBuildFile = path.startsWith('/api/') || path.startsWith('/assets/');
    if (!readsPage || isApiOrBuildFile || !hasWeb) {
      return reply.status(404).send({ error: true, errors: [{ msg: ERROR_MESSAGES.routeNotFound }] });
    }
    const send = (status: number, page: PageBody) => {
      if (page.encoding) void reply.header('Content-Encoding', page.encoding);
      // Node sends a HEAD answer's headers (Content-Length of this body included) without the body.
      return reply
        .status(status)
        .header('Cache-Control', NO_CACHE)
        .header('Vary', 'Accept-Encoding, Cookie')
        .type('text/html; charset=utf-8')
        .send(page.body);
    };
    const route = matchRoute(path);
    const hasSession = Boolean(request.cookies[API_TOKEN_COOKIE]);
    const sessionHint = sessionHintTag(hasSession);
    const acceptEncoding = request.headers['accept-encoding'];
    // A guest's public page comes rendered (issue 28); a user's pages, and any page the server cannot render, are
    // the boot shell the app fills in the browser.
    const rendered =
      route && template && deps.renderPage && !hasSession && canRender
        ? await deps.renderPage(request.url)
        : null;
    const encodingKey = pickEncoding(acceptEncoding) ?? 'identity';
    const ready = rendered ? sentPages.get(rendered)?.get(encodingKey) : undefined;
    if (ready) return send(200, ready);

    let html = indexHtml;
    let status = route ? 200 : 404;
    if (route && template) {
      const meta = await metaOrGeneric(deps, route.name, route.params);
      if (meta.notFound) status = 404;
      const head = [
        renderHead(meta, deps.config.publicUrl),
        sessionHint,
        ...routePreloadTags(preloads.get(route.name), { applyCss: rendered !== null }),
      ];
      html = fillTemplate(template, head.join('\n    '));
      if (rendered && status === 200) html = withRenderedApp(html, rendered);
    } else if (notFoundTemplate) {
      html = fillTemplate(notFoundTemplate, sessionHint);
    }
    const page = compressBody(html, acceptEncoding);
    if (rendered && status === 200) {
      const bodies = sentPages.get(rendered) ?? new Map<string, PageBody>();
      bodies.set(encodingKey, page);
      sentPages.set(rendered, bodies);
    }
    return send(status, page);
  });
}
