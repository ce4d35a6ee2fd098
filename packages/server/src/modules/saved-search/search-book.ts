import { gt, sql } from 'drizzle-orm';
import type { ArticleType } from '@fura/domain/articles';
import {
  savedSearchFilters,
  savedSearchRouteRule,
  type SavedSearchRouteRule,
  type TSavedSearchQuery,
} from '@fura/domain/saved-searches';
import type { SearchableArticle } from '@fura/domain/search';
import { filterView, SearchFilterTable } from '@fura/domain/search-filter-table';
import type { Db } from '../../db/connect';
import { idIn } from '../../db/ids';
import { savedSearches } from '../../db/schema';

/** What the book keeps of a saved search: the part that never changes once it is saved (decision 39). */
export interface BookEntry {
  id: string;
  userId: string;
  type: ArticleType;
  /** Its filters' row in the book's filter table (search-filter-table.ts). */
  row: number;
  corridor: boolean;
  /**
   * A corridor's route rule (`savedSearchRouteRule`): its line, which may hold thousands of the road's points, cut into
   * pieces and indexed — prepared when a listing that passes its filters first needs it, and kept among the
   * CORRIDOR_RULES most recently prepared (null when not kept, and for a radius search).
   */
  route: SavedSearchRouteRule | null;
}

/** Corridor rules a process keeps prepared (each holds its route's pieces). */
export const CORRIDOR_RULES = 20_000;

/** Rows read per statement when the book loads: each batch is a short turn of the event loop. */
const LOAD_BATCH = 2_000;
/**
 * A search committed after a sync may carry a `created_at` (its transaction's start) a little before that sync's
 * mark: each sync reads back this far. No saving transaction lasts a minute.
 */
const SYNC_OVERLAP_MS = 60_000;
/** How often the searches deleted by anyone are dropped from the book. */
const PRUNE_EVERY_MS = 10 * 60_000;

/**
 * Every saved search's index keys and rule, in this process's memory: a new listing's five keys (search-keys.ts)
 * give its candidates from a map, and their rules decide — the filters from one table of numbers (a row per search,
 * search-filter-table.ts), then a corridor's route rule — with no read of the searches per listing. The book holds only
 * what never changes once a search is saved (its owner, type, query, keys); whatever can change — paused, channels,
 * the owner's ban or tariff, deletion — the database decides when the alerts are written (match-listing.ts).
 *
 * Before each use the book syncs: the ids created since its last sync (with an overlap for transactions still
 * committing) are read in one statement, and the rows of those it does not hold are added, so a search saved on
 * another instance is matched by this one. Deleted searches leave it every ten minutes; until then the write finds no
 * row for them and alerts nobody.
 */
export interface SearchBook {
  /** Loads the book on first use, then adds the searches created since the last sync. */
  sync(tx: Db): Promise<void>;
  /** The searches holding one of these keys. */
  candidates(keys: readonly number[]): BookEntry[];
  /**
   * Those of `entries` that show the listing: their filters from the table, then the corridors' route rules (prepared
   * for the corridors that pass their filters; their routes are read). The same decision as `savedSearchMatcher`.
   */
  matching(
    tx: Db,
    entries: readonly BookEntry[],
    listing: SearchableArticle,
    now: Date,
    detourFactor: number,
  ): Promise<BookEntry[]>;
  readonly size: number;
}

/** A search as the book reads it; the keys as the array's text (parsed in one split, not element by element). */
type Row = { id: string; userId: string; type: string; query: TSavedSearchQuery; cellKeys: string };

const COLUMNS = {
  id: savedSearches.id,
  userId: savedSearches.userId,
  type: savedSearches.type,
  query: savedSearches.query,
  cellKeys: sql<string>`${savedSearches.cellKeys}::text`,
};

async function databaseNow(tx: Db): Promise<Date> {
  const result = await tx.execute<{ at: string | Date }>(sql`select now() as at`);
  // PGlite and node-postgres both answer { rows }.
  return new Date((result as { rows: { at: string | Date }[] }).rows[0]!.at);
}

/** A bigint[] column's text ('{1,2,3}') as numbers. */
const bigintArray = (text: string): number[] =>
  text.length > 2 ? text.slice(1, -1).split(',').map(Number) : [];

