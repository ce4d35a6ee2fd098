import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TARIFF_MESSAGES, type TPayment } from '@fura/domain/tariff-schemas';
import { notifications, users } from '../src/db/schema';
import { createCargo, createCarrier } from './helpers/deals';
import { bearer, type CreatedUser } from './helpers/factories';
import { socketTestApp } from './helpers/socket-test-app';
import { connectSocket, expectNoEvent, waitFor } from './helpers/sockets';

/** The embedded default (no YooKassa keys): the same purchase through our own test page /pay/demo/{id}. */
const t = socketTestApp();
const DAY = 24 * 60 * 60 * 1000;

const call = (path: string, user: CreatedUser | null, payload: unknown = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/${path}`,
    payload: payload as object,
    headers: user ? bearer(user.token) : {},
  });
const userRow = async (user: CreatedUser) =>
  (await t.deps.db.select().from(users).where(eq(users.id, user.user.id)))[0]!;

async function checkout(carrier: CreatedUser, planCode = 'pro-month'): Promise<TPayment> {
  const res = await call('tariff/checkout', carrier, { planCode });
  expect(res.statusCode).toBe(200);
  const { payment, confirmationUrl } = res.json<{ payment: TPayment; confirmationUrl: string }>();
  expect(confirmationUrl).toBe(`/pay/demo/${payment._id}`);
  return payment;
}

describe('the test payment provider', () => {
  it('«Оплатить» extends the tariff once, saves the test card, notifies and tells every tab', async () => {
    const carrier = await createCarrier(t.deps.db);
    const endBefore = (await userRow(carrier)).tariffExpiresAt!;
    const payment = await checkout(carrier);
    const page = await call('payment/demo/getPayment', carrier, { paymentId: payment._id });
    expect(page.json()).toMatchObject({ payment: { amountKopecks: 49_000, planName: 'PRO на 1 месяц' } });
    expect(page.json().returnUrl).toMatch(new RegExp(`/mytarif\\?payment=${payment._id}$`));

    const otherTab = await connectSocket(t.baseUrl, { token: carrier.token });
    const told = waitFor(otherTab, 'setTariff');
    const decided = await call('payment/demo/decide', carrier, { paymentId: payment._id, decision: 'pay' });
    expect(decided.statusCode).toBe(200);
    const expected = new Date(endBefore.getTime() + 30 * DAY).toISOString();
    expect(await told).toEqual({ tariff: 'pro', expiriesTariffAt: expected });
    // Pressed twice (another tab, a double click): no second extension, no second event.
    const again = expectNoEvent(otherTab, 'setTariff');
    await call('payment/demo/decide', carrier, { paymentId: payment._id, decision: 'pay' });
    await again;
    const after = await userRow(carrier);
    expect(after.tariffExpiresAt!.toISOString()).toBe(expected);
    expect(after).toMatchObject({ tariff: 'pro', cardType: 'Тестовая карта', cardLast4: '4242' });
    const codes = await t.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, carrier.user.id));
    expect(codes.map((n) => n.code)).toEqual(['tariffActivated']);
    const history = await call('tariff/getPayments', carrier, { page: 1 });
    expect(history.json().payments).toMatchObject([{ status: 'succeeded', card: { last4: '4242' } }]);
  });

  it('«Отказаться» cancels with the reason and leaves the tariff as it was', async () => {
    const carrier = await createCarrier(t.deps.db);
    const payment = await checkout(carrier, 'pro-week');
    await call('payment/demo/decide', carrier, { paymentId: payment._id, decision: 'refuse' });
    const polled = await call('tariff/getPayment', carrier, { paymentId: payment._id });
    expect(polled.json().payment).toMatchObject({ status: 'canceled', failure: 'Вы отказались от оплаты' });
    expect((await userRow(carrier)).tariff).toBe('demo');
  });

  it('only the payer decides: another carrier, a cargo owner, a guest and a bad body are refused', async () => {
    const carrier = await createCarrier(t.deps.db);
    const payment = await checkout(carrier);
    const body = { paymentId: payment._id, decision: 'pay' };
    expect((await call('payment/demo/decide', await createCarrier(t.deps.db), body)).statusCode).toBe(404);
    expect((await call('payment/demo/decide', await createCargo(t.deps.db), body)).statusCode).toBe(403);
    expect((await call('payment/demo/decide', null, body)).statusCode).toBe(401);
    expect(
      (await call('payment/demo/decide', carrier, { paymentId: payment._id, decision: 'x' })).statusCode,
    ).toBe(400);
    expect((await userRow(carrier)).tariff).toBe('demo');
    // The webhook of YooKassa does not exist for the test provider.
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/payment/yookassa/notification',
      payload: { type: 'notification', event: 'payment.succeeded', object: { id: `demo-${payment._id}` } },
    });
    expect(hook.statusCode).toBe(404);
  });

  it('the demo week once: refused after it was used, given to a carrier who never had it', async () => {
    const used = await createCarrier(t.deps.db, { tariff: null, demoUsed: true });
    const refused = await call('tariff/returnDemo', used);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].msg).toBe(TARIFF_MESSAGES.demoNotAllowed);
    const fresh = await createCarrier(t.deps.db, { tariff: null, tariffExpiresAt: null, demoUsed: false });
    expect((await call('tariff/getAutopay', fresh)).json().canReturnToDemo).toBe(true);
    const given = await call('tariff/returnDemo', fresh);
    expect(given.json()).toMatchObject({ tariff: 'demo' });
    expect((await call('tariff/returnDemo', fresh)).statusCode).toBe(400);
  });

  it('plans are public, for sale only, with price per week and the saving', async () => {
    const res = await call('tariff/getPlans', null);
    expect(res.statusCode).toBe(200);
    const plans = res.json().plans as { code: string; saving: unknown }[];
    expect(plans.map((plan) => plan.code)).toEqual(['pro-week', 'pro-month', 'pro-3m', 'pro-6m', 'pro-12m']);
    expect(plans[1]).toMatchObject({
      priceKopecks: 49_000,
      pricePerWeekKopecks: 11_433,
      saving: { percent: 18 },
    });
  });
});
