import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/connect';
import { vapidKeys } from '../../db/schema';
import { generateVapidKeys, type VapidKeys } from '../../integrations/push/push-sender';

/**
 * The VAPID key pair: VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, or — for the embedded default — a pair made once and
 * kept in the database (the first instance to start writes it; the others read the same row), so subscriptions stay
 * valid across restarts.
 */
export async function resolveVapidKeys(db: Db, config: Pick<Config, 'push'>): Promise<VapidKeys> {
  if (config.push.keys) return config.push.keys;
  const read = async () => (await db.select().from(vapidKeys).where(eq(vapidKeys.id, 1)))[0] ?? null;
  const stored = await read();
  if (stored) return { publicKey: stored.publicKey, privateKey: stored.privateKey };
  const made = generateVapidKeys();
  await db
    .insert(vapidKeys)
    .values({ id: 1, ...made })
    .onConflictDoNothing();
  const kept = await read();
  if (!kept) throw new Error('VAPID keys were not stored');
  return { publicKey: kept.publicKey, privateKey: kept.privateKey };
}
