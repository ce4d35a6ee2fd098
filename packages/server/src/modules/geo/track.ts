import type { TGeoTrackResponse } from '@fura/domain/geo-tracking';
import type { Db } from '../../db/connect';
import type { UserRow } from '../../db/schema';
import { assertCargoOwner, trackedListing } from './policy';
import { listTrack } from '../listing/track-repo';

/** POST /api/geo/track: the stored track of one listing on the way, oldest first, for its cargo side only. */
export async function getTrack(db: Db, actor: UserRow, articleId: string): Promise<TGeoTrackResponse> {
  assertCargoOwner(actor);
  const { article } = await trackedListing(db, actor, articleId);
  return { points: await listTrack(db, article.id) };
}
