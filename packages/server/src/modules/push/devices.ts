import { createPublicKey } from 'node:crypto';
import { and, asc, desc, eq, notInArray } from 'drizzle-orm';
import {
  MAX_PUSH_DEVICES,
  PUSH_MESSAGES,
  type TPushDevice,
  type TPushSubscribeRequest,
} from '@fura/domain/push-schemas';
import type { Db } from '../../db/connect';
import { pushSubscriptions, type UserRow } from '../../db/schema';
import { badRequest } from '../../http/errors';

type DeviceRow = typeof pushSubscriptions.$inferSelect;

/** A browser's keys: a point on P-256 (uncompressed) and a 16-byte secret — anything else could never be encrypted to. */
function usableKeys(keys: { p256dh: string; auth: string }): boolean {
  const point = Buffer.from(keys.p256dh, 'base64url');
  if (point.length !== 65 || point[0] !== 4 || Buffer.from(keys.auth, 'base64url').length !== 16)
    return false;
  try {
    const coordinate = (from: number) => point.subarray(from, from + 32).toString('base64url');
    createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: coordinate(1), y: coordinate(33) }, format: 'jwk' });
    return true;
  } catch {
    return false;
  }
}

/** A device as its owner sees it: never the endpoint or the keys (capabilities to push to him). */
function presentDevice(row: DeviceRow, currentEndpoint: string | undefined): TPushDevice {
  return {
    id: row.id,
    deviceName: row.deviceName,
    createdAt: row.createdAt.toISOString(),
    current: row.endpoint === currentEndpoint,
  };
}

/**
 * Subscribes this browser for the actor. A browser has one subscription: when another user had it (a shared computer,
 * a new login), it is his no more. Beyond MAX_PUSH_DEVICES the oldest of the actor's devices is dropped.
 */
export async function subscribeDevice(
  db: Db,
  actor: UserRow,
  request: TPushSubscribeRequest,
): Promise<TPushDevice> {
  const { subscription, deviceName } = request;
  if (!usableKeys(subscription.keys)) throw badRequest(PUSH_MESSAGES.subscription, 'subscription.keys');
  return db.transaction(async (tx) => {
    const values = {
      userId: actor.id,
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      deviceName,
    };
    const [row] = await tx
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...values, createdAt: new Date() } })
      .returning();
    if (!row) throw new Error('push subscription insert returned nothing');
    const keep = await tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, actor.id))
      .orderBy(desc(pushSubscriptions.createdAt))
      .limit(MAX_PUSH_DEVICES);
    await tx.delete(pushSubscriptions).where(
      and(
        eq(pushSubscriptions.userId, actor.id),
        notInArray(
          pushSubscriptions.id,
          keep.map((device) => device.id),
        ),
      ),
    );
    return presentDevice(row, subscription.endpoint);
  });
}

/** Forgets one of the actor's devices by its endpoint (this browser) or id (from the list); another's stays. */
export async function unsubscribeDevice(
  db: Db,
  actor: UserRow,
  which: { endpoint: string } | { id: string },
): Promise<void> {
  const condition =
    'endpoint' in which ? eq(pushSubscriptions.endpoint, which.endpoint) : eq(pushSubscriptions.id, which.id);
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, actor.id), condition));
}

export async function listDevices(db: Db, actor: UserRow, currentEndpoint?: string): Promise<TPushDevice[]> {
  const rows = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, actor.id))
    .orderBy(asc(pushSubscriptions.createdAt));
  return rows.map((row) => presentDevice(row, currentEndpoint));
}
