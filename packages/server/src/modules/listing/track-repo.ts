import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { TRACK_MAX_POINTS, TRACK_POINT_EVERY_MS, type TTrackPoint } from '@fura/domain/geo-tracking';
import type { Db } from '../../db/connect';
import { articles, locationPoints, trackingLinks } from '../../db/schema';

/**
 * The stored track of a trip (location_points): one point per listing per TRACK_POINT_EVERY_MS at most; over
 * TRACK_MAX_POINTS a trip, every second point of the older half goes (the first and the newest half stay), so the
 * shape of the whole trip is kept while the recent part stays detailed.
 */
export async function storeTrackPoints(
  tx: Db,
  articleIds: readonly string[],
  carrierId: string,
  position: readonly [number, number],
  at: Date,
): Promise<void> {
  if (articleIds.length === 0) return;
  const since = new Date(at.getTime() - TRACK_POINT_EVERY_MS);
  const result = await tx.execute<{ article_id: string }>(sql`
    insert into ${locationPoints} (article_id, carrier_id, lat, lon, at)
    select ${articles.id}, ${carrierId}::uuid, ${position[0]}::float8, ${position[1]}::float8, ${at.toISOString()}::timestamptz
    from ${articles}
    where ${articles.id} in (${idList(articleIds)})
      and not exists (
        select 1 from ${locationPoints} recent
        where recent.article_id = ${articles.id} and recent.at > ${since.toISOString()}::timestamptz
      )
    returning article_id`);
  // PGlite and node-postgres both answer { rows }.
  const inserted = (result as { rows: { article_id: string }[] }).rows;
  if (inserted.length > 0)
    await thinTracks(
      tx,
      inserted.map((row) => row.article_id),
    );
}

const idList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

async function thinTracks(tx: Db, articleIds: readonly string[]): Promise<void> {
  await tx.execute(sql`
    delete from ${locationPoints} using (
      select id,
        row_number() over (partition by article_id order by at, id) as rn,
        count(*) over (partition by article_id) as total
      from ${locationPoints} where article_id in (${idList(articleIds)})
    ) ranked
    where ${locationPoints.id} = ranked.id
      and ranked.total > ${TRACK_MAX_POINTS} and ranked.rn % 2 = 0 and ranked.rn <= ranked.total / 2`);
}
/** The track of a listing, oldest first. */
export async function listTrack(db: Db, articleId: string): Promise<TTrackPoint[]> {
  const rows = await db
    .select({ lat: locationPoints.lat, lon: locationPoints.lon, at: locationPoints.at })
    .from(locationPoints)
    .where(eq(locationPoints.articleId, articleId))
    .orderBy(asc(locationPoints.at), asc(locationPoints.id));
  return rows.map((row) => [row.lat, row.lon, row.at.toISOString()]);
}

/**
 * The listing left «в пути»: its track is forgotten and every tracking link of it dies, in the caller's
 * transaction (with the status change).
 */
export async function forgetTrack(tx: Db, articleId: string, now: Date = new Date()): Promise<void> {
  await tx.delete(locationPoints).where(eq(locationPoints.articleId, articleId));
  await tx
    .update(trackingLinks)
    .set({ revokedAt: now })
    .where(and(eq(trackingLinks.articleId, articleId), isNull(trackingLinks.revokedAt)));
}
