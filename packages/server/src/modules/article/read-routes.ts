import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZArticleResponse,
  ZGetArticleRequest,
  ZGetMyArticlesRequest,
  ZGetMyArticlesResponse,
} from '@fura/domain/article-schemas';
import type { AppDeps } from '../../app-deps';
import { requireAuth } from '../../http/auth';
import { getArticle } from './get-article';
import { getMyArticles } from './get-my-articles';

/** getMyArticles, getArticle (guests too), getUserArticle. Under the `/api` prefix. */
export function registerArticleReadRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preValidation = async (request: FastifyRequest) => {
    await requireAuth(deps.db, request);
  };

  api.post(
    '/article/getMyArticles',
    { preValidation, schema: { body: ZGetMyArticlesRequest, response: { 200: ZGetMyArticlesResponse } } },
    async (request) => {
      const { user } = await requireAuth(deps.db, request);
      return getMyArticles(deps, user.id, request.body);
    },
  );

  // The public page: published listings only, whoever asks (no contacts are ever presented).
  api.post(
    '/article/getArticle',
    { schema: { body: ZGetArticleRequest, response: { 200: ZArticleResponse } } },
    async (request) => {
      const article = await getArticle(deps, null, request.body.id, request.body.type);
      return { error: false as const, article };
    },
  );

  api.post(
    '/article/getUserArticle',
    { preValidation, schema: { body: ZGetArticleRequest, response: { 200: ZArticleResponse } } },
    async (request) => {
      const { user } = await requireAuth(deps.db, request);
      const article = await getArticle(deps, user.id, request.body.id, request.body.type);
      return { error: false as const, article };
    },
  );
}
