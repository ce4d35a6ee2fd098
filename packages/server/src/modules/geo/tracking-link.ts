import {
  TRACKING_LINK_TTL_MS,
  TRACKING_MESSAGES,
  type TTrackingLinkCreated,
} from '@fura/domain/geo-tracking';
import type { AppDeps } from '../../app-deps';
import type { UserRow } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { generateToken, hashToken } from '../../http/auth';
import { notFound } from '../../http/errors';
import { insertLink, revokeLinks } from '../listing/link-repo';
import { assertCargoOwner, trackedListing } from './policy';

/**
 * The consignee's tracking link of a listing on the way: a random token (256 bits, base64url) shown once, only its
 * SHA-256 stored; it lives TRACKING_LINK_TTL_MS at most and dies when the listing leaves «в пути». Each cargo owner
 * of the listing has one live link at most (an offer carries several cargo owners' loads): a new one revokes his
 * previous one.
 */
export async function createTrackingLink(
  deps: Pick<AppDeps, 'db' | 'bus' | 'config'>,
  actor: UserRow,
  articleId: string,
  now: Date = new Date(),
): Promise<TTrackingLinkCreated> {
  assertCargoOwner(actor);
  return inTransaction(deps.db, deps.bus, async (tx) => {
    const { article } = await trackedListing(tx, actor, articleId, true);
    await revokeLinks(tx, article.id, actor.id, now);
    const token = generateToken();
    const link = await insertLink(tx, {
      articleId: article.id,
      createdBy: actor.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + TRACKING_LINK_TTL_MS),
      createdAt: now,
    });
    return {
      token,
      url: `${deps.config.publicUrl}/track/${token}`,
      createdAt: link.createdAt.toISOString(),
      expiresAt: link.expiresAt.toISOString(),
    };
  });
}

/** Revokes the caller's live link of the listing; 404 when he has none (another's link is never his to revoke). */
export async function revokeTrackingLink(
  deps: Pick<AppDeps, 'db' | 'bus'>,
  actor: UserRow,
  articleId: string,
  now: Date = new Date(),
): Promise<void> {
  assertCargoOwner(actor);
  await inTransaction(deps.db, deps.bus, async (tx) => {
    if ((await revokeLinks(tx, articleId, actor.id, now)) === 0)
      throw notFound(TRACKING_MESSAGES.linkNotFound);
  });
}
