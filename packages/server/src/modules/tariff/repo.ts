import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { payments, type PaymentRow } from '../../db/schema';
import { isUuid } from '../article/repo';

/** A payment by our id; an id that cannot be one finds nothing (never a database error). */
export async function findPayment(db: Db, id: string): Promise<PaymentRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}
