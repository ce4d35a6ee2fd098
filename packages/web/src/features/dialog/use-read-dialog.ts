import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TDialog } from '@fura/domain/dialog-schemas';
import { applyMyRead } from '../../shared/dialogs/apply-read';
import type { MessagesData } from '../../shared/dialogs/messages-cache';
import { readDialog } from './api/dialog-api';

/** The newest unread message of the other side, or null. */
function lastUnreadId(data: MessagesData | undefined, myId: string): string | null {
  const unread = data?.messages.filter((item) => !item.local && !item.isRead && item.user._id !== myId);
  return unread?.at(-1)?._id ?? null;
}

/**
 * While the dialog is on screen and the other side has unread messages: POST /api/dialog/read, then the counts
 * drop in the lists and the session. One try per newest unread message (a failure waits for the next message).
 */
export function useReadDialog(
  dialog: TDialog | undefined,
  data: MessagesData | undefined,
  myId: string,
  visible: boolean,
): void {
  const client = useQueryClient();
  const attempted = useRef<string | null>(null);
  const unreadId = lastUnreadId(data, myId);
  const dialogId = dialog?._id ?? null;
  const kind = dialog?.kind ?? null;

  useEffect(() => {
    if (!visible || !dialogId || !unreadId || attempted.current === unreadId) return;
    attempted.current = unreadId;
    readDialog(dialogId).then(
      ({ read }) => applyMyRead(client, { dialogId, readerId: myId, read, kind }),
      () => undefined,
    );
  }, [client, dialogId, kind, myId, unreadId, visible]);
}
