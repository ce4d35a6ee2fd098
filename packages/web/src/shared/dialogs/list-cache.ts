/**
 * The /messages tabs' caches (SPEC §4 Messages: newest last message first; each kind's noReadCount). Pure functions
 * on one infinite list, and the writes events and the dialog page make to every list the dialog belongs to.
 */
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import {
  DIALOG_LIST_KINDS,
  type DialogKind,
  type DialogListKind,
  type TDialog,
  type TDialogListResponse,
} from '@fura/domain/dialog-schemas';
import { DIALOG_OPEN_KEY, dialogListKey } from './query-keys';

export type DialogListData = InfiniteData<TDialogListResponse>;

/** The lists a dialog of this kind shows in. */
export function listKindsOf(kind: DialogKind): DialogListKind[] {
  return ['all', kind];
}

function mapPages(
  data: DialogListData,
  change: (page: TDialogListResponse, index: number) => TDialogListResponse,
): DialogListData {
  return { ...data, pages: data.pages.map(change) };
}

/** The dialog (as the server sends it) moves to the top; `unreadDelta` is added to the list's noReadCount. */
export function withDialogOnTop(data: DialogListData, dialog: TDialog, unreadDelta: number): DialogListData {
  const present = data.pages.some((page) => page.dialogs.some((item) => item._id === dialog._id));
  return mapPages(data, (page, index) => {
    const rest = page.dialogs.filter((item) => item._id !== dialog._id);
    return {
      ...page,
      dialogs: index === 0 ? [dialog, ...rest] : rest,
      countAll: page.countAll + (present ? 0 : 1),
      noReadCount: Math.max(0, page.noReadCount + unreadDelta),
    };
  });
}

/** I read the dialog: its unread badge goes, the list's noReadCount drops by `delta` (never below 0). */
export function withDialogRead(data: DialogListData, dialogId: string, delta: number): DialogListData {
  return mapPages(data, (page) => ({
    ...page,
    dialogs: page.dialogs.map((item) => (item._id === dialogId ? { ...item, noRead: 0 } : item)),
    noReadCount: Math.max(0, page.noReadCount - delta),
  }));
}

/** `readerId` read the other's messages: a last message of the other side shows read. */
export function withLastMessageReadBy(
  data: DialogListData,
  dialogId: string,
  readerId: string,
): DialogListData {
  return mapPages(data, (page) => ({
    ...page,
    dialogs: page.dialogs.map((item) =>
      item._id === dialogId && item.lastMessage && item.lastMessage.user._id !== readerId
        ? { ...item, lastMessage: { ...item.lastMessage, isRead: true } }
        : item,
    ),
  }));
}

export function findListedDialog(client: QueryClient, dialogId: string): TDialog | null {
  for (const kind of DIALOG_LIST_KINDS) {
    const data = client.getQueryData<DialogListData>(dialogListKey(kind));
    const found = data?.pages.flatMap((page) => page.dialogs).find((item) => item._id === dialogId);
    if (found) return found;
  }
  return null;
}

/** The kind of a dialog this tab knows (lists or an open dialog), or null. */
export function findDialogKind(client: QueryClient, dialogId: string): DialogKind | null {
  const listed = findListedDialog(client, dialogId);
  if (listed) return listed.kind;
  for (const [, dialog] of client.getQueriesData<TDialog>({ queryKey: DIALOG_OPEN_KEY })) {
    if (dialog?._id === dialogId) return dialog.kind;
  }
  return null;
}

export function updateLists(
  client: QueryClient,
  kind: DialogKind,
  change: (data: DialogListData) => DialogListData,
): void {
  for (const listKind of listKindsOf(kind)) {
    client.setQueryData<DialogListData>(dialogListKey(listKind), (data) => (data ? change(data) : data));
  }
}
