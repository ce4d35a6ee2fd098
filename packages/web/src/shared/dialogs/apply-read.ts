/** The caches after I read a dialog (my HTTP answer in this tab, `readMessagesDialog` in my other tabs). */
import type { QueryClient } from '@tanstack/react-query';
import type { DialogKind } from '@fura/domain/dialog-schemas';
import type { TUserResponse } from '@fura/domain/user';
import { SESSION_QUERY_KEY } from '../session/session-query';
import { takeUncounted } from './active-dialogs';
import { DIALOG_LISTS_KEY } from './query-keys';
import { updateLists, withDialogRead } from './list-cache';
import { updateMessages, withReadBy } from './messages-cache';
import { withUnreadAdded } from './session-counts';

export function applyMyRead(
  client: QueryClient,
  params: { dialogId: string; readerId: string; read: number; kind: DialogKind | null },
): void {
  const { dialogId, readerId, kind } = params;
  updateMessages(client, dialogId, (data) => withReadBy(data, readerId));
  // Messages that arrived while the dialog was shown were never counted.
  const delta = Math.max(0, params.read - takeUncounted(dialogId));
  if (!kind) {
    // A dialog this tab has not seen: ask the server for the counters.
    void client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    void client.invalidateQueries({ queryKey: DIALOG_LISTS_KEY });
    return;
  }
  updateLists(client, kind, (data) => withDialogRead(data, dialogId, delta));
  client.setQueryData<TUserResponse | null>(SESSION_QUERY_KEY, (session) =>
    session ? withUnreadAdded(session, kind, -delta) : session,
  );
}
