import { and, count, desc, eq, isNotNull, sum } from 'drizzle-orm';
import { DIALOGS_PER_PAGE } from '@fura/domain/constants';
import {
  DIALOG_MESSAGES,
  type DialogListKind,
  type TDialog,
  type TDialogListResponse,
} from '@fura/domain/dialog-schemas';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/connect';
import { dialogMembers, dialogs } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { Presence } from '../../realtime/presence';
import { findMemberDialog } from './repo';
import { presentDialogFor, presentDialogsFor } from './views';

/** The user's dialogs of the kind that have at least one message. */
function listWhere(userId: string, kind: DialogListKind) {
  const mine = and(eq(dialogMembers.userId, userId), isNotNull(dialogs.lastMessageId));
  return kind === 'all' ? mine : and(mine, eq(dialogs.kind, kind));
}

async function countList(db: Db, userId: string, kind: DialogListKind) {
  const [row] = await db
    .select({ countAll: count(), noRead: sum(dialogMembers.unreadCount).mapWith(Number) })
    .from(dialogMembers)
    .innerJoin(dialogs, eq(dialogs.id, dialogMembers.dialogId))
    .where(listWhere(userId, kind));
  return { countAll: row?.countAll ?? 0, noReadCount: row?.noRead ?? 0 };
}

/** dialog/list: one page of DIALOGS_PER_PAGE, newest last message first (ties by id, so pages never overlap). */
export async function listDialogs(
  deps: Pick<AppDeps, 'db'> & { presence: Presence },
  userId: string,
  kind: DialogListKind,
  offset: number,
): Promise<Omit<TDialogListResponse, 'error'>> {
  const [rows, counts] = await Promise.all([
    deps.db
      .select({ dialog: dialogs })
      .from(dialogMembers)
      .innerJoin(dialogs, eq(dialogs.id, dialogMembers.dialogId))
      .where(listWhere(userId, kind))
      .orderBy(desc(dialogs.lastMessageAt), desc(dialogs.id))
      .limit(DIALOGS_PER_PAGE)
      .offset(offset),
    countList(deps.db, userId, kind),
  ]);
  const presented = await presentDialogsFor(
    deps.db,
    deps.presence,
    rows.map((row) => row.dialog),
    userId,
  );
  return { dialogs: presented, ...counts };
}

/** dialog/get: a member's dialog; any other is "not found" (its existence is not revealed). */
export async function getDialog(
  deps: Pick<AppDeps, 'db'> & { presence: Presence },
  userId: string,
  dialogId: string,
): Promise<TDialog> {
  const dialog = await findMemberDialog(deps.db, dialogId, userId);
  if (!dialog) throw notFound(DIALOG_MESSAGES.notFound);
  return presentDialogFor(deps.db, deps.presence, dialog, userId);
}
