import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../src/app';
import { notifications, payments, users } from '../src/db/schema';
import { YooKassaClient, idempotenceKey } from '../src/integrations/payments/yookassa-client';
import { MemoryFileStorage } from './helpers/memory-file-storage';
import { YooKassaProvider } from '../src/integrations/payments/yookassa-provider';
import { runTariffJobs } from '../src/modules/tariff/tariff-jobs';
import { createCarrier } from './helpers/deals';
import type { CreatedUser } from './helpers/factories';
import { scratchDatabase, type ScratchDatabase } from './helpers/empty-database';
import { startFakeYooKassa, type FakeYooKassa } from './helpers/fake-yookassa';
import { testConfig } from './helpers/test-app';

/**
 * The tariff jobs on two instances at once, on a database of the file's own (the jobs act on every carrier in it).
 * YooKassa is a local fake: each recurring charge it receives is counted.
 */
const DAY = 24 * 60 * 60 * 1000;
let fake: FakeYooKassa;
let scratch: ScratchDatabase;
let a: BuiltApp;
let b: BuiltApp;

beforeAll(async () => {
  fake = await startFakeYooKassa();
  scratch = await scratchDatabase();
  const provider = () => new YooKassaProvider({ ...fake, url: fake.url, vatCode: 1, retryDelayMs: () => 10 });
  const build = () =>
    buildApp({
      config: testConfig(),
      database: scratch.database,
      storage: new MemoryFileStorage(),
      payments: provider(),
    });
  a = await build();
  b = await build();
});
afterAll(async () => {
  await a.app.close();
  await b.app.close();
  await scratch.drop();
  await fake.close();
});

const db = () => scratch.database.db;
const rowOf = async (user: CreatedUser) =>
  (await db().select().from(users).where(eq(users.id, user.user.id)))[0]!;
const codesOf = async (user: CreatedUser) =>
  (await db().select().from(notifications).where(eq(notifications.userId, user.user.id)))
    .map((n) => n.code)
    .sort();
/** The recurring charges YooKassa received for the user's payments. */
const chargesOf = (user: CreatedUser) =>
  [...fake.payments.values()].filter(
    (p) =>
      p.request.payment_method_id !== undefined &&
      paymentUsers.get(p.metadata.paymentId ?? '') === user.user.id,
  );
const paymentUsers = new Map<string, string>();

/** Both instances run the jobs at the same moment, as two servers would. */
async function runBoth(now: Date): Promise<void> {
  await Promise.all([runTariffJobs(a.deps, now), runTariffJobs(b.deps, now)]);
  for (const row of await db().select().from(payments)) paymentUsers.set(row.id, row.userId);
}

/** A card saved with YooKassa through a real first payment of the fake. */
async function savedCard(): Promise<string> {
  const client = new YooKassaClient({ shopId: fake.shopId, secretKey: fake.secretKey, baseUrl: fake.url });
  const first = await client.createPayment(
    {
      amount: { value: '140.00', currency: 'RUB' },
      capture: true,
      description: 'first',
      metadata: {},
      confirmation: { type: 'redirect', return_url: 'http://localhost/mytarif' },
      save_payment_method: true,
    },
    idempotenceKey('card', String(Math.random())),
  );
  return fake.settle(first.id, 'succeeded').payment_method!.id;
}

async function carrierEnding(end: Date, autopay: boolean): Promise<CreatedUser> {
  const method = autopay ? await savedCard() : null;
  return createCarrier(db(), {
    tariff: 'pro',
    tariffExpiresAt: end,
    isEnableAutoPay: autopay,
    paymentMethodId: method,
    cardType: method ? 'Visa' : null,
    cardLast4: method ? '4477' : null,
    autopayPlanCode: autopay ? 'pro-month' : null,
  });
}

