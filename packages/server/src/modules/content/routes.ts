import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZFaqQuery,
  ZFaqQuestionResponse,
  ZFaqResponse,
  ZLandingTexts,
  ZMainContent,
  ZPageResponse,
} from '@fura/domain/content';
import type { AppDeps } from '../../app-deps';
import { readFaq, readQuestion } from './faq-repo';
import { readLandingTexts } from './landing-repo';
import { readMainContent } from './main-content';
import { readPage } from './pages-repo';

/** A path parameter as it came; the repos answer 404 for anything that is not a slug. */
const ZSlugParams = z.object({ slug: z.string() });

/**
 * Site content for everyone, guests too (issue 13): CMS pages, the FAQ, the landing texts and the main page's live
 * figures. Under the `/api` prefix. Everything is read from the database per request — no in-process cache — so an
 * admin's edit reaches every visitor on every instance at once. Bodies and answers are Markdown text in JSON: the API
 * never returns HTML, the web app renders it without raw HTML.
 */
export function registerContentRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/content/page/:slug',
    { schema: { params: ZSlugParams, response: { 200: ZPageResponse } } },
    async (request) => ({ page: await readPage(deps.db, request.params.slug) }),
  );

  api.get(
    '/content/faq',
    { schema: { querystring: ZFaqQuery, response: { 200: ZFaqResponse } } },
    async (request) => ({ sections: await readFaq(deps.db, request.query.audience) }),
  );

  api.get(
    '/content/faq/:slug',
    { schema: { params: ZSlugParams, response: { 200: ZFaqQuestionResponse } } },
    async (request) => readQuestion(deps.db, request.params.slug),
  );

  api.get('/content/landing', { schema: { response: { 200: ZLandingTexts } } }, async () =>
    readLandingTexts(deps.db, deps.log),
  );

  api.get('/content/main', { schema: { response: { 200: ZMainContent } } }, async () =>
    readMainContent(deps.db),
  );
}
