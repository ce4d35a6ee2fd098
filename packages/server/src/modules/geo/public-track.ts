import { estimateArrival, TRACKING_MESSAGES, type TPublicTrack } from '@fura/domain/geo-tracking';
import type { Db } from '../../db/connect';
import type { ArticleRow } from '../../db/schema';
import { hashToken } from '../../http/auth';
import { notFound } from '../../http/errors';
import { presentCarrierLocation } from '../listing/carrier-location';
import { findLinkedListing } from '../listing/link-repo';

/** A token as generateToken() makes them: 32 bytes in base64url. Anything else is not looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * GET /api/track/:token (no login): what the consignee sees — the two settlements (coordinates to 2 decimals, about
 * a kilometre), the carrier's last position and the ETA («примерно»). Nothing else of the listing or of anyone.
 * Unknown, malformed, revoked and expired tokens, and listings no longer on the way, are one and the same 404.
 */
export async function findPublicTrack(db: Db, token: string, now: Date = new Date()): Promise<TPublicTrack> {
  const found = TOKEN_SHAPE.test(token) ? await findLinkedListing(db, hashToken(token), now) : null;
  if (!found) throw notFound(TRACKING_MESSAGES.linkNotFound);
  return presentPublicTrack(found.article, found.link.expiresAt);
}

const round2 = (value: number) => Math.round(value * 100) / 100;

function presentPublicTrack(article: ArticleRow, expiresAt: Date): TPublicTrack {
  // The link is the cargo owner's own choice to share the position of his listing on the way.
  const position = presentCarrierLocation(article, true);
  const destination = { lat: article.toLat, lon: article.toLon };
  return {
    from: { settlement: article.fromSettlement, lat: round2(article.fromLat), lon: round2(article.fromLon) },
    to: { settlement: article.toSettlement, lat: round2(article.toLat), lon: round2(article.toLon) },
    position,
    eta: position ? estimateArrival(position, destination) : null,
    expiresAt: expiresAt.toISOString(),
  };
}
