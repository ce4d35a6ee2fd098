import { ARTICLE_MESSAGES } from '@fura/domain/article-schemas';
import {
  statusActionRefusal,
  type ArticleAction,
  type StatusActionState,
} from '@fura/domain/article-transitions';
import { isEditableStatus } from '@fura/domain/article-transitions';
import { ArticleStatus, type ArticleType } from '@fura/domain/articles';
import { ERROR_MESSAGES } from '@fura/domain/errors';
import type { UserRow } from '../../db/schema';
import { AppError, badRequest, forbidden, notFound } from '../../http/errors';
import { ARTICLE_SERVER_MESSAGES } from './messages';

/** What a policy needs to know about a listing. */
export interface ArticleAccess {
  authorId: string;
  status: number;
}

const ROLE_MESSAGE: Record<ArticleType, string> = {
  order: ARTICLE_MESSAGES.wrongRoleOrder,
  offer: ARTICLE_MESSAGES.wrongRoleOffer,
};

/** Cargo owners publish orders, carriers offers; anyone else (admins) neither. */
export function articleTypeOfRole(role: string): ArticleType | null {
  if (role === 'cargo') return 'order';
  if (role === 'carrier') return 'offer';
  return null;
}

/** A banned user keeps read access but may not change listings. */
export function assertNotBanned(actor: UserRow): void {
  if (actor.isBan) throw forbidden(ERROR_MESSAGES.banned);
}

/**
 * The type the actor may create; `declared` is the type the client asked for, when it said one.
 * Throws 403 with the role message of the refused type.
 */
export function canCreate(actor: UserRow, declared: ArticleType | null = null): ArticleType {
  assertNotBanned(actor);
  const own = articleTypeOfRole(actor.type);
  if (!own) {
    const types: ArticleType[] = declared ? [declared] : ['order', 'offer'];
    throw new AppError(
      403,
      types.map((type) => ({ msg: ROLE_MESSAGE[type] })),
    );
  }
  if (declared && declared !== own) throw forbidden(ROLE_MESSAGE[declared]);
  return own;
}

export function isAuthor(article: ArticleAccess, userId: string): boolean {
  return article.authorId === userId;
}

/** Published listings are public; any other status to the author (participants: participants.ts). */
export function canView(article: ArticleAccess, viewerId: string | null): boolean {
  return article.status === ArticleStatus.Published || (viewerId !== null && isAuthor(article, viewerId));
}

/**
 * The actor may act on the listing as its author: a listing the actor cannot see is "not found" (its existence is
 * not revealed), a visible one of someone else is forbidden.
 */
export function assertAuthor<T extends ArticleAccess>(
  article: T | null,
  actorId: string,
): asserts article is T {
  if (!article || !canView(article, actorId)) throw notFound(ARTICLE_MESSAGES.notFound);
  if (!isAuthor(article, actorId)) throw forbidden(ARTICLE_MESSAGES.notAuthor);
}

export function assertCanEdit(article: ArticleAccess): void {
  if (!isEditableStatus(article.status)) throw badRequest(ARTICLE_SERVER_MESSAGES.notEditable);
}

/** The author's status verb, by the rule the web app shows its buttons by (domain `statusActionRefusal`). */
export function assertStatusAction(action: ArticleAction, state: StatusActionState): void {
  const refusal = statusActionRefusal(action, state);
  if (!refusal) return;
  throw new AppError(refusal.code, [
    refusal.param ? { msg: refusal.msg, param: refusal.param } : { msg: refusal.msg },
  ]);
}
