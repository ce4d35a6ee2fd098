import { and, asc, desc, eq, isNotNull, lte } from 'drizzle-orm';
import { listingTitle } from '@fura/domain/listing-title';
import { moscowToday } from '@fura/domain/loading-date';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/connect';
import {
  articles,
  savedSearchAlerts,
  savedSearches,
  savedSearchUnsubscribeTokens,
  users,
} from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { generateToken, hashToken } from '../../http/auth';
import { queueMail } from '../../mail/outbox-queue';
import { savedSearchDigestMail, SEARCH_UNSUBSCRIBE_PATH } from '../../mail/templates/saved-search-digest';
import { articleTypeOf } from '../listing/article-type';
import { stillShown, type SavedSearchRow } from './repo';

/** Searches whose letters are written per transaction. */
const DIGEST_BATCH = 20;
/** A letter lists at most this many listings (the rest are in «Мои поиски»). */
export const DIGEST_MAX_LISTINGS = 20;

const ruDate = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

/** The listings a search's next letter names: its pending matches still shown, the newest first. */
function pendingListings(tx: Db, searchId: string, today: string) {
  return tx
    .select({
      id: articles.id,
      type: articles.type,
      fromSettlement: articles.fromSettlement,
      toSettlement: articles.toSettlement,
      weightKg: articles.weightKg,
      budgetKopecks: articles.budgetKopecks,
      loadingDate: articles.loadingDate,
    })
    .from(savedSearchAlerts)
    .innerJoin(articles, eq(articles.id, savedSearchAlerts.articleId))
    .innerJoin(users, eq(users.id, articles.authorId))
    .where(
      and(
        eq(savedSearchAlerts.searchId, searchId),
        eq(savedSearchAlerts.emailPending, true),
        stillShown(today),
      ),
    )
    .orderBy(desc(savedSearchAlerts.createdAt))
    .limit(DIGEST_MAX_LISTINGS);
}

/** One search's letter, queued in the outbox with its own unsubscribe token; its pending matches are done. */
async function writeLetter(
  tx: Db,
  events: Parameters<typeof queueMail>[1],
  search: SavedSearchRow,
  owner: { email: string; firstName: string; isBan: boolean },
  now: Date,
): Promise<boolean> {
  const sendable = !owner.isBan && !search.paused && search.channels.includes('email');
  const listings = sendable ? await pendingListings(tx, search.id, moscowToday(now)) : [];
  if (listings.length > 0) {
    const token = generateToken();
    await tx
      .insert(savedSearchUnsubscribeTokens)
      .values({ tokenHash: hashToken(token), searchId: search.id });
    await queueMail(
      tx,
      events,
      savedSearchDigestMail({
        to: owner.email,
        name: owner.firstName,
        searchName: search.name,
        type: search.type === 'offer' ? 'offer' : 'order',
        listings: listings.map((listing) => ({
          title: listingTitle(listing),
          when: `погрузка ${ruDate(listing.loadingDate)}`,
          path: `/${articleTypeOf(listing)}/${listing.id}`,
        })),
        unsubscribePath: `${SEARCH_UNSUBSCRIBE_PATH}${token}`,
      }),
    );
  }
  await tx
    .update(savedSearchAlerts)
    .set({ emailPending: false })
    .where(and(eq(savedSearchAlerts.searchId, search.id), eq(savedSearchAlerts.emailPending, true)));
  await tx
    .update(savedSearches)
    .set({ emailDueAt: null, ...(listings.length > 0 ? { lastEmailedAt: now } : {}) })
    .where(eq(savedSearches.id, search.id));
  return listings.length > 0;
}

/**
 * The saved searches' letters due by `now` (email_due_at: an hour after the previous letter, out of the quiet
 * hours): each lists what matched since — one listing, or a digest. Searches are claimed with SKIP LOCKED, so two
 * instances never write the same letter. Answers how many letters were queued.
 */
export async function sendDueSearchMail(
  deps: Pick<AppDeps, 'db' | 'bus'>,
  now: Date = new Date(),
): Promise<number> {
  let letters = 0;
  for (;;) {
    const batch = await inTransaction(deps.db, deps.bus, async (tx, events) => {
      const due = await tx
        .select({
          search: savedSearches,
          owner: { email: users.email, firstName: users.firstName, isBan: users.isBan },
        })
        .from(savedSearches)
        .innerJoin(users, eq(users.id, savedSearches.userId))
        .where(and(isNotNull(savedSearches.emailDueAt), lte(savedSearches.emailDueAt, now)))
        .orderBy(asc(savedSearches.emailDueAt))
        .limit(DIGEST_BATCH)
        .for('update', { of: savedSearches, skipLocked: true });
      for (const { search, owner } of due) {
        if (await writeLetter(tx, events, search, owner, now)) letters++;
      }
      return due.length;
    });
    if (batch < DIGEST_BATCH) return letters;
  }
}
