import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { demoProviderPayments } from '../../db/schema';
import type { CreateProviderPayment, PaymentProvider, ProviderPayment } from './payment-provider';

/** What the test provider shows of the card it «saves». */
export const DEMO_CARD = { cardType: 'Тестовая карта', last4: '4242' } as const;

type DemoRow = typeof demoProviderPayments.$inferSelect;

function toProviderPayment(row: DemoRow): ProviderPayment {
  const paid = row.status === 'succeeded';
  return {
    id: row.id,
    status: row.status === 'succeeded' || row.status === 'canceled' ? row.status : 'pending',
    amountKopecks: row.amountKopecks,
    paymentId: row.paymentId,
    savedMethod: paid && row.methodId ? { id: row.methodId, ...DEMO_CARD } : null,
    card: paid ? { ...DEMO_CARD } : null,
    cancelReason: row.cancelReason,
    confirmationUrl: row.status === 'pending' ? `/pay/demo/${row.paymentId}` : null,
  };
}

/**
 * The built-in test provider (no YooKassa keys — `npm start`): a first payment waits on our own page
 * /pay/demo/{paymentId} («Оплатить» / «Отказаться»), a saved test card is always charged. It keeps its records in its
 * own table, as a real provider keeps them on its side.
 */
export class DemoPaymentProvider implements PaymentProvider {
  readonly name = 'demo' as const;
  constructor(private readonly db: Db) {}

  async create(payment: CreateProviderPayment): Promise<ProviderPayment> {
    const recurring = payment.savedMethodId !== null;
    const [row] = await this.db
      .insert(demoProviderPayments)
      .values({
        id: `demo-${payment.paymentId}`,
        paymentId: payment.paymentId,
        amountKopecks: payment.amountKopecks,
        status: recurring ? 'succeeded' : 'pending',
        saveMethod: !recurring,
        methodId: payment.savedMethodId,
        returnUrl: payment.returnUrl,
      })
      .onConflictDoNothing()
      .returning();
    const stored = row ?? (await this.find(`demo-${payment.paymentId}`));
    if (!stored) throw new Error('demo payment not stored');
    return toProviderPayment(stored);
  }

  async get(providerPaymentId: string): Promise<ProviderPayment | null> {
    const row = await this.find(providerPaymentId);
    return row ? toProviderPayment(row) : null;
  }

  /** The payer's decision on the test page; a decided payment stays as it was. */
  async decide(paymentId: string, decision: 'pay' | 'refuse'): Promise<DemoRow | null> {
    const row = await this.find(`demo-${paymentId}`);
    if (!row || row.status !== 'pending') return row ?? null;
    const [updated] = await this.db
      .update(demoProviderPayments)
      .set(
        decision === 'pay'
          ? { status: 'succeeded', methodId: row.saveMethod ? `demo-card-${randomUUID()}` : row.methodId }
          : { status: 'canceled', cancelReason: 'refused_by_payer' },
      )
      .where(eq(demoProviderPayments.id, row.id))
      .returning();
    return updated ?? row;
  }

  async returnUrlOf(paymentId: string): Promise<string | null> {
    return (await this.find(`demo-${paymentId}`))?.returnUrl ?? null;
  }

  private async find(id: string): Promise<DemoRow | undefined> {
    const [row] = await this.db.select().from(demoProviderPayments).where(eq(demoProviderPayments.id, id));
    return row;
  }
}
