import { and, eq, sql } from 'drizzle-orm';
import { roublesLabel } from '@fura/domain/listing-title';
import { nextEmailAt, quietHoursEnd } from '@fura/domain/saved-searches';
import type { SearchableArticle } from '@fura/domain/search';
import type { BodyType } from '@fura/domain/article-options';
import type { Db } from '../../db/connect';
import { idIn } from '../../db/ids';
import { articles, savedSearchAlerts, savedSearches, users } from '../../db/schema';
import { pendingEvent, type PendingEvent } from '../../events/event-bus';
import { articleTypeOf } from '../listing/article-type';
import { storeSiteNotifications } from '../notification/create';
import { pushPayloadOf } from '../notification/push-payload';
import { queuePushes } from '../push/push-queue';
import { carrierHasTariff } from '../tariff/tariff-state';
import { quietHoursOf } from './quiet-hours';
import type { SearchBook } from './search-book';
import { listingKeys } from './search-keys';

/** A saved search that matched, with what its alert needs, read when the alerts are written. */
export type CurrentSearch = {
  id: string;
  userId: string;
  name: string;
  channels: typeof savedSearches.$inferSelect.channels;
  lastEmailedAt: Date | null;
  quietFrom: string | null;
  quietTo: string | null;
  owner: { type: string; isBan: boolean; tariff: string | null; tariffExpiresAt: Date | null };
};

/** The listing as the search rule reads it, and what an alert names. */
async function readListing(tx: Db, articleId: string) {
  const [row] = await tx
    .select({
      id: articles.id,
      type: articles.type,
      status: articles.status,
      authorId: articles.authorId,
      fromLat: articles.fromLat,
      fromLon: articles.fromLon,
      toLat: articles.toLat,
      toLon: articles.toLon,
      fromSettlement: articles.fromSettlement,
      toSettlement: articles.toSettlement,
      loadingDate: articles.loadingDate,
      cargoTypes: articles.cargoTypes,
      weightKg: articles.weightKg,
      volumeM3: articles.volumeM3,
      bodyTypes: articles.bodyTypes,
      budgetKopecks: articles.budgetKopecks,
      confirmedAt: articles.confirmedAt,
      author: {
        isBan: users.isBan,
        companyBlocked: users.companyBlocked,
        tariff: users.tariff,
        tariffExpiresAt: users.tariffExpiresAt,
        isPassportVerified: users.isPassportVerified,
      },
    })
    .from(articles)
    .innerJoin(users, eq(users.id, articles.authorId))
    .where(eq(articles.id, articleId));
  return row ?? null;
}

/**
 * The matched searches as they are now, with their owners: a search deleted or paused since it was saved is not
 * among them (the book keeps only what never changes).
 */
function currentSearches(tx: Db, ids: readonly string[]): Promise<CurrentSearch[]> {
  return tx
    .select({
      id: savedSearches.id,
      userId: savedSearches.userId,
      name: savedSearches.name,
      channels: savedSearches.channels,
      lastEmailedAt: savedSearches.lastEmailedAt,
      quietFrom: savedSearches.quietFrom,
      quietTo: savedSearches.quietTo,
      owner: {
        type: users.type,
        isBan: users.isBan,
        tariff: users.tariff,
        tariffExpiresAt: users.tariffExpiresAt,
      },
    })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(and(idIn(savedSearches.id, ids), eq(savedSearches.paused, false)));
}

/**
 * May the owner of a search see the listing now? A banned user is alerted of nothing; a carrier needs an active
 * tariff to be alerted of orders (he cannot take one without it, SPEC §6).
 */
function ownerMaySee(owner: CurrentSearch['owner'], type: 'order' | 'offer', now: Date): boolean {
  if (owner.isBan) return false;
  if (type === 'order' && owner.type === 'carrier') return carrierHasTariff(owner, now);
  return true;
}

export interface MatchedAlert {
  searchId: string;
  userId: string;
  channels: CurrentSearch['channels'];
}

/** A saved search with its whole rule (`savedSearchMatcher`): what a bench's scan gives instead of the book. */
export type ScannedSearch = {
  id: string;
  userId: string;
  type: 'order' | 'offer';
  rule: (listing: SearchableArticle, now: Date) => boolean;
};

/** Every saved search that may show a listing of `type`, each with its rule: a bench's baseline. */
export type SearchScan = (type: 'order' | 'offer') => Promise<ScannedSearch[]>;

export type MatchOptions = { now: Date; detourFactor: number; book: SearchBook };

/**
 * The saved searches that show a published listing but its author's own: the book's candidates for its five keys,
 * decided by the book (their filters, a corridor's route — `savedSearchMatcher`'s decision: the search page would
 * show it), or, given `scan`, every search it gives by its rule. Whether the owner may still be alerted — the search
 * paused or deleted, the owner banned or without a tariff — is decided when the alerts are written.
 */
