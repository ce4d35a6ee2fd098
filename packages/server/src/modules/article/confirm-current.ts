import { queueListingAlerts } from '../listing/alert-queue';
import { eq } from 'drizzle-orm';
import { ARTICLE_MESSAGES, type TArticle } from '@fura/domain/article-schemas';
import { ArticleStatus, type ArticleType } from '@fura/domain/articles';
import { FRESHNESS_MESSAGES, type ConfirmAction } from '@fura/domain/listing-freshness';
import type { AppDeps } from '../../app-deps';
import { users, type UserRow } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { pendingEvent, type EventBus } from '../../events/event-bus';
import { AppError, badRequest } from '../../http/errors';
import { articleTypeOf } from '../listing/article-type';
import { presentArticleFor } from '../listing/present-for';
import { findAuthor, lockArticle, updateArticleRow } from '../listing/repo';
import { changeArticleStatus } from './change-status';
import { closeConfirmTokens, lockConfirmToken } from './confirm-tokens';
import { isLoadingDatePast } from './loading-date';
import { assertAuthor, assertNotBanned } from './policy';

/**
 * «Да, актуален» (issue 26): the author says the published listing is still current. It is confirmed now and moves
 * up in «Сначала новые» (published_at moves with confirmed_at: the search's newest order and its index stay as they
 * are, decision 37); an open «ещё актуален?» is answered and its mail links stop working. The author's other tabs
 * hear `editMyArticle`.
 */
export async function confirmCurrent(
  deps: Pick<AppDeps, 'db' | 'bus'>,
  actor: UserRow,
  request: { articleId: string; socketId: string | null },
  now: Date = new Date(),
): Promise<TArticle> {
  assertNotBanned(actor);
  return inTransaction(deps.db, deps.bus, async (tx, events) => {
    const locked = await lockArticle(tx, request.articleId);
    assertAuthor(locked, actor.id);
    if (locked.status !== ArticleStatus.Published) throw badRequest(FRESHNESS_MESSAGES.notPublished);
    if (isLoadingDatePast(locked.loadingDate, now)) throw badRequest(ARTICLE_MESSAGES.loadingDatePast);
    const row = await updateArticleRow(tx, locked.id, {
      publishedAt: now,
      confirmedAt: now,
      confirmAskedAt: null,
    });
    await closeConfirmTokens(tx, row.id, now);
    await queueListingAlerts(tx, events, row.id);
    const article = await presentArticleFor(tx, row, await findAuthor(tx, actor.id), actor.id);
    events.push(pendingEvent('editMyArticle', { article }, [actor.id], request.socketId));
    return article;
  });
}

export type TokenAnswer =
  | { ok: true; action: ConfirmAction; type: ArticleType; articleId: string }
  | { ok: false; reason: 'unknown' | 'used' | 'expired' }
  | { ok: false; reason: 'refused'; message: string; type: ArticleType; articleId: string };

/**
 * A one-click link of the «ещё актуален?» mail, without logging in: the token names the listing and the action, and
 * the action runs as its author would run it on the site (the same checks: a banned author, a listing no longer
 * published, the transitions of article-transitions), in the token's transaction, so a double click acts once.
 */
export async function answerByToken(
  deps: Pick<AppDeps, 'db' | 'bus'>,
  token: string,
  now: Date = new Date(),
): Promise<TokenAnswer> {
  return inTransaction(deps.db, deps.bus, async (tx, events): Promise<TokenAnswer> => {
    const state = await lockConfirmToken(tx, token, now);
    if (!state.ok) return state;
    const listing = await lockArticle(tx, state.articleId);
    if (!listing) return { ok: false, reason: 'unknown' };
    const [author] = await tx.select().from(users).where(eq(users.id, listing.authorId));
    if (!author) return { ok: false, reason: 'unknown' };
    const type = articleTypeOf(listing);
    // The commands open a savepoint on this transaction; their events join this transaction's, published after it.
    const inner: Pick<AppDeps, 'db' | 'bus'> = {
      db: tx,
      bus: { publish: (collected) => events.push(...collected) } satisfies EventBus,
    };
    const request = { articleId: listing.id, socketId: null };
    try {
      if (state.action === 'confirm') await confirmCurrent(inner, author, request, now);
      else await changeArticleStatus(inner, author, 'draft', request, now);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return { ok: false, reason: 'refused', message: error.message, type, articleId: listing.id };
    }
    return { ok: true, action: state.action, type, articleId: listing.id };
  });
}
