import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZArticleActionRequest, ZArticleResponse } from '@fura/domain/article-schemas';
import { ARTICLE_ACTIONS, ARTICLE_ACTION_PATHS } from '@fura/domain/article-transitions';
import type { AppDeps } from '../../app-deps';
import { requireAuth } from '../../http/auth';
import { changeArticleStatus } from './change-status';

/** The status verbs draftArticle, publicArticle, equipArticle, … (SPEC §7). Under the `/api` prefix. */
export function registerArticleStatusRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // A guest gets 401 before the body is validated; the resolved session is cached for the handler.
  const preValidation = async (request: FastifyRequest) => {
    await requireAuth(deps.db, request);
  };
  for (const action of ARTICLE_ACTIONS) {
    api.post(
      `/article/${ARTICLE_ACTION_PATHS[action]}`,
      { preValidation, schema: { body: ZArticleActionRequest, response: { 200: ZArticleResponse } } },
      async (request) => {
        const { user } = await requireAuth(deps.db, request);
        const { articleId, socketId } = request.body;
        const article = await changeArticleStatus(deps, user, action, {
          articleId,
          socketId: socketId ?? null,
        });
        return { error: false as const, article };
      },
    );
  }
}
