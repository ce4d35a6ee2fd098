import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { isUuid } from '../../db/ids';
import { articles, deals, vehicleTemplates, type ArticleRow, type DealRow } from '../../db/schema';

export interface DealKey {
  articleId: string;
  executorId: string;
}

/** The deal with its listing's type and status, read or locked (FOR UPDATE of the deal's row); undefined when none. */
export async function findDealWithStatus(
  db: Db,
  { articleId, executorId }: DealKey,
  lock = false,
): Promise<{ deal: DealRow; listing: Pick<ArticleRow, 'type' | 'status'> } | undefined> {
  if (!isUuid(articleId) || !isUuid(executorId)) return undefined;
  const query = db
    .select({ deal: deals, listing: { type: articles.type, status: articles.status } })
    .from(deals)
    .innerJoin(articles, eq(articles.id, deals.articleId))
    .where(and(eq(deals.articleId, articleId), eq(deals.executorId, executorId)));
  const [row] = await (lock ? query.for('update', { of: deals }) : query);
  return row;
}

/** «Машина проверена»: the plate is one a moderator verified on a template of this carrier that still has it. */
export async function isPlateVerifiedFor(db: Db, carrierId: string, plate: string): Promise<boolean> {
  if (plate === '') return false;
  const [row] = await db
    .select({ id: vehicleTemplates.id })
    .from(vehicleTemplates)
    .where(
      and(
        eq(vehicleTemplates.ownerId, carrierId),
        eq(vehicleTemplates.checkStatus, 'verified'),
        eq(vehicleTemplates.plate, plate),
        eq(vehicleTemplates.checkedPlate, plate),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export type DealVehicleValues = Pick<
  DealRow,
  'vehiclePlate' | 'vehicleTemplateId' | 'driverName' | 'driverPhone'
>;

/** Any change of the terms raises their version: a contract signed for the old one is to be signed again. */
export async function updateDealVehicle(tx: Db, key: DealKey, values: DealVehicleValues): Promise<DealRow> {
  const [row] = await tx
    .update(deals)
    .set({ ...values, termsVersion: sql`${deals.termsVersion} + 1`, updatedAt: new Date() })
    .where(and(eq(deals.articleId, key.articleId), eq(deals.executorId, key.executorId)))
    .returning();
  if (!row) throw new Error(`deal ${key.articleId}/${key.executorId} vanished under its lock`);
  return row;
}
