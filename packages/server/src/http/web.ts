import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { matchRoute } from '@fura/domain/routes';
import { ERROR_MESSAGES } from '@fura/domain/errors';

/**
 * Serves the built web app. Paths of the route table get index.html with 200; other paths get it with 404
 * (the app shows «Страница не найдена»), API-like paths get the JSON error envelope.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const indexPath = join(webDist, 'index.html');
  const hasWeb = existsSync(indexPath);
  if (hasWeb) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false, maxAge: '1h' });
  } else {
    app.log.warn({ webDist }, 'web build not found: run `npm run build -w @fura/web`');
  }
  const indexHtml = hasWeb ? readFileSync(indexPath, 'utf8') : '';

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' && !path.startsWith('/api/') && hasWeb;
    if (!wantsPage) {
      return reply.status(404).send({ error: true, errors: [{ msg: ERROR_MESSAGES.routeNotFound }] });
    }
    const known = matchRoute(path) !== null;
    return reply
      .status(known ? 200 : 404)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  });
}
