import { ARTICLE_MESSAGES, MAX_CARGO_PHOTOS, type TArticle } from '@fura/domain/article-schemas';
import { ArticleStatus } from '@fura/domain/articles';
import type { UserRow } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { badRequest } from '../../http/errors';
import { pendingEvent } from '../../events/event-bus';
import {
  discardStoredOnFailure,
  droppedPhotos,
  photoKeys,
  scheduleFileDeletion,
} from '../../storage/file-deletions';
import { resolveCar } from './article-car';
import { parseArticleField, validateArticleInput } from './article-input';
import { keptPhotos, storeArticlePhotos, type ArticleForm } from './article-photos';
import { articleTypeOf } from '../listing/article-type';
import { articleFormColumns } from './article-values';
import { assertDealTermsKept } from './deal-terms-lock';
import type { ArticleCommandDeps } from './create-article';
import { isLoadingDatePast } from './loading-date';
import { ARTICLE_SERVER_MESSAGES } from './messages';
import { assertAuthor, assertCanEdit, assertNotBanned } from './policy';
import { presentArticleFor } from '../listing/present-for';
import { findArticleWithAuthor, findAuthor, lockArticle, updateArticleRow } from '../listing/repo';

function assertPhotoCount(kept: number, added: number): void {
  if (kept + added > MAX_CARGO_PHOTOS) throw badRequest(ARTICLE_MESSAGES.tooManyPhotos, 'article.cargoPhoto');
}

function assertDateStillValid(status: number, loadingDate: string, now: Date): void {
  if (status === ArticleStatus.Published && isLoadingDatePast(loadingDate, now)) {
    throw badRequest(ARTICLE_MESSAGES.loadingDatePast, 'article.loadingDate');
  }
}

/**
 * updateArticle (multipart): the author changes a listing that is not in work or completed. Kept photos come in
 * `article.cargoPhoto` as presented, new ones as files; photos no longer listed (and a replaced car photo) are
 * scheduled for deletion a day later (an open page may still show them). `publish` is ignored: status changes go
 * through the verbs.
 * The author's other tabs hear `editMyArticle`.
 */
export async function updateArticle(
  deps: ArticleCommandDeps,
  actor: UserRow,
  form: ArticleForm,
  now: Date = new Date(),
): Promise<TArticle> {
  assertNotBanned(actor);
  if (!form.editingId) throw badRequest(ARTICLE_SERVER_MESSAGES.editingIdMissing, 'editingId');
  const value = parseArticleField(form.article);
  const current = (await findArticleWithAuthor(deps.db, form.editingId))?.article ?? null;
  assertAuthor(current, actor.id);
  assertCanEdit(current);
  const type = articleTypeOf(current);
  const input = validateArticleInput(value, type);
  assertDateStillValid(current.status, input.loadingDate, now);
  await assertDealTermsKept(deps.db, current, input);
  assertPhotoCount(keptPhotos(current.cargoPhotos, input.cargoPhoto).length, form.cargoPhotos.length);
  if (type === 'order' && form.carPhoto)
    throw badRequest(ARTICLE_SERVER_MESSAGES.noCarPhotoForOrder, 'carPhoto');
  return discardStoredOnFailure(deps.db, async (noteStored) => {
    const car =
      type === 'offer' && input.car
        ? await resolveCar(deps, actor.id, {
            input: input.car,
            newPhoto: form.carPhoto,
            current: current.car,
          })
        : null;
    // The car photo was stored (or copied from a template) now unless it is the one the offer had.
    noteStored(photoKeys(droppedPhotos([car?.photo], [current.car?.photo])));
    const added = await storeArticlePhotos(deps.storage, form.cargoPhotos);
    noteStored(photoKeys(added));
    return inTransaction(deps.db, deps.bus, async (tx, events) => {
      // Checked again under the lock: the listing may have changed since it was read above.
      const locked = await lockArticle(tx, current.id);
      assertAuthor(locked, actor.id);
      assertCanEdit(locked);
      assertDateStillValid(locked.status, input.loadingDate, now);
      await assertDealTermsKept(tx, locked, input);
      const kept = keptPhotos(locked.cargoPhotos, input.cargoPhoto);
      assertPhotoCount(kept.length, added.length);
      const cargoPhotos = [...kept, ...added];
      const row = await updateArticleRow(tx, locked.id, {
        ...articleFormColumns(input, type, car),
        cargoPhotos,
      });
      const dropped = [
        ...droppedPhotos(locked.cargoPhotos, cargoPhotos),
        ...droppedPhotos([locked.car?.photo], [car?.photo]),
      ];
      await scheduleFileDeletion(tx, photoKeys(dropped), now);
      const article = await presentArticleFor(tx, row, await findAuthor(tx, actor.id), actor.id);
      events.push(pendingEvent('editMyArticle', { article }, [actor.id], form.socketId));
      return article;
    });
  });
}
