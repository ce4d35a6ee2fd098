import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TARIFF_MESSAGES, type TPayment } from '@fura/domain/tariff-schemas';
import { payments, users } from '../src/db/schema';
import { YooKassaProvider } from '../src/integrations/payments/yookassa-provider';
import { createCargo, createCarrier } from './helpers/deals';
import { bearer, type CreatedUser } from './helpers/factories';
import { startFakeYooKassa, type FakeYooKassa } from './helpers/fake-yookassa';
import { startTestApp } from './helpers/test-app';

const DAY = 24 * 60 * 60 * 1000;
let fake: FakeYooKassa;
let t: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  fake = await startFakeYooKassa();
  const payments = new YooKassaProvider({ ...fake, url: fake.url, vatCode: 1, retryDelayMs: () => 10 });
  t = await startTestApp({ payments });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const call = (path: string, user: CreatedUser | null, payload: unknown = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/${path}`,
    payload: payload as object,
    headers: user ? bearer(user.token) : {},
  });
const webhook = (object: Record<string, unknown>, event = 'payment.succeeded') =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment/yookassa/notification',
    payload: { type: 'notification', event, object },
  });
const userRow = async (user: CreatedUser) =>
  (await t.deps.db.select().from(users).where(eq(users.id, user.user.id)))[0]!;

async function checkout(carrier: CreatedUser, planCode = 'pro-month') {
  const res = await call('tariff/checkout', carrier, { planCode });
  expect(res.statusCode).toBe(200);
  const body = res.json<{ payment: TPayment; confirmationUrl: string }>();
  const [row] = await t.deps.db.select().from(payments).where(eq(payments.id, body.payment._id));
  return { ...body, providerId: row!.providerPaymentId! };
}

describe('tariff checkout on YooKassa (a local fake of its API)', () => {
  it('a first payment with a saved card: page URL, webhook twice → one extension from the current end', async () => {
    const carrier = await createCarrier(t.deps.db);
    const endBefore = (await userRow(carrier)).tariffExpiresAt!;
    const { payment, confirmationUrl, providerId } = await checkout(carrier);
    expect(payment).toMatchObject({ status: 'pending', amountKopecks: 49_000, planCode: 'pro-month' });
    expect(confirmationUrl).toBe(`${fake.url.replace(/\/v3$/, '')}/checkout/${providerId}`);
    const sent = fake.payments.get(providerId)!.request;
    expect(sent).toMatchObject({
      amount: { value: '490.00', currency: 'RUB' },
      save_payment_method: true,
      metadata: { paymentId: payment._id },
      receipt: {
        customer: { email: carrier.user.email },
        items: [{ vat_code: 1, payment_subject: 'service' }],
      },
    });

    fake.settle(providerId, 'succeeded');
    for (let i = 0; i < 2; i += 1)
      expect((await webhook({ id: providerId, status: 'succeeded' })).statusCode).toBe(200);
    const after = await userRow(carrier);
    expect(after.tariff).toBe('pro');
    expect(after.tariffExpiresAt!.getTime()).toBe(endBefore.getTime() + 30 * DAY);
    expect(after).toMatchObject({ cardLast4: '4477', cardType: 'Visa', autopayPlanCode: 'pro-month' });
    const polled = await call('tariff/getPayment', carrier, { paymentId: payment._id });
    expect(polled.json<{ payment: TPayment }>().payment).toMatchObject({
      status: 'succeeded',
      card: { last4: '4477' },
    });
    expect(polled.body).not.toContain(after.paymentMethodId!);
  });

  it('a forged webhook body changes nothing: the payment is read back and is still pending', async () => {
    const carrier = await createCarrier(t.deps.db);
    const { payment, providerId } = await checkout(carrier);
    const forged = await webhook({
      id: providerId,
      status: 'succeeded',
      amount: { value: '1.00', currency: 'RUB' },
    });
    expect(forged.statusCode).toBe(200);
    expect((await userRow(carrier)).tariff).toBe('demo');
    const unknown = await webhook({ id: 'no-such-payment' });
    expect(unknown.statusCode).toBe(200);
    const polled = await call('tariff/getPayment', carrier, { paymentId: payment._id });
    expect(polled.json<{ payment: TPayment }>().payment.status).toBe('pending');
  });

  it('the return-page poll settles a canceled payment with the reason in Russian', async () => {
    const carrier = await createCarrier(t.deps.db);
    const { payment, providerId } = await checkout(carrier, 'pro-week');
    fake.settle(providerId, 'canceled', 'insufficient_funds');
    const polled = await call('tariff/getPayment', carrier, { paymentId: payment._id });
    expect(polled.json<{ payment: TPayment }>().payment).toMatchObject({
      status: 'canceled',
      failure: 'Недостаточно средств на карте',
    });
    expect((await userRow(carrier)).tariff).toBe('demo');
  });

  it('500 and then success with the same key: one payment on YooKassa', async () => {
    const carrier = await createCarrier(t.deps.db);
    const before = fake.payments.size;
    fake.failNext.push(500);
    const { providerId } = await checkout(carrier, 'pro-3m');
    expect(fake.payments.size).toBe(before + 1);
    const keys = fake.requests
      .filter((r) => r.method === 'POST')
      .slice(-2)
      .map((r) => r.idempotenceKey);
    expect(keys[0]).toBe(keys[1]);
    expect(fake.payments.get(providerId)?.amount.value).toBe('1290.00');
  });

  it('refuses guests (401), cargo owners (403), an unknown plan (400) and another carrier’s payment (404)', async () => {
    const carrier = await createCarrier(t.deps.db);
    const other = await createCarrier(t.deps.db);
    expect((await call('tariff/checkout', null, { planCode: 'pro-week' })).statusCode).toBe(401);
    const cargo = await call('tariff/checkout', await createCargo(t.deps.db), { planCode: 'pro-week' });
    expect(cargo.statusCode).toBe(403);
    expect(cargo.json().errors[0].msg).toBe(TARIFF_MESSAGES.carrierOnly);
    for (const planCode of ['demo', 'nope']) {
      const bad = await call('tariff/checkout', carrier, { planCode });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors[0]).toEqual({ msg: TARIFF_MESSAGES.planNotFound, param: 'planCode' });
    }
    const { payment } = await checkout(carrier);
    expect((await call('tariff/getPayment', other, { paymentId: payment._id })).statusCode).toBe(404);
    expect((await call('tariff/getPayments', other, { page: 1 })).json().payments).toEqual([]);
    expect((await call('tariff/getPayments', carrier, { page: 1 })).json().countAll).toBe(1);
  });
});

describe('autopay switch and card', () => {
  it('cannot be on without a saved card; deleting the card turns it off', async () => {
    const carrier = await createCarrier(t.deps.db);
    const without = await call('user/toogleAutoPay', carrier);
    expect(without.statusCode).toBe(400);
    expect(without.json().errors[0].msg).toBe(TARIFF_MESSAGES.noCard);
    await t.deps.db
      .update(users)
      .set({ paymentMethodId: 'pm-1', cardType: 'Visa', cardLast4: '1111', autopayPlanCode: 'pro-month' })
      .where(eq(users.id, carrier.user.id));
    const on = await call('user/toogleAutoPay', carrier);
    expect(on.json()).toEqual({ error: false, isEnableAutoPay: true });
    const view = await call('tariff/getAutopay', carrier);
    expect(view.json()).toMatchObject({
      isEnableAutoPay: true,
      card: { type: 'Visa', last4: '1111' },
      next: { amountKopecks: 49_000 },
    });
    expect(view.body).not.toContain('pm-1');
    const deleted = await call('tariff/deleteCard', carrier);
    expect(deleted.json()).toMatchObject({ isEnableAutoPay: false, card: null, next: null });
    expect((await call('user/toogleAutoPay', null)).statusCode).toBe(401);
    expect((await call('user/toogleAutoPay', await createCargo(t.deps.db))).statusCode).toBe(403);
  });
});
