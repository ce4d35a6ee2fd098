import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { robotsTxt } from './seo/robots';
import { sitemapEntries } from './seo/sitemap-entries';
import { renderSitemap } from './seo/sitemap-xml';

/** Crawlers may keep these an hour: listings change often, but not by the minute for a search engine. */
const CACHE = 'public, max-age=3600';

/** GET /sitemap.xml and GET /robots.txt (issue 13), with absolute addresses from PUBLIC_URL. */
export function registerSeoRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .header('Cache-Control', CACHE)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(deps.config.publicUrl)),
  );

  app.get('/sitemap.xml', async (_request, reply) => {
    const entries = await sitemapEntries(deps.db);
    return reply
      .header('Cache-Control', CACHE)
      .type('application/xml; charset=utf-8')
      .send(renderSitemap(deps.config.publicUrl, entries));
  });
}
