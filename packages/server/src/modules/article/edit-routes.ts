import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZArticleResponse, ZCopyArticleRequest } from '@fura/domain/article-schemas';
import { issuesToErrors } from '@fura/domain/errors';
import type { AppDeps } from '../../app-deps';
import { requireAuth } from '../../http/auth';
import { AppError } from '../../http/errors';
import { readArticleForm } from './article-photos';
import { copyArticle } from './copy-article';
import { createArticle } from './create-article';
import { assertNotBanned, canCreate } from './policy';
import { updateArticle } from './update-article';

/** createArticle (multipart create, or JSON copy) and updateArticle (multipart). Under the `/api` prefix. */
export function registerArticleEditRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const schema = { response: { 200: ZArticleResponse } };

  api.post('/article/createArticle', { schema }, async (request) => {
    const { user } = await requireAuth(deps.db, request);
    if (!request.isMultipart()) {
      const parsed = ZCopyArticleRequest.safeParse(request.body);
      if (!parsed.success) throw new AppError(400, issuesToErrors(parsed.error.issues));
      const { articleId, socketId } = parsed.data;
      return { error: false as const, article: await copyArticle(deps, user, articleId, socketId ?? null) };
    }
    // Refuse banned users and admins before reading (and re-encoding) any file.
    canCreate(user);
    const form = await readArticleForm(request, deps.config.photoMaxBytes);
    return { error: false as const, article: await createArticle(deps, user, form) };
  });

  api.post('/article/updateArticle', { schema }, async (request) => {
    const { user } = await requireAuth(deps.db, request);
    assertNotBanned(user);
    const form = await readArticleForm(request, deps.config.photoMaxBytes);
    return { error: false as const, article: await updateArticle(deps, user, form) };
  });
}
