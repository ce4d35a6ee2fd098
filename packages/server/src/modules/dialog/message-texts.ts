import { and, eq, inArray, or } from 'drizzle-orm';
import { hasContacts } from '@fura/domain/contact-masking';
import { textForViewer, type ContactDeal, type TextPlace } from '@fura/domain/contact-visibility';
import type { Db } from '../../db/connect';
import { articleExecutors, articles, users, type DialogRow, type MessageRow } from '../../db/schema';

/**
 * Messages' texts as a member sees them (issue 29, the rule in @fura/domain/contact-visibility): the other member's
 * contacts masked unless the dialog is the support's (a member is an admin: the support account), or the two are in
 * an open deal — on the dialog's listing for a listing's dialog, on any listing for a dialog of two users. The
 * writer reads his own as written. The dialogs' places are read only for the messages that need them — written by
 * the other member and holding a contact — so most pages read nothing more. The database keeps what was written.
 */

type PlaceDialog = Pick<DialogRow, 'id' | 'kind' | 'articleId' | 'userA' | 'userB'>;

/** A place where nobody is in a deal: masked for all but the writer. */
const NO_DEAL: TextPlace = { kind: 'direct', deals: [] };

export interface ShownMessage {
  dialog: PlaceDialog;
  message: Pick<MessageRow, 'id' | 'senderId' | 'text'>;
}

/** The members who are admins (the support account): their dialogs are never masked. */
async function adminIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...new Set(ids)]), eq(users.type, 'admin')));
  return new Set(rows.map((row) => row.id));
}

/** The listings' deals (author, executors, state), by listing id. */
async function listingDeals(db: Db, articleIds: readonly string[]): Promise<Map<string, ContactDeal>> {
  const ids = [...new Set(articleIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: articles.id,
      authorId: articles.authorId,
      status: articles.status,
      closedAt: articles.closedAt,
    })
    .from(articles)
    .where(inArray(articles.id, ids));
  const executors = await db
    .select({ articleId: articleExecutors.articleId, userId: articleExecutors.userId })
    .from(articleExecutors)
    .where(inArray(articleExecutors.articleId, ids));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        authorId: row.authorId,
        status: row.status,
        closedAt: row.closedAt,
        executorIds: executors.filter((executor) => executor.articleId === row.id).map((e) => e.userId),
      },
    ]),
  );
}

/** The deals between each pair (either as the author, the other as an executor), by pair key. */
async function pairDeals(db: Db, pairs: readonly [string, string][]): Promise<Map<string, ContactDeal[]>> {
  const result = new Map<string, ContactDeal[]>();
  if (pairs.length === 0) return result;
  const rows = await db
    .select({
      authorId: articles.authorId,
      executorId: articleExecutors.userId,
      status: articles.status,
      closedAt: articles.closedAt,
    })
    .from(articleExecutors)
    .innerJoin(articles, eq(articles.id, articleExecutors.articleId))
    .where(
      or(
        ...pairs.flatMap(([one, two]) => [
          and(eq(articles.authorId, one), eq(articleExecutors.userId, two)),
          and(eq(articles.authorId, two), eq(articleExecutors.userId, one)),
        ]),
      ),
    );
  for (const row of rows) {
    const key = pairKey(row.authorId, row.executorId);
    const deal = {
      authorId: row.authorId,
      executorIds: [row.executorId],
      status: row.status,
      closedAt: row.closedAt,
    };
    result.set(key, [...(result.get(key) ?? []), deal]);
  }
  return result;
}

function pairKey(one: string, two: string): string {
  return one < two ? `${one}:${two}` : `${two}:${one}`;
}

/** Where each dialog's texts were written, by dialog id. */
async function loadPlaces(db: Db, dialogs: readonly PlaceDialog[]): Promise<Map<string, TextPlace>> {
  const admins = await adminIds(
    db,
    dialogs.flatMap((dialog) => [dialog.userA, dialog.userB]),
  );
  const support = (dialog: PlaceDialog) => admins.has(dialog.userA) || admins.has(dialog.userB);
  const others = dialogs.filter((dialog) => !support(dialog));
  const listings = await listingDeals(
    db,
    others.flatMap((dialog) => (dialog.kind === 'order' && dialog.articleId ? [dialog.articleId] : [])),
  );
  const pairs = await pairDeals(
    db,
    others.flatMap((dialog): [string, string][] => (dialog.articleId ? [] : [[dialog.userA, dialog.userB]])),
  );
  const places = new Map<string, TextPlace>();
  for (const dialog of dialogs) {
    const deal = dialog.articleId ? listings.get(dialog.articleId) : undefined;
    if (support(dialog)) places.set(dialog.id, { kind: 'support' });
    else if (deal) places.set(dialog.id, { kind: 'listing', deal });
    else if (!dialog.articleId)
      places.set(dialog.id, { kind: 'direct', deals: pairs.get(pairKey(dialog.userA, dialog.userB)) ?? [] });
  }
  return places;
}

/**
 * The texts `viewerId` sees masked, by message id (a message not in the map is shown as written). One batch of
 * queries for a page of dialogs or messages, none when no message of the other member holds a contact.
 */
export async function maskedTextsFor(
  db: Db,
  items: readonly ShownMessage[],
  viewerId: string,
  now: Date = new Date(),
): Promise<Map<string, string>> {
  const result = new Map<string, string>();
  const candidates = items.filter(
    ({ message }) => message.senderId !== viewerId && hasContacts(message.text),
  );
  if (candidates.length === 0) return result;
  const places = await loadPlaces(db, [
    ...new Map(candidates.map(({ dialog }) => [dialog.id, dialog])).values(),
  ]);
  for (const { dialog, message } of candidates) {
    const place = places.get(dialog.id) ?? NO_DEAL;
    const text = textForViewer(message.text, viewerId, message.senderId, place, now);
    if (text !== message.text) result.set(message.id, text);
  }
  return result;
}
