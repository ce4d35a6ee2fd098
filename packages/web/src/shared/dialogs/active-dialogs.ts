/**
 * Which dialogs this tab shows right now (open and visible). A message that arrives in such a dialog is read at
 * once, so it is not added to the unread counters; it is remembered as "uncounted" so that the read that follows
 * subtracts only what was counted (SPEC §4: counters never below 0).
 */
import { useEffect, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { DialogKind } from '@fura/domain/dialog-schemas';
import type { TUserResponse } from '@fura/domain/user';
import { SESSION_QUERY_KEY } from '../session/session-query';
import { withUnreadAdded } from './session-counts';

const active = new Map<string, DialogKind>();
const uncounted = new Map<string, number>();

export function isDialogActive(dialogId: string): boolean {
  return active.has(dialogId);
}

export function noteUncounted(dialogId: string): void {
  uncounted.set(dialogId, (uncounted.get(dialogId) ?? 0) + 1);
}

/** How many messages of the dialog were not counted; the count starts again from 0. */
export function takeUncounted(dialogId: string): number {
  const count = uncounted.get(dialogId) ?? 0;
  uncounted.delete(dialogId);
  return count;
}

function activate(dialogId: string, kind: DialogKind): void {
  active.set(dialogId, kind);
}

/** Leaving without reading: what was not counted is unread after all. */
function deactivate(client: QueryClient, dialogId: string, kind: DialogKind): void {
  active.delete(dialogId);
  const missed = takeUncounted(dialogId);
  if (missed > 0) {
    client.setQueryData<TUserResponse | null>(SESSION_QUERY_KEY, (session) =>
      session ? withUnreadAdded(session, kind, missed) : session,
    );
  }
}

function pageVisible(): boolean {
  return typeof document === 'undefined' || document.visibilityState !== 'hidden';
}

/** Marks the dialog shown while the page is visible; returns whether it is visible now. */
export function useActiveDialog(dialog: { _id: string; kind: DialogKind } | null): boolean {
  const client = useQueryClient();
  const [visible, setVisible] = useState(pageVisible);
  const dialogId = dialog?._id ?? null;
  const kind = dialog?.kind ?? null;

  useEffect(() => {
    const update = () => setVisible(pageVisible());
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);

  useEffect(() => {
    if (!dialogId || !kind || !visible) return;
    activate(dialogId, kind);
    return () => deactivate(client, dialogId, kind);
  }, [client, dialogId, kind, visible]);

  return visible;
}