export function createSearchBook(now: () => number = Date.now): SearchBook {
  const byId = new Map<string, BookEntry>();
  const byKey = new Map<number, BookEntry[]>();
  let mark: Date | null = null;
  let prunedAt = 0;
  /** The corridors whose rule is kept, oldest first. */
  const prepared = new Set<BookEntry>();
  const table = new SearchFilterTable();
  /** Rows of the table left by deleted searches, for the next ones. */
  const freeRows: number[] = [];
  let nextRow = 0;
  /** One string per owner (a few thousand), not one per search: compared for every match, they stay in cache. */
  const owners = new Map<string, string>();
  const owner = (id: string) => {
    const known = owners.get(id);
    if (known !== undefined) return known;
    owners.set(id, id);
    return id;
  };

  function add(row: Row): void {
    if (byId.has(row.id)) return;
    const entry: BookEntry = {
      id: row.id,
      userId: owner(row.userId),
      type: row.type as ArticleType,
      row: freeRows.pop() ?? nextRow++,
      corridor: row.query.kind === 'corridor',
      route: null,
    };
    table.set(entry.row, savedSearchFilters(row.query));
    byId.set(row.id, entry);
    for (const key of bigintArray(row.cellKeys)) {
      const list = byKey.get(key);
      if (list) list.push(entry);
      else byKey.set(key, [entry]);
    }
  }

  async function load(tx: Db): Promise<void> {
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const rows = await tx
        .select(COLUMNS)
        .from(savedSearches)
        .where(gt(savedSearches.id, after))
        .orderBy(savedSearches.id)
        .limit(LOAD_BATCH);
      for (const row of rows) add(row);
      if (rows.length < LOAD_BATCH) break;
      after = rows[rows.length - 1]!.id;
    }
    layOutByKey();
  }

  /**
   * Renumbers the loaded searches key by key — their table rows, and their entries made anew in that order — so the
   * candidates of one key lie side by side in memory rather than in the order of their ids: a listing reads thousands
   * of them, and at 100,000 searches reaching each was the cost, not deciding it. Searches added later go at the end.
   */
  function layOutByKey(): void {
    const placed = new Set<BookEntry>();
    for (const list of byKey.values()) for (const entry of list) placed.add(entry);
    for (const entry of byId.values()) placed.add(entry);
    const order = [...placed];
    table.reorder(order.map((entry) => entry.row));
    const renewed = new Map<BookEntry, BookEntry>();
    order.forEach((entry, row) =>
      renewed.set(entry, {
        id: entry.id,
        userId: entry.userId,
        type: entry.type,
        row,
        corridor: entry.corridor,
        route: entry.route,
      }),
    );
    for (const [id, entry] of byId) byId.set(id, renewed.get(entry)!);
    for (const [key, list] of byKey)
      byKey.set(
        key,
        list.map((entry) => renewed.get(entry)!),
      );
    freeRows.length = 0;
    nextRow = order.length;
  }

  async function prune(tx: Db): Promise<void> {
    const rows = await tx.select({ id: savedSearches.id }).from(savedSearches);
    const alive = new Set(rows.map((row) => row.id));
    const gone = new Set([...byId.keys()].filter((id) => !alive.has(id)));
    if (gone.size === 0) return;
    for (const id of gone) {
      const entry = byId.get(id);
      if (entry) {
        prepared.delete(entry);
        freeRows.push(entry.row);
      }
      byId.delete(id);
    }
    for (const [key, list] of byKey) {
      const kept = list.filter((entry) => !gone.has(entry.id));
      if (kept.length === 0) byKey.delete(key);
      else if (kept.length < list.length) byKey.set(key, kept);
    }
  }

  /**
   * Prepares the route rules of `missing` corridors (their routes are read). Room is made among the kept ones first,
   * never by dropping one of `needed`.
   */
  async function prepareRoutes(
    tx: Db,
    missing: readonly BookEntry[],
    needed: readonly BookEntry[],
    detourFactor: number,
  ): Promise<void> {
    const rows = await tx
      .select({ id: savedSearches.id, query: savedSearches.query, route: savedSearches.route })
      .from(savedSearches)
      .where(
        idIn(
          savedSearches.id,
          missing.map((entry) => entry.id),
        ),
      );
    if (prepared.size + rows.length > CORRIDOR_RULES) {
      const keep = new Set(needed);
      for (const oldest of prepared) {
        if (prepared.size + rows.length <= CORRIDOR_RULES) break;
        if (keep.has(oldest)) continue;
        oldest.route = null;
        prepared.delete(oldest);
      }
    }
    const byEntryId = new Map(missing.map((entry) => [entry.id, entry]));
    for (const row of rows) {
      const entry = byEntryId.get(row.id)!;
      entry.route = savedSearchRouteRule(row.query, row.route, detourFactor);
      prepared.add(entry);
    }
  }

  return {
    get size() {
      return byId.size;
    },
    async sync(tx) {
      if (mark === null) {
        const syncedAt = await databaseNow(tx);
        await load(tx);
        mark = syncedAt;
        prunedAt = now();
        return;
      }
      // The database's time (the next mark) and the ids created since this mark's overlap; rows only for new ones.
      const since = new Date(mark.getTime() - SYNC_OVERLAP_MS);
      const result = await tx.execute<{ at: string | Date; id: string | null }>(sql`
        select t.at, s.id
          from (select now() as at) t
          left join saved_searches s on s.created_at > ${since.toISOString()}::timestamptz`);
      const seen = (result as { rows: { at: string | Date; id: string | null }[] }).rows;
      const fresh = seen.flatMap((row) => (row.id !== null && !byId.has(row.id) ? [row.id] : []));
      if (fresh.length > 0) {
        const rows = await tx.select(COLUMNS).from(savedSearches).where(idIn(savedSearches.id, fresh));
        for (const row of rows) add(row);
      }
      mark = new Date(seen[0]!.at);
      if (now() - prunedAt >= PRUNE_EVERY_MS) {
        await prune(tx);
        prunedAt = now();
      }
    },
    async matching(tx, entries, listing, now, detourFactor) {
      const view = filterView(listing, now);
      if (!view) return [];
      const passed: BookEntry[] = [];
      const unprepared: BookEntry[] = [];
      for (const entry of entries) {
        if (!table.holds(entry.row, view)) continue;
        passed.push(entry);
        if (entry.corridor && entry.route === null) unprepared.push(entry);
      }
      if (unprepared.length > 0) await prepareRoutes(tx, unprepared, passed, detourFactor);
      const shown: BookEntry[] = [];
      for (const entry of passed) {
        // A corridor deleted since the book read it has no route to read: it shows nothing.
        if (!entry.corridor || (entry.route !== null && entry.route(listing.from, listing.to)))
          shown.push(entry);
      }
      return shown;
    },
    candidates(keys) {
      // A search's keys are all of one shape (search-keys.ts): it holds at most one of a listing's five.
      const found: BookEntry[] = [];
      for (const key of keys) {
        const list = byKey.get(key);
        if (list) for (const entry of list) found.push(entry);
      }
      return found;
    },
  };
}
