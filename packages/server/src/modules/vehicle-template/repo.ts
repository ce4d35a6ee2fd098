import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { users, vehicleTemplates, type VehicleTemplateRow } from '../../db/schema';

/** What the template form sets; the vehicle check's columns (issue 29) are set by the check's own calls. */
export type TemplateValues = Omit<
  VehicleTemplateRow,
  | 'id'
  | 'ownerId'
  | 'createdAt'
  | 'updatedAt'
  | 'plate'
  | 'stsPhoto'
  | 'leasePhoto'
  | 'checkStatus'
  | 'checkComment'
  | 'checkUploadedAt'
  | 'checkedPlate'
>;

/** The vehicle check's columns (issue 29), set by the plate edit, the check's upload and the moderator. */
export type CheckColumns = Pick<
  VehicleTemplateRow,
  'plate' | 'stsPhoto' | 'leasePhoto' | 'checkStatus' | 'checkComment' | 'checkUploadedAt' | 'checkedPlate'
>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The owner's templates, newest first. */
export function listTemplatesOf(db: Db, ownerId: string): Promise<VehicleTemplateRow[]> {
  return db
    .select()
    .from(vehicleTemplates)
    .where(eq(vehicleTemplates.ownerId, ownerId))
    .orderBy(desc(vehicleTemplates.createdAt), desc(vehicleTemplates.id));
}

/** A template by id, or null (also for ids that are not UUIDs, which the uuid column would refuse). */
export async function findTemplate(db: Db, id: string): Promise<VehicleTemplateRow | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db.select().from(vehicleTemplates).where(eq(vehicleTemplates.id, id)).limit(1);
  return row ?? null;
}

export async function countTemplatesOf(db: Db, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(vehicleTemplates)
    .where(eq(vehicleTemplates.ownerId, ownerId));
  return row?.value ?? 0;
}

/** Serialises one owner's template inserts, so that two parallel creates cannot both pass the limit. */
export async function lockOwner(tx: Db, ownerId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update');
}

export async function insertTemplate(
  tx: Db,
  ownerId: string,
  values: TemplateValues & Partial<CheckColumns>,
): Promise<VehicleTemplateRow> {
  const [row] = await tx
    .insert(vehicleTemplates)
    .values({ ...values, ownerId })
    .returning();
  if (!row) throw new Error('template insert returned nothing');
  return row;
}

/** The owner's template locked for update (FOR UPDATE), or null. */
export async function lockTemplate(db: Db, id: string, ownerId: string): Promise<VehicleTemplateRow | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db
    .select()
    .from(vehicleTemplates)
    .where(and(eq(vehicleTemplates.id, id), eq(vehicleTemplates.ownerId, ownerId)))
    .for('update');
  return row ?? null;
}

/** Updates the owner's template; null when it is gone (deleted in between). */
export async function updateTemplate(
  db: Db,
  id: string,
  ownerId: string,
  values: Partial<TemplateValues & CheckColumns>,
): Promise<VehicleTemplateRow | null> {
  const [row] = await db
    .update(vehicleTemplates)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(vehicleTemplates.id, id), eq(vehicleTemplates.ownerId, ownerId)))
    .returning();
  return row ?? null;
}

/** Deletes the owner's template; answers the deleted row (its photo is to be deleted too), or null. */
export async function deleteTemplate(
  db: Db,
  id: string,
  ownerId: string,
): Promise<VehicleTemplateRow | null> {
  const [row] = await db
    .delete(vehicleTemplates)
    .where(and(eq(vehicleTemplates.id, id), eq(vehicleTemplates.ownerId, ownerId)))
    .returning();
  return row ?? null;
}
