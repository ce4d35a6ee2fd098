import type { TArticleRequest } from '@fura/domain/deal-items';
import type { Db } from '../../db/connect';
import type { ArticleRow } from '../../db/schema';
import { listingPlace, requestFor } from '../listing/masked-texts';
import { listExecutorIds } from '../listing/repo';

/**
 * A request just written, as the listing's author sees it (the createRequest / updateRequest events; the writer's
 * own tabs get it as written): its contacts masked unless the two are in an open deal on the listing. The executors
 * are read only when the text holds something to mask.
 */
export async function requestForAuthor(
  db: Db,
  row: Pick<ArticleRow, 'id' | 'authorId' | 'status' | 'closedAt'>,
  request: TArticleRequest,
  now: Date = new Date(),
): Promise<TArticleRequest> {
  const masked = requestFor(request, row.authorId, listingPlace(row, []), now);
  if (masked === request) return request;
  return requestFor(request, row.authorId, listingPlace(row, await listExecutorIds(db, row.id)), now);
}
