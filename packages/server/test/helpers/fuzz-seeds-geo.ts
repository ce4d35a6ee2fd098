import type { Db } from '../../src/db/connect';
import { trackingLinks } from '../../src/db/schema';
import { generateToken, hashToken } from '../../src/http/auth';
import { createArticle } from './articles';
import { insertExecutor } from './deals';
import type { CreatedUser } from './factories';
import type { Seed } from './fuzz-seeds';

/**
 * Seeds of the tracking routes (issue 13): the cargo owner's order on the way (the carrier drives it), so that each
 * request passes every check, and a live tracking link of another for the public page.
 */
export async function geoSeeds(
  db: Db,
  users: { cargo: CreatedUser; carrier: CreatedUser },
): Promise<Record<string, Seed>> {
  const order = await createArticle(db, users.cargo.user.id, { status: 4 });
  await insertExecutor(db, order.id, users.carrier.user.id);
  // The public page's link is of another listing: the revoke seed kills the links of `order`.
  const shared = await createArticle(db, users.cargo.user.id, { status: 4 });
  await insertExecutor(db, shared.id, users.carrier.user.id);
  const token = generateToken();
  await db.insert(trackingLinks).values({
    articleId: shared.id,
    createdBy: users.cargo.user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
  });
  const cargo = (body: () => Record<string, unknown>): Seed => ({ as: 'cargo', body });
  const listing = () => ({ articleId: order.id });
  return {
    'POST /api/geo/list': cargo(() => ({})),
    'POST /api/geo/track': cargo(listing),
    'POST /api/geo/requestLocation': cargo(() => ({ articleId: order.id, socketId: 'tab-1' })),
    'POST /api/geo/link/create': cargo(listing),
    'POST /api/geo/link/revoke': cargo(listing),
    'GET /api/track/:token': { as: 'guest', params: () => ({ token }) },
  };
}
