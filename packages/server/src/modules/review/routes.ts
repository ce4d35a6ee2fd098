import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZGetMyArticlesResponse, ZGetUserArticlesRequest } from '@fura/domain/article-schemas';
import {
  ZGetReviewsRequest,
  ZGetUserReviewsRequest,
  ZReviewsResponse,
  ZSaveReviewRequest,
  ZSaveReviewResponse,
} from '@fura/domain/review-schemas';
import type { AppDeps } from '../../app-deps';
import { getAuth, requireAuth } from '../../http/auth';
import { getUserArticles } from '../article/user-articles';
import { getReviews, getUserReviews } from './list-reviews';
import { saveReview } from './save-review';

/** saveReview, review/getReviews, review/getUserReviews, article/getUserArticles. Under the `/api` prefix. */
export function registerReviewRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // A guest gets 401 before the body is validated; the resolved session is cached for the handler.
  const preValidation = async (request: FastifyRequest) => {
    await requireAuth(deps.db, request);
  };

  api.post(
    '/article/saveReview',
    { preValidation, schema: { body: ZSaveReviewRequest, response: { 200: ZSaveReviewResponse } } },
    async (request) => {
      const { user } = await requireAuth(deps.db, request);
      const { review, orderId, userId, socketId } = request.body;
      const saved = await saveReview(deps, user, { review, orderId, userId, socketId: socketId ?? null });
      return { error: false as const, ...saved };
    },
  );

  api.post(
    '/review/getReviews',
    { preValidation, schema: { body: ZGetReviewsRequest, response: { 200: ZReviewsResponse } } },
    async (request) => {
      const { user } = await requireAuth(deps.db, request);
      return getReviews(deps, user.id, request.body);
    },
  );

  api.post(
    '/review/getUserReviews',
    { schema: { body: ZGetUserReviewsRequest, response: { 200: ZReviewsResponse } } },
    async (request) => getUserReviews(deps, request.body),
  );

  api.post(
    '/article/getUserArticles',
    { schema: { body: ZGetUserArticlesRequest, response: { 200: ZGetMyArticlesResponse } } },
    async (request) => {
      const auth = await getAuth(deps.db, request);
      return getUserArticles(deps, auth ? auth.user.id : null, request.body);
    },
  );
}