export async function findMatchingSearches(
  tx: Db,
  articleId: string,
  options: MatchOptions,
  scan?: SearchScan,
) {
  const listing = await readListing(tx, articleId);
  if (!listing || listing.status !== 2) return null;
  const type = articleTypeOf(listing);
  const from = { lat: listing.fromLat, lon: listing.fromLon };
  const to = { lat: listing.toLat, lon: listing.toLon };
  const searchable: SearchableArticle = {
    type,
    status: listing.status,
    from,
    to,
    loadingDate: listing.loadingDate,
    cargoTypes: listing.cargoTypes,
    weightKg: listing.weightKg,
    volumeM3: listing.volumeM3,
    bodyTypes: listing.bodyTypes as BodyType[],
    budgetKopecks: listing.budgetKopecks,
    authorVisible:
      !listing.author.isBan &&
      !listing.author.companyBlocked &&
      (type === 'order' || carrierHasTariff(listing.author, options.now)),
    authorPassportVerified: listing.author.isPassportVerified,
    confirmedAt: listing.confirmedAt,
  };
  if (!searchable.authorVisible) return { listing, type, matched: [] };
  const notTheAuthors = (search: { userId: string }) => search.userId !== listing.authorId;
  if (scan) {
    const scanned = await scan(type);
    const matched = scanned.filter((search) => notTheAuthors(search) && search.rule(searchable, options.now));
    return { listing, type, matched };
  }
  const { book } = options;
  await book.sync(tx);
  const candidates = book.candidates(listingKeys(type, from, to));
  const matched = await book.matching(tx, candidates, searchable, options.now, options.detourFactor);
  return { listing, type, matched: matched.filter(notTheAuthors) };
}

/**
 * Matches one listing against the saved searches, in the caller's transaction (`findMatchingSearches`). Each match
 * still active (not paused or deleted) whose owner may see the listing now is inserted into `saved_search_alerts` — a pair already there (an earlier publication, another instance) inserts
 * nothing and alerts nobody. For each new one: `savedSearchMatched` to the owner, the bell's notification when the
 * search alerts on the site, a push (held by quiet hours) when on push; e-mail waits for its letter (email-digest.ts).
 * Answers the new alerts.
 */
export async function matchListing(
  tx: Db,
  events: PendingEvent[],
  articleId: string,
  options: MatchOptions,
): Promise<MatchedAlert[]> {
  const found = await findMatchingSearches(tx, articleId, options);
  if (!found || found.matched.length === 0) return [];
  const { listing, type } = found;
  const matched = (
    await currentSearches(
      tx,
      found.matched.map((search) => search.id),
    )
  ).filter((search) => ownerMaySee(search.owner, type, options.now));
  if (matched.length === 0) return [];

  const inserted = await tx
    .insert(savedSearchAlerts)
    .values(
      matched.map((search) => ({
        searchId: search.id,
        articleId,
        emailPending: search.channels.includes('email'),
      })),
    )
    .onConflictDoNothing()
    .returning({ searchId: savedSearchAlerts.searchId });
  const fresh = new Set(inserted.map((row) => row.searchId));
  const alerts = matched.filter((search) => fresh.has(search.id));

  const price = roublesLabel(listing.budgetKopecks);
  const info = (search: CurrentSearch) => ({
    articleId,
    articleType: type,
    routeFrom: listing.fromSettlement,
    routeTo: listing.toSettlement,
    searchId: search.id,
    searchName: search.name,
    ...(price ? { price } : {}),
  });
  const on = (channel: CurrentSearch['channels'][number]) =>
    alerts.filter((search) => search.channels.includes(channel));
  for (const search of alerts) {
    events.push(pendingEvent('savedSearchMatched', { searchId: search.id, articleId }, [search.userId]));
  }
  await storeSiteNotifications(
    tx,
    events,
    on('site').map((search) => ({
      userId: search.userId,
      code: 'savedSearchMatch' as const,
      info: info(search),
    })),
  );
  // Quiet hours hold the push until they end (never the bell).
  await queuePushes(
    tx,
    events,
    on('push').map((search) => {
      const at = quietHoursEnd(options.now, quietHoursOf(search));
      return {
        userId: search.userId,
        payload: pushPayloadOf({ code: 'savedSearchMatch', info: info(search) }),
        notBefore: at > options.now ? at : null,
      };
    }),
  );
  // The first match since the last letter sets when the next goes; later ones join that letter.
  const letters = on('email').map((search) => ({
    id: search.id,
    due: nextEmailAt(search.lastEmailedAt, options.now, quietHoursOf(search)).toISOString(),
  }));
  if (letters.length > 0) {
    await tx.execute(sql`
      update saved_searches set email_due_at = coalesce(saved_searches.email_due_at, d.due)
        from jsonb_to_recordset(${JSON.stringify(letters)}::jsonb) as d(id uuid, due timestamptz)
       where saved_searches.id = d.id`);
  }
  return alerts.map((search) => ({ searchId: search.id, userId: search.userId, channels: search.channels }));
}
