/** The /dialog… routes (SPEC §2: /dialog/{user}, /dialog-order/{order}, /dialog-order/{order}/{user}). */
import type { TDialog } from '@fura/domain/dialog-schemas';
import { routePath } from '@fura/domain/routes';

export type DialogTarget =
  { kind: 'user'; userId: string } | { kind: 'order'; articleId: string; userId?: string };

export function dialogTargetPath(target: DialogTarget): string {
  if (target.kind === 'user') return routePath('dialogUser', { id: target.userId });
  if (target.userId) return routePath('dialogOrderWith', { order: target.articleId, id: target.userId });
  return routePath('dialogOrder', { id: target.articleId });
}

/** A listed dialog opens with the other user named, which works for the listing's author and participant alike. */
export function dialogPath(dialog: Pick<TDialog, 'kind' | 'orderId' | 'user'>): string {
  if (dialog.kind === 'order' && dialog.orderId) {
    return dialogTargetPath({ kind: 'order', articleId: dialog.orderId, userId: dialog.user._id });
  }
  return dialogTargetPath({ kind: 'user', userId: dialog.user._id });
}
