import { and, eq, ne, sql } from 'drizzle-orm';
import { roublesLabel } from '@fura/domain/listing-title';
import { nextEmailAt, quietHoursEnd, savedSearchMatcher } from '@fura/domain/saved-searches';
import type { SearchableArticle } from '@fura/domain/search';
import type { BodyType } from '@fura/domain/article-options';
import type { Db } from '../../db/connect';
import { articles, savedSearchAlerts, savedSearches, users } from '../../db/schema';
import { pendingEvent, type PendingEvent } from '../../events/event-bus';
import { articleTypeOf } from '../listing/article-type';
import { storeSiteNotification } from '../notification/create';
import { pushPayloadOf } from '../notification/push-payload';
import { queuePush } from '../push/push-queue';
import { carrierHasTariff } from '../tariff/tariff-state';
import { quietHoursOf } from './quiet-hours';
import { listingKeys } from './search-keys';

/** A saved search that may show the listing: read by its cell keys, decided by the domain's rule. */
type Candidate = {
  id: string;
  userId: string;
  name: string;
  query: typeof savedSearches.$inferSelect.query;
  route: typeof savedSearches.$inferSelect.route;
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

/** The saved searches holding one of the listing's keys (the GIN index on `cell_keys`), but its author's own. */
export function candidateSearches(tx: Db, keys: readonly number[], authorId: string): Promise<Candidate[]> {
  const keyArray = sql`array[${sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  )}]::bigint[]`;
  return tx
    .select({
      id: savedSearches.id,
      userId: savedSearches.userId,
      name: savedSearches.name,
      query: savedSearches.query,
      route: savedSearches.route,
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
    .where(
      and(
        eq(savedSearches.paused, false),
        sql`${savedSearches.cellKeys} && ${keyArray}`,
        ne(savedSearches.userId, authorId),
      ),
    );
}

/**
 * May the owner of a search see the listing now? A banned user is alerted of nothing; a carrier needs an active
 * tariff to be alerted of orders (he cannot take one without it, SPEC §6).
 */
function ownerMaySee(owner: Candidate['owner'], type: 'order' | 'offer', now: Date): boolean {
  if (owner.isBan) return false;
  if (type === 'order' && owner.type === 'carrier') return carrierHasTariff(owner, now);
  return true;
}

export interface MatchedAlert {
  searchId: string;
  userId: string;
  channels: Candidate['channels'];
}

/**
 * Matches one listing against the saved searches, in the caller's transaction: the searches its keys read, the
 * owner's right to see it, the search's own rule (`savedSearchMatcher`: the search page would show it). Each match is
 * inserted into `saved_search_alerts` — a pair already there (an earlier publication, another instance) inserts
 * nothing and alerts nobody. For each new one: `savedSearchMatched` to the owner, and the bell's notification when
 * the search alerts on the site; e-mail waits for the digest (email-digest.ts). Answers the new alerts.
 */
export async function matchListing(
  tx: Db,
  events: PendingEvent[],
  articleId: string,
  options: { now: Date; detourFactor: number },
): Promise<MatchedAlert[]> {
  const listing = await readListing(tx, articleId);
  if (!listing || listing.status !== 2) return [];
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
      !listing.author.isBan && (type === 'order' || carrierHasTariff(listing.author, options.now)),
    authorPassportVerified: listing.author.isPassportVerified,
    confirmedAt: listing.confirmedAt,
  };
  if (!searchable.authorVisible) return [];

  const candidates = await candidateSearches(tx, listingKeys(type, from, to), listing.authorId);
  const matched = candidates.filter(
    (search) =>
      ownerMaySee(search.owner, type, options.now) &&
      savedSearchMatcher(search.query, search.route, options.detourFactor)(searchable, options.now),
  );
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
  for (const search of alerts) {
    if (search.channels.includes('email')) {
      // The first match since the last letter sets when the next goes; later ones join that letter.
      const due = nextEmailAt(search.lastEmailedAt, options.now, quietHoursOf(search));
      await tx
        .update(savedSearches)
        .set({ emailDueAt: sql`coalesce(${savedSearches.emailDueAt}, ${due.toISOString()}::timestamptz)` })
        .where(eq(savedSearches.id, search.id));
    }
    events.push(pendingEvent('savedSearchMatched', { searchId: search.id, articleId }, [search.userId]));
    const info = {
      articleId,
      articleType: type,
      routeFrom: listing.fromSettlement,
      routeTo: listing.toSettlement,
      searchId: search.id,
      searchName: search.name,
      ...(price ? { price } : {}),
    };
    if (search.channels.includes('push')) {
      // Quiet hours hold the push until they end (never the bell).
      const at = quietHoursEnd(options.now, quietHoursOf(search));
      const payload = pushPayloadOf({ code: 'savedSearchMatch', info });
      await queuePush(tx, events, search.userId, payload, at > options.now ? at : null);
    }
    if (search.channels.includes('site')) {
      await storeSiteNotification(tx, events, { userId: search.userId, code: 'savedSearchMatch', info });
    }
  }
  return alerts.map((search) => ({ searchId: search.id, userId: search.userId, channels: search.channels }));
}
