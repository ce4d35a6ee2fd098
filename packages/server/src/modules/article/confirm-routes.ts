import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZArticleResponse } from '@fura/domain/article-schemas';
import { ZConfirmCurrentRequest } from '@fura/domain/listing-freshness';
import type { AppDeps } from '../../app-deps';
import { requireAuth } from '../../http/auth';
import { articleTypeOf } from '../listing/article-type';
import { findArticleWithAuthor } from '../listing/repo';
import { UNSUBSCRIBE_PAGE_CSP } from '../notification/unsubscribe-page';
import { answerByToken, confirmCurrent } from './confirm-current';
import { askPage, donePage, invalidLinkPage, refusedPage, type PageListing } from './confirm-page';
import { lockConfirmToken } from './confirm-tokens';
import { CONFIRM_LINK_PATH } from './listing-freshness-job';

interface TokenRoute {
  Params: { token: string };
}

/** Our tokens are 43 base64url characters; anything else is not looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}$/;

function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .status(status)
    .header('Content-Security-Policy', UNSUBSCRIBE_PAGE_CSP)
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(html);
}

async function pageListing(deps: AppDeps, articleId: string): Promise<PageListing | null> {
  const found = await findArticleWithAuthor(deps.db, articleId);
  if (!found) return null;
  const { article } = found;
  return {
    id: article.id,
    type: articleTypeOf(article),
    route: `${article.fromSettlement} → ${article.toSettlement}`,
  };
}

/**
 * «Заказ ещё актуален?» (issue 26): POST /api/article/confirm-current for the logged-in author (the bell and the
 * listing page; «Снять с публикации» there is the usual draftArticle), and the mail's one-click links without login:
 * GET /api/article/current/:token shows the answer's button, POST answers. Under the `/api` prefix.
 */
export function registerConfirmRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/article/confirm-current',
    {
      preValidation: async (request: FastifyRequest) => {
        await requireAuth(deps.db, request);
      },
      schema: { body: ZConfirmCurrentRequest, response: { 200: ZArticleResponse } },
    },
    async (request) => {
      const { user } = await requireAuth(deps.db, request);
      const article = await confirmCurrent(deps, user, {
        articleId: request.body.articleId,
        socketId: request.body.socketId ?? null,
      });
      return { error: false as const, article };
    },
  );

  // Own scope: the form-encoded body parser of the page's button must not reach the JSON API.
  void app.register((scope, _options, done) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, parsed) => parsed(null, body),
    );

    scope.get<TokenRoute>('/article/current/:token', async (request, reply) => {
      const { token } = request.params;
      if (!TOKEN_SHAPE.test(token)) return sendPage(reply, 404, invalidLinkPage('unknown'));
      const state = await lockConfirmToken(deps.db, token, new Date());
      if (!state.ok)
        return sendPage(reply, state.reason === 'unknown' ? 404 : 410, invalidLinkPage(state.reason));
      const listing = await pageListing(deps, state.articleId);
      if (!listing) return sendPage(reply, 404, invalidLinkPage('unknown'));
      const action = `${CONFIRM_LINK_PATH}${encodeURIComponent(token)}`;
      return sendPage(reply, 200, askPage(state.action, listing, action));
    });

    scope.post<TokenRoute>('/article/current/:token', async (request, reply) => {
      const { token } = request.params;
      if (!TOKEN_SHAPE.test(token)) return sendPage(reply, 404, invalidLinkPage('unknown'));
      const answer = await answerByToken(deps, token);
      if (!answer.ok && answer.reason !== 'refused') {
        return sendPage(reply, answer.reason === 'unknown' ? 404 : 410, invalidLinkPage(answer.reason));
      }
      const listing = await pageListing(deps, answer.articleId);
      if (!listing) return sendPage(reply, 404, invalidLinkPage('unknown'));
      if (!answer.ok) return sendPage(reply, 409, refusedPage(answer.message, listing));
      return sendPage(reply, 200, donePage(answer.action, listing));
    });
    done();
  });
}
