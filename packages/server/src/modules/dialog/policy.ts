import { ARTICLE_MESSAGES } from '@fura/domain/article-schemas';
import { DIALOG_MESSAGES } from '@fura/domain/dialog-schemas';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { SUPPORT_ACCOUNT_EMAIL } from './support-account';
import { canView, isAuthor, type ArticleAccess } from '../article/policy';

/**
 * The pair of a dialog about a listing: its author and one participant (a requester or an executor). A listing the
 * caller can see neither as public, as its author nor as a participant is "not found".
 */
export function orderDialogPair(
  article: ArticleAccess | null,
  participantIds: ReadonlySet<string>,
  callerId: string,
  requestedUserId: string | undefined,
): [string, string] {
  if (!article || !(canView(article, callerId) || participantIds.has(callerId))) {
    throw notFound(ARTICLE_MESSAGES.notFound);
  }
  if (isAuthor(article, callerId)) {
    if (!requestedUserId) throw badRequest(DIALOG_MESSAGES.chooseUser, 'userId');
    if (requestedUserId === callerId) throw badRequest(DIALOG_MESSAGES.selfDialog, 'userId');
    if (!participantIds.has(requestedUserId)) throw forbidden(DIALOG_MESSAGES.notParticipant);
    return [callerId, requestedUserId];
  }
  if (!participantIds.has(callerId)) throw forbidden(DIALOG_MESSAGES.notParticipant);
  // A participant talks to the author only.
  if (requestedUserId && requestedUserId !== article.authorId)
    throw forbidden(DIALOG_MESSAGES.notParticipant);
  return [callerId, article.authorId];
}

/**
 * A banned user may open and read his dialogs but not write; nothing is delivered to a banned user. Support is the
 * exception (issue 13): a banned user writes to the support account and gets its answers.
 */
export function assertCanSend(
  sender: { isBan: boolean; email: string },
  recipient: { isBan: boolean; email: string },
): void {
  if (sender.email === SUPPORT_ACCOUNT_EMAIL || recipient.email === SUPPORT_ACCOUNT_EMAIL) return;
  if (sender.isBan) throw forbidden(DIALOG_MESSAGES.bannedSender);
  if (recipient.isBan) throw forbidden(DIALOG_MESSAGES.bannedRecipient);
}