describe('tariff jobs on two instances', () => {
  it('remind once, charge autopay once, expire the rest; a declined charge is retried once a day later', async () => {
    const now = new Date();
    const ending = await carrierEnding(new Date(now.getTime() + DAY), false);
    const renewed = await carrierEnding(new Date(now.getTime() - 60_000), true);
    const lapsed = await carrierEnding(new Date(now.getTime() - 60_000), false);

    await runBoth(now);
    await runBoth(now);
    expect(await codesOf(ending)).toEqual(['tariffWillCancel']);
    expect((await rowOf(ending)).tariff).toBe('pro');
    expect(chargesOf(renewed)).toHaveLength(1);
    expect(chargesOf(renewed)[0]?.request).toMatchObject({ amount: { value: '490.00' }, capture: true });
    expect(await codesOf(renewed)).toEqual(['autopaySuccess']);
    const renewedRow = await rowOf(renewed);
    expect(renewedRow.tariff).toBe('pro');
    // From the moment the charge succeeded (the old end had passed): a month on.
    const renewedEnd = renewedRow.tariffExpiresAt!.getTime();
    expect(renewedEnd).toBeGreaterThanOrEqual(now.getTime() + 30 * DAY);
    expect(renewedEnd).toBeLessThan(Date.now() + 30 * DAY + 1000);
    const lapsedRow = await rowOf(lapsed);
    expect(lapsedRow).toMatchObject({ tariff: null });
    expect(lapsedRow.tariffExpiresAt).not.toBeNull();

    fake.declineRecurring = 'insufficient_funds';
    const declined = await carrierEnding(new Date(now.getTime() - 60_000), true);
    await runBoth(now);
    await runBoth(new Date(now.getTime() + 60_000));
    expect(chargesOf(declined)).toHaveLength(1);
    expect(await codesOf(declined)).toEqual(['autopayError']);
    const [error] = await db().select().from(notifications).where(eq(notifications.userId, declined.user.id));
    expect(error?.info).toMatchObject({ commentFail: 'Недостаточно средств на карте' });
    expect((await rowOf(declined)).tariff).toBeNull();

    await runBoth(new Date(now.getTime() + DAY + 60_000));
    expect(chargesOf(declined)).toHaveLength(2);
    await runBoth(new Date(now.getTime() + 2 * DAY + 60_000));
    expect(chargesOf(declined)).toHaveLength(2);
    expect(chargesOf(renewed)).toHaveLength(1);
  });

  it('an autopay charge that got no answer is sent again with the same key: one charge, one extension', async () => {
    const now = new Date();
    const silent = await carrierEnding(new Date(now.getTime() - 60_000), true);
    fake.declineRecurring = null;
    // Every attempt of the job's call answers 500: YooKassa created the charge, we never learnt of it.
    fake.failNext = [500, 500, 500];
    await runBoth(now);
    fake.failNext = [];
    const [pending] = await db().select().from(payments).where(eq(payments.userId, silent.user.id));
    expect(pending).toMatchObject({ status: 'pending', providerPaymentId: null, kind: 'autopay' });
    expect((await rowOf(silent)).tariff).toBeNull();

    await runBoth(new Date(now.getTime() + 2 * 60_000));
    await runBoth(new Date(now.getTime() + 3 * 60_000));
    expect(chargesOf(silent)).toHaveLength(1);
    const keys = fake.requests
      .filter((r) => r.method === 'POST')
      .map((r) => r.idempotenceKey)
      .filter((key) => key === idempotenceKey('payment', pending!.id));
    expect(keys.length).toBeGreaterThanOrEqual(4);
    const [paid] = await db().select().from(payments).where(eq(payments.userId, silent.user.id));
    expect(paid).toMatchObject({ status: 'succeeded', providerPaymentId: chargesOf(silent)[0]!.id });
    const row = await rowOf(silent);
    expect(row.tariff).toBe('pro');
    expect(row.tariffExpiresAt!.getTime()).toBeGreaterThanOrEqual(now.getTime() + 30 * DAY);
    expect(await codesOf(silent)).toEqual(['autopaySuccess']);
  });

  it('an unanswered autopay charge is canceled, not sent again, when the card was deleted meanwhile', async () => {
    const now = new Date();
    const deleted = await carrierEnding(new Date(now.getTime() - 60_000), true);
    fake.failNext = [500, 500, 500];
    await runBoth(now);
    fake.failNext = [];
    const [pending] = await db().select().from(payments).where(eq(payments.userId, deleted.user.id));
    const sent = fake.requests.length;
    await db()
      .update(users)
      .set({ paymentMethodId: null, isEnableAutoPay: false })
      .where(eq(users.id, deleted.user.id));
    await runBoth(new Date(now.getTime() + 2 * 60_000));
    expect(fake.requests.slice(sent).filter((r) => r.method === 'POST')).toHaveLength(0);
    const [canceled] = await db().select().from(payments).where(eq(payments.id, pending!.id));
    expect(canceled).toMatchObject({ status: 'canceled', failureReason: 'provider_error' });
  });
});
