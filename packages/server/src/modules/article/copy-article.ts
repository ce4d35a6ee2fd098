import type { TArticle } from '@fura/domain/article-schemas';
import { ArticleStatus } from '@fura/domain/articles';
import type { UserRow } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { pendingEvent } from '../../events/event-bus';
import { discardStoredOnFailure, photoKeys } from '../../storage/file-deletions';
import { copyCar } from './article-car';
import { copyArticlePhotos } from './article-photos';
import type { ArticleCommandDeps } from './create-article';
import { articleTypeOf } from '../listing/article-type';
import { assertAuthor, assertNotBanned, canCreate } from './policy';
import { presentArticle } from '../listing/present';
import { hasVerifiedCar } from '../listing/vehicle-marks';
import { findArticleWithAuthor, findAuthor, insertArticle } from '../listing/repo';

/**
 * createArticle with `{ articleId }`: the author's own listing copied as a new draft, photos copied to fresh files
 * so that the two listings never share (and later lose) a file. Another's draft is "not found", another's published
 * listing is forbidden.
 */
export async function copyArticle(
  deps: ArticleCommandDeps,
  actor: UserRow,
  articleId: string,
  socketId: string | null,
): Promise<TArticle> {
  assertNotBanned(actor);
  const source = (await findArticleWithAuthor(deps.db, articleId))?.article ?? null;
  assertAuthor(source, actor.id);
  const type = canCreate(actor, articleTypeOf(source));
  const {
    id: _id,
    status: _status,
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    publishedAt: _publishedAt,
    lastLat: _lastLat,
    lastLon: _lastLon,
    lastLocationAt: _lastLocationAt,
    cargoPhotos,
    car,
    ...fields
  } = source;
  return discardStoredOnFailure(deps.db, async (noteStored) => {
    const copiedPhotos = await copyArticlePhotos(deps.storage, cargoPhotos);
    noteStored(photoKeys(copiedPhotos));
    const copiedCar = car ? await copyCar(deps, car) : null;
    noteStored(photoKeys([copiedCar?.photo]));
    return inTransaction(deps.db, deps.bus, async (tx, events) => {
      const row = await insertArticle(tx, {
        ...fields,
        type,
        status: ArticleStatus.Draft,
        publishedAt: null,
        cargoPhotos: copiedPhotos,
        car: copiedCar,
      });
      const article = presentArticle(row, await findAuthor(tx, actor.id), {
        viewerId: actor.id,
        vehicleVerified: await hasVerifiedCar(tx, row),
      });
      events.push(pendingEvent('createMyArticle', { article }, [actor.id], socketId));
      return article;
    });
  });
}
