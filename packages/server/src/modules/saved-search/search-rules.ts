import { sql } from 'drizzle-orm';
import { savedSearchMatcher } from '@fura/domain/saved-searches';
import type { SearchableArticle } from '@fura/domain/search';
import type { Db } from '../../db/connect';
import { savedSearches } from '../../db/schema';

export type SearchRule = (listing: SearchableArticle, now: Date) => boolean;

/** Searches whose prepared rules this process keeps (the most recently used). */
export const RULE_CACHE_SIZE = 20_000;
const cache = new Map<string, SearchRule>();

/**
 * The prepared rules (`savedSearchMatcher`) of these saved searches. A search's query and route never change once
 * saved — an update changes only its name, channels, quiet hours and pause — so a rule is prepared once (a corridor's
 * line cut into pieces and indexed) and kept; only the searches not kept are read (their query and route).
 */
export async function rulesOf(
  tx: Db,
  ids: readonly string[],
  detourFactor: number,
): Promise<Map<string, SearchRule>> {
  const rules = new Map<string, SearchRule>();
  const missing: string[] = [];
  for (const id of ids) {
    const rule = cache.get(`${detourFactor}:${id}`);
    if (rule) rules.set(id, rule);
    else missing.push(id);
  }
  if (missing.length > 0) {
    const rows = await tx
      .select({ id: savedSearches.id, query: savedSearches.query, route: savedSearches.route })
      .from(savedSearches)
      // One array parameter, however many (a statement takes at most 65,535 parameters).
      .where(sql`${savedSearches.id} = any(${`{${missing.join(',')}}`}::uuid[])`);
    for (const row of rows) {
      const rule = savedSearchMatcher(row.query, row.route, detourFactor);
      rules.set(row.id, rule);
      remember(`${detourFactor}:${row.id}`, rule);
    }
  }
  return rules;
}

function remember(key: string, rule: SearchRule): void {
  cache.set(key, rule);
  if (cache.size > RULE_CACHE_SIZE) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
}
