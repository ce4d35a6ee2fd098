import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { DealChangeState, TDealChangeItem } from '@fura/domain/deal-terms';
import type { TDealKey } from '@fura/domain/deal-terms-schemas';
import type { Db } from '../../db/connect';
import { isUuid } from '../../db/ids';
import {
  articles,
  dealChanges,
  deals,
  type ArticleRow,
  type DealChangeRow,
  type DealRow,
} from '../../db/schema';

/** The deal's terms as a change reads and writes them (issue 29). */

export interface DealWithListing {
  deal: DealRow;
  article: ArticleRow;
}

const ofDeal = (key: TDealKey) =>
  and(eq(deals.articleId, key.articleId), eq(deals.executorId, key.executorId));
const changesOf = (key: TDealKey) =>
  and(eq(dealChanges.articleId, key.articleId), eq(dealChanges.executorId, key.executorId));

const isKey = (key: TDealKey) => isUuid(key.articleId) && isUuid(key.executorId);

export async function findDealWithListing(db: Db, key: TDealKey): Promise<DealWithListing | null> {
  if (!isKey(key)) return null;
  const [row] = await db
    .select({ deal: deals, article: articles })
    .from(deals)
    .innerJoin(articles, eq(articles.id, deals.articleId))
    .where(ofDeal(key))
    .limit(1);
  return row ?? null;
}

/**
 * The deal row locked for the change (FOR UPDATE), after its listing's row is held FOR SHARE: the listing's status
 * (which says whether a change waits for the carrier) cannot move until the change commits. The listing first, as
 * the executor's choice and removal lock it before the deal.
 */
export async function lockDeal(tx: Db, key: TDealKey): Promise<DealWithListing | null> {
  if (!isKey(key)) return null;
  const [article] = await tx.select().from(articles).where(eq(articles.id, key.articleId)).for('share');
  if (!article) return null;
  const [deal] = await tx.select().from(deals).where(ofDeal(key)).for('update');
  return deal ? { deal, article } : null;
}

/** The change log, newest first. */
export function listChanges(db: Db, key: TDealKey): Promise<DealChangeRow[]> {
  return db
    .select()
    .from(dealChanges)
    .where(changesOf(key))
    .orderBy(desc(dealChanges.createdAt), desc(dealChanges.id));
}

export async function findChange(db: Db, id: string): Promise<DealChangeRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(dealChanges).where(eq(dealChanges.id, id)).limit(1);
  return row ?? null;
}

export async function insertChange(
  tx: Db,
  key: TDealKey,
  values: { changes: TDealChangeItem[]; changedBy: string; state: DealChangeState; createdAt: Date },
): Promise<DealChangeRow> {
  const decidedAt = values.state === 'awaiting' ? null : values.createdAt;
  const [row] = await tx
    .insert(dealChanges)
    .values({ ...key, ...values, decidedAt })
    .returning();
  if (!row) throw new Error('deal change insert returned nothing');
  return row;
}

export async function setChangeState(
  tx: Db,
  id: string,
  state: DealChangeState,
  decidedAt: Date,
): Promise<DealChangeRow> {
  const [row] = await tx
    .update(dealChanges)
    .set({ state, decidedAt })
    .where(eq(dealChanges.id, id))
    .returning();
  if (!row) throw new Error(`deal change ${id} vanished`);
  return row;
}

export async function updateDeal(
  tx: Db,
  key: TDealKey,
  values: Partial<Omit<DealRow, 'articleId' | 'executorId'>>,
): Promise<DealRow> {
  const [row] = await tx.update(deals).set(values).where(ofDeal(key)).returning();
  if (!row) throw new Error(`deal ${key.articleId}/${key.executorId} vanished`);
  return row;
}

/** The viewer's deals on a listing: as its cargo owner or its carrier. */
export function listDealsOfViewer(db: Db, articleId: string, userId: string): Promise<DealRow[]> {
  if (!isUuid(articleId)) return Promise.resolve([]);
  return db
    .select()
    .from(deals)
    .where(
      and(eq(deals.articleId, articleId), or(eq(deals.cargoOwnerId, userId), eq(deals.carrierId, userId))),
    )
    .orderBy(deals.createdAt);
}

/** The executors of the listing whose deal has a change awaiting the carrier. */
export async function executorsAwaiting(db: Db, articleId: string): Promise<Set<string>> {
  const rows = await db
    .select({ executorId: dealChanges.executorId })
    .from(dealChanges)
    .where(and(eq(dealChanges.articleId, articleId), eq(dealChanges.state, 'awaiting')));
  return new Set(rows.map((row) => row.executorId));
}

const IN_FORCE: DealChangeState[] = ['applied', 'confirmed'];

/**
 * The settlements of the deal's addresses now: an address changed in the deal is in the settlement its change named
 * (the deal row keeps no settlement), any other is the listing's.
 */
export function currentSettlements(
  article: Pick<ArticleRow, 'fromSettlement' | 'toSettlement'>,
  newestFirst: readonly Pick<DealChangeRow, 'state' | 'changes'>[],
): { from: string; to: string } {
  const latest = (field: 'fromAddress' | 'toAddress'): string | null => {
    for (const change of newestFirst) {
      if (!IN_FORCE.includes(change.state as DealChangeState)) continue;
      const item = change.changes.find((one) => one.field === field);
      if (item?.newPoint) return item.newPoint.settlement;
    }
    return null;
  };
  return {
    from: latest('fromAddress') ?? article.fromSettlement,
    to: latest('toAddress') ?? article.toSettlement,
  };
}

/** Where a tracked listing's cargo goes now, by the deal of the cargo owner who made the tracking link. */
export interface TrackedDestination {
  settlement: string;
  lat: number;
  lon: number;
  changedAt: Date | null;
}

/**
 * The tracking page's destination (issue 29): the deal's unloading address, not the listing's — an order has one
 * deal; on an offer the link's maker is one of the cargo owners, and his deal is the one. Null without a deal.
 */
export async function findTrackedDestination(
  db: Db,
  article: ArticleRow,
  cargoOwnerId: string,
): Promise<TrackedDestination | null> {
  const [deal] = await db
    .select({
      executorId: deals.executorId,
      toLat: deals.toLat,
      toLon: deals.toLon,
      toChangedAt: deals.toChangedAt,
    })
    .from(deals)
    .where(and(eq(deals.articleId, article.id), eq(deals.cargoOwnerId, cargoOwnerId)))
    .limit(1);
  if (!deal) return null;
  const changes = deal.toChangedAt
    ? await db
        .select({ state: dealChanges.state, changes: dealChanges.changes })
        .from(dealChanges)
        .where(
          and(
            changesOf({ articleId: article.id, executorId: deal.executorId }),
            inArray(dealChanges.state, IN_FORCE),
          ),
        )
        .orderBy(desc(dealChanges.createdAt), desc(dealChanges.id))
    : [];
  return {
    settlement: currentSettlements(article, changes).to,
    lat: deal.toLat,
    lon: deal.toLon,
    changedAt: deal.toChangedAt,
  };
}
