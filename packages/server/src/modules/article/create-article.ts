import { queueListingAlerts } from '../listing/alert-queue';
import { ARTICLE_MESSAGES, type TArticle } from '@fura/domain/article-schemas';
import { ArticleStatus } from '@fura/domain/articles';
import type { AppDeps } from '../../app-deps';
import type { UserRow } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { badRequest } from '../../http/errors';
import { pendingEvent } from '../../events/event-bus';
import { discardStoredOnFailure, photoKeys } from '../../storage/file-deletions';
import { resolveCar } from './article-car';
import { declaredArticleType, parseArticleField, validateArticleInput } from './article-input';
import { storeArticlePhotos, type ArticleForm } from './article-photos';
import { articleFormColumns } from './article-values';
import { assertNotDuplicate } from './duplicate';
import { isLoadingDatePast } from './loading-date';
import { ARTICLE_SERVER_MESSAGES } from './messages';
import { canCreate } from './policy';
import { assertCompanyAllowsDeals } from '../company/policy';
import { presentArticle } from '../listing/present';
import { hasVerifiedCar } from '../listing/vehicle-marks';
import { findAuthor, insertArticle } from '../listing/repo';

export type ArticleCommandDeps = Pick<AppDeps, 'db' | 'bus' | 'storage'>;

/**
 * createArticle (multipart): an order by a cargo owner or an offer by a carrier, published at once (`publish`) or
 * kept as a draft; publishing the same listing again is refused (duplicate.ts). The author's other tabs hear
 * `createMyArticle`.
 */
export async function createArticle(
  deps: ArticleCommandDeps,
  actor: UserRow,
  form: ArticleForm,
  now: Date = new Date(),
): Promise<TArticle> {
  const value = parseArticleField(form.article);
  const type = canCreate(actor, declaredArticleType(value));
  const input = validateArticleInput(value, type);
  if (input.publish && isLoadingDatePast(input.loadingDate, now)) {
    throw badRequest(ARTICLE_MESSAGES.loadingDatePast, 'article.loadingDate');
  }
  // A company the register bars cannot publish (issue 29); a draft it may keep.
  if (input.publish) await assertCompanyAllowsDeals(deps.db, actor);
  if (type === 'order' && form.carPhoto)
    throw badRequest(ARTICLE_SERVER_MESSAGES.noCarPhotoForOrder, 'carPhoto');
  return discardStoredOnFailure(deps.db, async (noteStored) => {
    const car =
      type === 'offer' && input.car
        ? await resolveCar(deps, actor.id, { input: input.car, newPhoto: form.carPhoto, current: null })
        : null;
    noteStored(photoKeys([car?.photo]));
    // Nothing to keep on create: `article.cargoPhoto` is only read on edit.
    const cargoPhotos = await storeArticlePhotos(deps.storage, form.cargoPhotos);
    noteStored(photoKeys(cargoPhotos));
    return inTransaction(deps.db, deps.bus, async (tx, events) => {
      const columns = { ...articleFormColumns(input, type, car), type, authorId: actor.id };
      if (input.publish) {
        await assertNotDuplicate(tx, {
          ...columns,
          cargoTypes: columns.cargoTypes ?? [],
          car: columns.car ?? null,
        });
      }
      const row = await insertArticle(tx, {
        ...columns,
        status: input.publish ? ArticleStatus.Published : ArticleStatus.Draft,
        cargoPhotos,
        publishedAt: input.publish ? now : null,
        confirmedAt: input.publish ? now : null,
      });
      if (input.publish) await queueListingAlerts(tx, events, row.id);
      const article = presentArticle(row, await findAuthor(tx, actor.id), {
        viewerId: actor.id,
        vehicleVerified: await hasVerifiedCar(tx, row),
      });
      events.push(pendingEvent('createMyArticle', { article }, [actor.id], form.socketId));
      return article;
    });
  });
}
