import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { payments, type PaymentRow, type UserRow } from '../../db/schema';
import { isUuid } from '../../db/ids';
import { assertCarrier, assertOwnPayment } from './policy';

/** A payment by our id; an id that cannot be one finds nothing (never a database error). */
export async function findPayment(db: Db, id: string): Promise<PaymentRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

/** The caller's own payment: carriers only; anyone else's (or none) is "not found". */
export async function findOwnPayment(db: Db, user: UserRow, id: string): Promise<PaymentRow> {
  assertCarrier(user);
  const payment = await findPayment(db, id);
  assertOwnPayment(user, payment);
  return payment;
}
