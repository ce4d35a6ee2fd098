/** The session's unread message counters (SPEC §3 dialogsCount: groups 'order' and 'user'; a missing one is 0). */
import type { DialogKind } from '@fura/domain/dialog-schemas';
import type { TUserResponse } from '@fura/domain/user';

type DialogsCount = TUserResponse['dialogsCount'];

export function unreadOfKind(dialogsCount: DialogsCount, kind: DialogKind): number {
  return dialogsCount.find((group) => group._id === kind)?.count ?? 0;
}

/** Over both kinds: the header's messages icon and the «Все» tab. */
export function unreadTotal(dialogsCount: DialogsCount): number {
  return dialogsCount.reduce((sum, group) => sum + Math.max(0, group.count), 0);
}

/** Sets one kind's count (never below 0). */
export function withUnreadSet(session: TUserResponse, kind: DialogKind, count: number): TUserResponse {
  const next = Math.max(0, count);
  if (unreadOfKind(session.dialogsCount, kind) === next && session.dialogsCount.some((g) => g._id === kind)) {
    return session;
  }
  const others = session.dialogsCount.filter((group) => group._id !== kind);
  return { ...session, dialogsCount: [...others, { _id: kind, count: next }] };
}

/** Adds `delta` (negative: read) to one kind, never below 0 (SPEC §4 Messages). */
export function withUnreadAdded(session: TUserResponse, kind: DialogKind, delta: number): TUserResponse {
  if (delta === 0) return session;
  return withUnreadSet(session, kind, unreadOfKind(session.dialogsCount, kind) + delta);
}
