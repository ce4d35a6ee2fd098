import { and, eq, inArray } from 'drizzle-orm';
import type { DialogKind } from '@fura/domain/dialog-schemas';
import type { Db } from '../../db/connect';
import { articles, dialogMembers, dialogs, messages, users, type DialogRow } from '../../db/schema';
import { isUuid } from '../../db/ids';

/** The other side of a dialog as lists show him: public profile fields only. */
export const dialogUserColumns = {
  id: users.id,
  type: users.type,
  firstName: users.firstName,
  lastName: users.lastName,
  avatar: users.avatar,
  onlineAt: users.onlineAt,
  isBan: users.isBan,
};
export interface DialogUserRow {
  id: string;
  type: string;
  firstName: string;
  lastName: string;
  avatar: string | null;
  onlineAt: Date | null;
  isBan: boolean;
}

/** What a dialog shows of its listing. */
export const dialogArticleColumns = {
  id: articles.id,
  type: articles.type,
  status: articles.status,
  fromSettlement: articles.fromSettlement,
  toSettlement: articles.toSettlement,
};
export interface DialogArticleRow {
  id: string;
  type: string;
  status: number;
  fromSettlement: string;
  toSettlement: string;
}

/** The pair of a dialog, sorted as stored (user_a < user_b). */
export function sortedPair(one: string, two: string): [string, string] {
  return one < two ? [one, two] : [two, one];
}

export function otherUserId(dialog: Pick<DialogRow, 'userA' | 'userB'>, userId: string): string {
  return dialog.userA === userId ? dialog.userB : dialog.userA;
}

/** A dialog the user is a member of; anything else (unknown, someone else's, not a uuid) is null. */
export async function findMemberDialog(db: Db, dialogId: string, userId: string): Promise<DialogRow | null> {
  if (!isUuid(dialogId)) return null;
  const [row] = await db
    .select({ dialog: dialogs })
    .from(dialogs)
    .innerJoin(dialogMembers, eq(dialogMembers.dialogId, dialogs.id))
    .where(and(eq(dialogs.id, dialogId), eq(dialogMembers.userId, userId)))
    .limit(1);
  return row?.dialog ?? null;
}

/** The same, locked until the transaction ends: sends and reads of one dialog run one after another. */
export async function lockMemberDialog(tx: Db, dialogId: string, userId: string): Promise<DialogRow | null> {
  const found = await findMemberDialog(tx, dialogId, userId);
  if (!found) return null;
  const [row] = await tx.select().from(dialogs).where(eq(dialogs.id, found.id)).for('update');
  return row ?? null;
}

export interface DialogKey {
  kind: DialogKind;
  articleId: string | null;
  userIds: [string, string];
}

/** The dialog of the pair (about the listing, for 'order'), created with both members when there is none. */
export async function findOrCreateDialog(db: Db, key: DialogKey): Promise<DialogRow> {
  const [userA, userB] = sortedPair(...key.userIds);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(dialogs)
      .values({ kind: key.kind, articleId: key.articleId, userA, userB })
      .onConflictDoNothing()
      .returning();
    if (created) {
      await tx.insert(dialogMembers).values([
        { dialogId: created.id, userId: userA },
        { dialogId: created.id, userId: userB },
      ]);
      return created;
    }
    // A concurrent open of the same pair won: its committed row is visible to this new statement.
    const pairWhere = and(eq(dialogs.kind, key.kind), eq(dialogs.userA, userA), eq(dialogs.userB, userB));
    const where = key.articleId ? and(pairWhere, eq(dialogs.articleId, key.articleId)) : pairWhere;
    const [existing] = await tx.select().from(dialogs).where(where).limit(1);
    if (!existing) throw new Error('dialog neither created nor found');
    return existing;
  });
}

export async function findDialogUsers(db: Db, ids: readonly string[]): Promise<Map<string, DialogUserRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select(dialogUserColumns).from(users).where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function findDialogArticles(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, DialogArticleRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select(dialogArticleColumns).from(articles).where(inArray(articles.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function findMessages(db: Db, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map<string, typeof messages.$inferSelect>();
  const rows = await db.select().from(messages).where(inArray(messages.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The user's unread count in each of the dialogs. */
export async function findUnreadCounts(
  db: Db,
  userId: string,
  dialogIds: readonly string[],
): Promise<Map<string, number>> {
  if (dialogIds.length === 0) return new Map();
  const rows = await db
    .select({ dialogId: dialogMembers.dialogId, unread: dialogMembers.unreadCount })
    .from(dialogMembers)
    .where(and(eq(dialogMembers.userId, userId), inArray(dialogMembers.dialogId, [...dialogIds])));
  return new Map(rows.map((row) => [row.dialogId, row.unread]));
}

/**
 * The two users have a dialog of the kind — the dialog `dialogId` when given (the typing indicator is relayed only
 * then).
 */
export async function shareDialog(
  db: Db,
  one: string,
  two: string,
  kind: DialogKind,
  dialogId?: string,
): Promise<boolean> {
  if (!isUuid(one) || !isUuid(two) || one === two) return false;
  if (dialogId !== undefined && !isUuid(dialogId)) return false;
  const [userA, userB] = sortedPair(one, two);
  const [row] = await db
    .select({ id: dialogs.id })
    .from(dialogs)
    .where(
      and(
        eq(dialogs.kind, kind),
        eq(dialogs.userA, userA),
        eq(dialogs.userB, userB),
        dialogId === undefined ? undefined : eq(dialogs.id, dialogId),
      ),
    )
    .limit(1);
  return row !== undefined;
}
