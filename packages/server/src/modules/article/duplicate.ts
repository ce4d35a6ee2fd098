import { and, eq, ne, sql } from 'drizzle-orm';
import { ArticleStatus, type ArticleType } from '@fura/domain/articles';
import { FRESHNESS_MESSAGES, isDuplicateListing, vehicleKey } from '@fura/domain/listing-freshness';
import type { Db } from '../../db/connect';
import { articles, type ArticleRow } from '../../db/schema';
import { AppError } from '../../http/errors';

type DuplicateFields = Pick<
  ArticleRow,
  'authorId' | 'fromLat' | 'fromLon' | 'toLat' | 'toLon' | 'loadingDate' | 'cargoTypes' | 'car'
> & { type: ArticleType };

const keyOf = (row: DuplicateFields) => ({
  type: row.type,
  authorId: row.authorId,
  from: { lat: row.fromLat, lon: row.fromLon },
  to: { lat: row.toLat, lon: row.toLon },
  loadingDate: row.loadingDate,
  cargoTypes: row.cargoTypes,
  vehicle: row.type === 'offer' ? vehicleKey(row.car) : null,
});

/**
 * Refuses publishing the same listing twice (issue 26, domain `isDuplicateListing`): 409 «Такой заказ уже
 * опубликован» with the published one's id in the error item. Called in the publishing transaction; an advisory lock
 * per author makes two publishes of one author run one after another, so two tabs cannot both publish it.
 */
export async function assertNotDuplicate(
  tx: Db,
  candidate: DuplicateFields,
  excludeId: string | null = null,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`publish:${candidate.authorId}`}))`);
  const published = await tx
    .select({
      id: articles.id,
      authorId: articles.authorId,
      fromLat: articles.fromLat,
      fromLon: articles.fromLon,
      toLat: articles.toLat,
      toLon: articles.toLon,
      loadingDate: articles.loadingDate,
      cargoTypes: articles.cargoTypes,
      car: articles.car,
    })
    .from(articles)
    .where(
      and(
        eq(articles.authorId, candidate.authorId),
        eq(articles.status, ArticleStatus.Published),
        eq(articles.type, candidate.type),
        eq(articles.loadingDate, candidate.loadingDate),
        ...(excludeId ? [ne(articles.id, excludeId)] : []),
      ),
    );
  const twin = published.find((row) =>
    isDuplicateListing(keyOf(candidate), keyOf({ ...row, type: candidate.type })),
  );
  if (twin) throw new AppError(409, [{ msg: FRESHNESS_MESSAGES.duplicate[candidate.type], id: twin.id }]);
}
