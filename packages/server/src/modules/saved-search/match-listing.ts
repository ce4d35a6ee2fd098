import { and, eq, ne, sql } from 'drizzle-orm';
import { roublesLabel } from '@fura/domain/listing-title';
import { nextEmailAt, quietHoursEnd } from '@fura/domain/saved-searches';
import type { SearchableArticle } from '@fura/domain/search';
import type { BodyType } from '@fura/domain/article-options';
import type { Db } from '../../db/connect';
import { articles, savedSearchAlerts, savedSearches, users } from '../../db/schema';
import { pendingEvent, type PendingEvent } from '../../events/event-bus';
import { articleTypeOf } from '../listing/article-type';
import { storeSiteNotifications } from '../notification/create';
import { pushPayloadOf } from '../notification/push-payload';
import { queuePushes } from '../push/push-queue';
import { carrierHasTariff } from '../tariff/tariff-state';
import { quietHoursOf } from './quiet-hours';
import { listingKeys } from './search-keys';
import { rulesOf } from './search-rules';

/** A saved search that may show the listing: read by its cell keys, decided by the domain's rule. */
export type Candidate = {
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

/** What a candidate search is read with (the index read and the bench's full scan alike). */
export const CANDIDATE_COLUMNS = {
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
};

/** The saved searches holding one of the listing's keys (the GIN index on `cell_keys`), but its author's own. */
export function candidateSearches(tx: Db, keys: readonly number[], authorId: string): Promise<Candidate[]> {
  const keyArray = sql`array[${sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  )}]::bigint[]`;
  return tx
    .select(CANDIDATE_COLUMNS)
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

/** Reads the saved searches that may show a listing of `type` with these ends (the index read, or a bench's scan). */
export type CandidateReader = (
  tx: Db,
  listing: {
    type: 'order' | 'offer';
    from: { lat: number; lon: number };
    to: { lat: number; lon: number };
    authorId: string;
  },
) => Promise<Candidate[]>;

/** The index read: the searches holding one of the listing's four keys. */
export const byCellKeys: CandidateReader = (tx, listing) =>
  candidateSearches(tx, listingKeys(listing.type, listing.from, listing.to), listing.authorId);

type MatchOptions = { now: Date; detourFactor: number };

/**
 * The saved searches that would show a published listing: the candidates `read` gives, each kept when its owner may
 * see the listing and the search's own rule (`savedSearchMatcher`, prepared once per search: search-rules.ts — the
 * search page would show it) takes it.
 */
export async function findMatchingSearches(
  tx: Db,
  articleId: string,
  options: MatchOptions,
  read: CandidateReader = byCellKeys,
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
      !listing.author.isBan && (type === 'order' || carrierHasTariff(listing.author, options.now)),
    authorPassportVerified: listing.author.isPassportVerified,
    confirmedAt: listing.confirmedAt,
  };
  if (!searchable.authorVisible) return { listing, type, matched: [] };
  const candidates = (await read(tx, { type, from, to, authorId: listing.authorId })).filter((search) =>
    ownerMaySee(search.owner, type, options.now),
  );
  const rules = await rulesOf(
    tx,
    candidates.map((search) => search.id),
    options.detourFactor,
  );
  const matched = candidates.filter((search) => rules.get(search.id)?.(searchable, options.now) === true);
  return { listing, type, matched };
}

/**
 * Matches one listing against the saved searches, in the caller's transaction (`findMatchingSearches`). Each match
 * is inserted into `saved_search_alerts` — a pair already there (an earlier publication, another instance) inserts
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
  const { listing, type, matched } = found;

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
  const info = (search: Candidate) => ({
    articleId,
    articleType: type,
    routeFrom: listing.fromSettlement,
    routeTo: listing.toSettlement,
    searchId: search.id,
    searchName: search.name,
    ...(price ? { price } : {}),
  });
  const on = (channel: Candidate['channels'][number]) =>
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
