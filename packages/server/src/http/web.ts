import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { matchRoute, type RouteName } from '@fura/domain/routes';
import { ERROR_MESSAGES } from '@fura/domain/errors';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import { fillTemplate, headTemplate, renderHead, type HeadMeta } from './seo/head';
import { pageMeta } from './seo/page-meta';
import { routeMeta } from './seo/route-meta';

export interface WebAppDeps {
  db: Db;
  config: Pick<Config, 'publicUrl'>;
  log: FastifyBaseLogger;
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

/**
 * Serves the built web app. Paths of the route table get index.html with 200 and their own <head> (title,
 * description, Open Graph and canonical link, or `noindex` for private pages: issue 13); other paths get index.html
 * untouched with 404 (the app shows «Страница не найдена»), API-like paths get the JSON error envelope.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string, deps: WebAppDeps): Promise<void> {
  const indexPath = join(webDist, 'index.html');
  const hasWeb = existsSync(indexPath);
  if (hasWeb) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false, maxAge: '1h' });
  } else {
    app.log.warn({ webDist }, 'web build not found: run `npm run build -w @fura/web`');
  }
  // Read once: every page is this file with its own head.
  const indexHtml = hasWeb ? readFileSync(indexPath, 'utf8') : '';
  const template = headTemplate(indexHtml);

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' && !path.startsWith('/api/') && hasWeb;
    if (!wantsPage) {
      return reply.status(404).send({ error: true, errors: [{ msg: ERROR_MESSAGES.routeNotFound }] });
    }
    const route = matchRoute(path);
    let html = indexHtml;
    if (route && template) {
      const meta = await metaOrGeneric(deps, route.name, route.params);
      html = fillTemplate(template, renderHead(meta, deps.config.publicUrl));
    }
    return reply
      .status(route ? 200 : 404)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  });
}
