import type { TArticleInput, TArticleResponse } from '@fura/domain/article-schemas';
import { getSocketId } from '../../../shared/socket/socket-id';
import { postMultipart, type UploadProgress } from './post-multipart';

export interface ArticleFiles {
  /** New cargo photos, sent as cargoPhoto0..n. */
  cargoPhotos: readonly File[];
  /** A new car photo (offers). */
  carPhoto: File | null;
}

function articleForm(article: TArticleInput, files: ArticleFiles): FormData {
  const form = new FormData();
  const socketId = getSocketId();
  if (socketId) form.append('socketId', socketId);
  form.append('article', JSON.stringify(article));
  files.cargoPhotos.forEach((file, index) => form.append(`cargoPhoto${index}`, file));
  if (files.carPhoto) form.append('carPhoto', files.carPhoto);
  return form;
}

/** POST /api/article/createArticle (multipart, SPEC §7): `publish` in the article says publish or draft. */
export function createArticle(
  article: TArticleInput,
  files: ArticleFiles,
  onProgress?: UploadProgress,
): Promise<TArticleResponse> {
  return postMultipart<TArticleResponse>(
    '/api/article/createArticle',
    articleForm(article, files),
    onProgress,
  );
}

/**
 * POST /api/article/updateArticle (multipart): kept photos are listed in `article.cargoPhoto`, only new files
 * are sent (SPEC §5).
 */
export function updateArticle(
  editingId: string,
  article: TArticleInput,
  files: ArticleFiles,
  onProgress?: UploadProgress,
): Promise<TArticleResponse> {
  const form = articleForm(article, files);
  form.append('editingId', editingId);
  return postMultipart<TArticleResponse>('/api/article/updateArticle', form, onProgress);
}
