import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TDialog, TMessage } from '@fura/domain/dialog-schemas';
import type { TUserResponse } from '@fura/domain/user';
import { SESSION_QUERY_KEY } from '../session/session-query';
import { playSound } from '../sound/play-sound';
import { getSocket } from '../socket/socket';
import { useSocketEvent } from '../socket/use-socket-event';
import { isDialogActive, noteUncounted } from './active-dialogs';
import { applyMyRead } from './apply-read';
import {
  findDialogKind,
  findListedDialog,
  updateLists,
  withDialogOnTop,
  withLastMessageReadBy,
} from './list-cache';
import { updateMessages, withReadBy, withServerMessage } from './messages-cache';
import { DIALOG_LISTS_KEY, DIALOG_MESSAGES_KEY } from './query-keys';
import { withUnreadAdded } from './session-counts';

/** My own message (sent from this tab): the dialog goes to the top of my lists, its unread badge unchanged. */
export function placeMyMessage(client: QueryClient, dialog: TDialog, message: TMessage): void {
  const listed = findListedDialog(client, dialog._id);
  const mine: TDialog = {
    ...(listed ?? dialog),
    lastMessage: message,
    lastMessageAt: message.createdAt,
  };
  updateLists(client, dialog.kind, (data) => withDialogOnTop(data, mine, 0));
}

function shownAndFocused(dialogId: string): boolean {
  return isDialogActive(dialogId) && document.hasFocus();
}

/**
 * Dialog events for every screen (SPEC §4 Messages, §7): a new message re-sorts the lists, counts as unread
 * (unless its dialog is on screen and read at once), joins the open dialog and sounds; a read zeroes the counts.
 * Mounted once while a user is logged in.
 */
export function useDialogsRealtime(userId: string | null): void {
  const client = useQueryClient();

  useEffect(() => {
    if (!userId) return;
    // Messages missed while the connection was down.
    const manager = getSocket().io;
    const refetch = () => {
      void client.invalidateQueries({ queryKey: DIALOG_LISTS_KEY });
      void client.invalidateQueries({ queryKey: DIALOG_MESSAGES_KEY });
    };
    manager.on('reconnect', refetch);
    return () => {
      manager.off('reconnect', refetch);
    };
  }, [userId, client]);

  useSocketEvent('sendMessageDialog', ({ message, dialog }) => {
    if (!userId) return;
    updateMessages(client, dialog._id, (data) => withServerMessage(data, message));
    if (message.user._id === userId) {
      // Sent from my other tab: `dialog` is my view.
      updateLists(client, dialog.kind, (data) => withDialogOnTop(data, dialog, 0));
      return;
    }
    if (isDialogActive(dialog._id)) {
      noteUncounted(dialog._id);
      updateLists(client, dialog.kind, (data) => withDialogOnTop(data, { ...dialog, noRead: 0 }, 0));
    } else {
      updateLists(client, dialog.kind, (data) => withDialogOnTop(data, dialog, 1));
      client.setQueryData<TUserResponse | null>(SESSION_QUERY_KEY, (session) =>
        session ? withUnreadAdded(session, dialog.kind, 1) : session,
      );
    }
    if (!shownAndFocused(dialog._id)) playSound('message');
  });

  useSocketEvent('readMessagesDialog', ({ dialogId, readerId, read }) => {
    if (!userId) return;
    if (readerId === userId) {
      applyMyRead(client, { dialogId, readerId, read, kind: findDialogKind(client, dialogId) });
      return;
    }
    // The other user read my messages: two ticks.
    updateMessages(client, dialogId, (data) => withReadBy(data, readerId));
    const kind = findDialogKind(client, dialogId);
    if (kind) updateLists(client, kind, (data) => withLastMessageReadBy(data, dialogId, readerId));
  });
}
