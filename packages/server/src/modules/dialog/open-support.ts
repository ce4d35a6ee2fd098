import { SUPPORT_MESSAGES } from '@fura/domain/support';
import type { AppDeps } from '../../app-deps';
import type { UserRow } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { findOrCreateDialog } from './repo';
import { findSupportAccount } from './support-account';

/**
 * support/open: the caller's user dialog with the support account, found or created through the dialog module, so
 * the user writes in /dialog/{id} as in any dialog. Any role may open it, a banned user too (opening is reading;
 * whether he may send is the dialog policy's rule). The support account itself cannot.
 */
export async function openSupportDialog(
  deps: Pick<AppDeps, 'db'>,
  caller: UserRow,
): Promise<{ dialogId: string; userId: string }> {
  const support = await findSupportAccount(deps.db);
  if (caller.id === support.id) throw badRequest(SUPPORT_MESSAGES.supportItself);
  const dialog = await findOrCreateDialog(deps.db, {
    kind: 'user',
    articleId: null,
    userIds: [caller.id, support.id],
  });
  return { dialogId: dialog.id, userId: support.id };
}
