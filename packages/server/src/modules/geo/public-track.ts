import { estimateArrival, TRACKING_MESSAGES, type TPublicTrack } from '@fura/domain/geo-tracking';
import type { Db } from '../../db/connect';
import type { ArticleRow } from '../../db/schema';
import { hashToken } from '../../http/auth';
import { notFound } from '../../http/errors';
import { presentCarrierLocation } from '../listing/carrier-location';
import { findLinkedListing } from '../listing/link-repo';
import { findTrackedDestination, type TrackedDestination } from '../deal/terms-repo';

/** A token as generateToken() makes them: 32 bytes in base64url. Anything else is not looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * GET /api/track/:token (no login): what the consignee sees — the two settlements (coordinates to 2 decimals, about
 * a kilometre), the carrier's last position, the ETA («примерно») and when the unloading address changed. Nothing else
 * of the listing or of anyone. The destination is the deal's (issue 29: the cargo owner who made the link has the
 * deal; a change awaiting the carrier is not in it yet), the listing's when there is no deal.
 * Unknown, malformed, revoked and expired tokens, and listings no longer on the way, are one and the same 404.
 */
export async function findPublicTrack(db: Db, token: string, now: Date = new Date()): Promise<TPublicTrack> {
  const found = TOKEN_SHAPE.test(token) ? await findLinkedListing(db, hashToken(token), now) : null;
  if (!found) throw notFound(TRACKING_MESSAGES.linkNotFound);
  const destination = await findTrackedDestination(db, found.article, found.link.createdBy);
  return presentPublicTrack(found.article, found.link.expiresAt, destination);
}

const round2 = (value: number) => Math.round(value * 100) / 100;

function presentPublicTrack(
  article: ArticleRow,
  expiresAt: Date,
  deal: TrackedDestination | null,
): TPublicTrack {
  // The link is the cargo owner's own choice to share the position of his listing on the way.
  const position = presentCarrierLocation(article, true);
  const to = deal ?? {
    settlement: article.toSettlement,
    lat: article.toLat,
    lon: article.toLon,
    changedAt: null,
  };
  return {
    from: { settlement: article.fromSettlement, lat: round2(article.fromLat), lon: round2(article.fromLon) },
    to: { settlement: to.settlement, lat: round2(to.lat), lon: round2(to.lon) },
    position,
    eta: position ? estimateArrival(position, { lat: to.lat, lon: to.lon }) : null,
    expiresAt: expiresAt.toISOString(),
    toChangedAt: to.changedAt ? to.changedAt.toISOString() : null,
  };
}
