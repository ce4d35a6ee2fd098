/** Query keys of the dialog caches that socket events and several screens update. */
import type { DialogListKind, TOpenDialogRequest } from '@fura/domain/dialog-schemas';

/** `['dialog-list', kind]`: /messages tabs, infinite (DIALOGS_PER_PAGE per page). */
export const DIALOG_LISTS_KEY = ['dialog-list'] as const;

export function dialogListKey(kind: DialogListKind) {
  return [...DIALOG_LISTS_KEY, kind] as const;
}

/** `['dialog-open', …request]`: the dialog a /dialog… route opens (POST /api/dialog/open). */
export const DIALOG_OPEN_KEY = ['dialog-open'] as const;

export function dialogOpenKey(request: TOpenDialogRequest) {
  const articleId = request.kind === 'order' ? request.articleId : '';
  return [...DIALOG_OPEN_KEY, request.kind, articleId, request.userId ?? ''] as const;
}

/** `['dialog-messages', dialogId]`: the loaded messages of one dialog, with the pending ones (messages-cache.ts). */
export const DIALOG_MESSAGES_KEY = ['dialog-messages'] as const;

export function dialogMessagesKey(dialogId: string) {
  return [...DIALOG_MESSAGES_KEY, dialogId] as const;
}
