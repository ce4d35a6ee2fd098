import { and, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import {
  MODERATION_PAGE_SIZE,
  type TModerationQueueEntry,
  type TModerationQueueItem,
} from '@fura/domain/passport';
import { USER_ROLES } from '@fura/domain/users';
import type { TVehicleQueueItem } from '@fura/domain/vehicle-check';
import { formatPlate } from '@fura/domain/vehicle-plate';
import type { Db } from '../../../db/connect';
import { userCompanies, users, vehicleTemplates } from '../../../db/schema';

const waiting = and(
  eq(users.passportStatus, 'pending'),
  isNotNull(users.passportPhoto),
  isNotNull(users.passportUploadedAt),
);

/** A vehicle waits with its СТС (issue 29). */
const vehicleWaiting = and(
  eq(vehicleTemplates.checkStatus, 'pending'),
  isNotNull(vehicleTemplates.stsPhoto),
  isNotNull(vehicleTemplates.checkUploadedAt),
);

interface PersonRow {
  id: string;
  firstName: string;
  lastName: string;
  type: string;
  email: string;
}

const personColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  type: users.type,
  email: users.email,
};

function roleOf(type: string) {
  return USER_ROLES.find((role) => role === type) ?? 'cargo';
}

/** An admin sees the e-mail: the console's users are the site's own staff. */
function presentQueueItem(row: PersonRow & { passportUploadedAt: Date | null }): TModerationQueueItem {
  return {
    kind: 'passport',
    userId: row.id,
    name: { first: row.firstName, last: row.lastName },
    type: roleOf(row.type),
    email: row.email,
    uploadedAt: (row.passportUploadedAt ?? new Date(0)).toISOString(),
  };
}

interface VehicleRow {
  templateId: string;
  vehicleName: string;
  plate: string;
  leasePhoto: string | null;
  checkUploadedAt: Date | null;
  companyName: string | null;
  person: PersonRow;
}

/** The carrier, his company's name from the register when he stated one, the plate to compare with the СТС. */
function presentVehicleItem(row: VehicleRow): TVehicleQueueItem {
  return {
    kind: 'vehicle',
    templateId: row.templateId,
    userId: row.person.id,
    name: { first: row.person.firstName, last: row.person.lastName },
    type: roleOf(row.person.type),
    email: row.person.email,
    companyName: row.companyName,
    vehicleName: row.vehicleName,
    plate: formatPlate(row.plate) ?? row.plate,
    hasLease: row.leasePhoto !== null,
    uploadedAt: (row.checkUploadedAt ?? new Date(0)).toISOString(),
  };
}

/** One page of what waits, by id and kind only: passports and vehicles in one order. */
function pageOfWaiting(db: Db, page: number) {
  return unionAll(
    db
      .select({
        kind: sql<string>`'passport'`.as('kind'),
        itemId: sql<string>`${users.id}`.as('item_id'),
        uploadedAt: sql`${users.passportUploadedAt}`.as('uploaded_at'),
      })
      .from(users)
      .where(waiting),
    db
      .select({
        kind: sql<string>`'vehicle'`.as('kind'),
        itemId: sql<string>`${vehicleTemplates.id}`.as('item_id'),
        uploadedAt: sql`${vehicleTemplates.checkUploadedAt}`.as('uploaded_at'),
      })
      .from(vehicleTemplates)
      .where(vehicleWaiting),
  )
    .orderBy(sql`uploaded_at asc`, sql`item_id asc`)
    .limit(MODERATION_PAGE_SIZE)
    .offset((page - 1) * MODERATION_PAGE_SIZE);
}

async function passportsOf(db: Db, ids: string[]): Promise<Map<string, TModerationQueueItem>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ ...personColumns, passportUploadedAt: users.passportUploadedAt })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, presentQueueItem(row)]));
}

async function vehiclesOf(db: Db, ids: string[]): Promise<Map<string, TVehicleQueueItem>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      templateId: vehicleTemplates.id,
      vehicleName: vehicleTemplates.name,
      plate: vehicleTemplates.plate,
      leasePhoto: vehicleTemplates.leasePhoto,
      checkUploadedAt: vehicleTemplates.checkUploadedAt,
      companyName: userCompanies.name,
      person: personColumns,
    })
    .from(vehicleTemplates)
    .innerJoin(users, eq(users.id, vehicleTemplates.ownerId))
    .leftJoin(userCompanies, eq(userCompanies.userId, users.id))
    .where(inArray(vehicleTemplates.id, ids));
  return new Map(rows.map((row) => [row.templateId, presentVehicleItem(row)]));
}

/**
 * One page of the queue: passports and vehicles (issue 29) waiting for a decision, the oldest upload first (ties by
 * id, for stable pages). The page is chosen by one statement over both; its rows are then read in one each.
 */
export async function listModerationQueue(
  db: Db,
  page: number,
): Promise<{ items: TModerationQueueEntry[]; countAll: number }> {
  const [slots, [passports], [vehicles]] = await Promise.all([
    pageOfWaiting(db, page),
    db.select({ value: count() }).from(users).where(waiting),
    db.select({ value: count() }).from(vehicleTemplates).where(vehicleWaiting),
  ]);
  const ids = (kind: string) => slots.filter((slot) => slot.kind === kind).map((slot) => slot.itemId);
  const [people, cars] = await Promise.all([
    passportsOf(db, ids('passport')),
    vehiclesOf(db, ids('vehicle')),
  ]);
  const items = slots.flatMap((slot): TModerationQueueEntry[] => {
    const item = slot.kind === 'vehicle' ? cars.get(slot.itemId) : people.get(slot.itemId);
    return item ? [item] : [];
  });
  return { items, countAll: (passports?.value ?? 0) + (vehicles?.value ?? 0) };
}
