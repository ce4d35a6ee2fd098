import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TARIFF_MESSAGES, type TPayment } from '@fura/domain/tariff-schemas';
import { loadConfig, type Config } from '../src/config';
import { payments, users } from '../src/db/schema';
import { runTariffJobs } from '../src/modules/tariff/tariff-jobs';
import { createCarrier } from './helpers/deals';
import { bearer, type CreatedUser } from './helpers/factories';
import { startFakeYooKassa, type FakeYooKassa } from './helpers/fake-yookassa';
import { captureLog, type CapturedLog } from './helpers/log-capture';
import { startTestApp } from './helpers/test-app';

/**
 * Issue 24: in production the test provider runs only when named (PAYMENT_PROVIDER=test), and without YooKassa keys
 * or that setting nobody takes payments — the site runs, checkout answers 503, /ready and the settings say so.
 */
type App = Awaited<ReturnType<typeof startTestApp>>;
const PUBLIC_URL = 'https://fura.example';
const DAY = 24 * 60 * 60 * 1000;
const WARN = 40;

/** The payment part of a production config, as loadConfig reads it from `env`. */
function production(env: Record<string, string>): Partial<Config> {
  const config = loadConfig({ NODE_ENV: 'production', PUBLIC_URL, ...env });
  return {
    env: 'production',
    publicUrl: config.publicUrl,
    paymentProvider: config.paymentProvider,
    yookassa: config.yookassa,
  };
}

async function start(env: Record<string, string>): Promise<{ t: App; log: CapturedLog }> {
  const log = captureLog();
  const t = await startTestApp({ config: { ...production(env), logLevel: 'warn' }, logStream: log.stream });
  return { t, log };
}

const call = (t: App, path: string, user: CreatedUser | null, payload: unknown = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/${path}`,
    payload: payload as object,
    headers: user ? bearer(user.token) : {},
  });
const ready = async (t: App) => {
  const response = await t.app.inject({ method: 'GET', url: '/ready' });
  expect(response.statusCode).toBe(200);
  return response.json<{ status: string; payments: string }>();
};
const settingsMode = async (t: App) =>
  (await call(t, 'page/getSettings', null)).json<{ payments: string }>().payments;
const paymentRows = (t: App, carrier: CreatedUser) =>
  t.deps.db.select().from(payments).where(eq(payments.userId, carrier.user.id));

describe('PAYMENT_PROVIDER and the YooKassa keys (loadConfig)', () => {
  const provider = (env: Record<string, string>) => loadConfig(env).paymentProvider;
  const keys = { YOOKASSA_SHOP_ID: '123456', YOOKASSA_SECRET_KEY: 'live_secret' };

  it('production: YooKassa with its keys, nobody without them, the test provider only by name', () => {
    expect(provider({ NODE_ENV: 'production', ...keys })).toBe('yookassa');
    expect(provider({ NODE_ENV: 'production' })).toBe('none');
    expect(provider({ NODE_ENV: 'production', PAYMENT_PROVIDER: '' })).toBe('none');
    expect(provider({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'test' })).toBe('test');
    expect(provider({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'none', ...keys })).toBe('none');
  });

  it('development and tests keep the test provider as the default without keys', () => {
    expect(provider({ NODE_ENV: 'development' })).toBe('test');
    expect(provider({ NODE_ENV: 'test' })).toBe('test');
    expect(provider({ NODE_ENV: 'development', ...keys })).toBe('yookassa');
  });

  it('refuses half a shop, yookassa without keys and an unknown provider', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', YOOKASSA_SHOP_ID: '123456' })).toThrow(
      /YOOKASSA_SECRET_KEY/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'yookassa' })).toThrow(
      /PAYMENT_PROVIDER/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'free' })).toThrow(
      /PAYMENT_PROVIDER/,
    );
  });
});

describe('production without keys or PAYMENT_PROVIDER: no payments', () => {
  let app: { t: App; log: CapturedLog };
  beforeAll(async () => {
    app = await start({});
  });
  afterAll(() => app.t.close());

  it('starts, warns, and says so in /ready (still 200) and the settings', async () => {
    expect(app.log.matching('оплата тарифов недоступна', WARN)).toHaveLength(1);
    expect(await ready(app.t)).toMatchObject({ status: 'ready', payments: 'missing' });
    expect(await settingsMode(app.t)).toBe('unavailable');
  });

  it('checkout answers 503 «Оплата временно недоступна» and stores nothing; the test page knows no payment', async () => {
    const carrier = await createCarrier(app.t.deps.db);
    const response = await call(app.t, 'tariff/checkout', carrier, { planCode: 'pro-month' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: true, errors: [{ msg: 'Оплата временно недоступна' }] });
    expect(TARIFF_MESSAGES.paymentsOff).toBe('Оплата временно недоступна');
    expect(await paymentRows(app.t, carrier)).toEqual([]);
    const page = await call(app.t, 'payment/demo/getPayment', carrier, { paymentId: 'demo-anything' });
    expect(page.statusCode).toBe(404);
  });

  it('the tariff jobs run: an autopay carrier at his end is not charged, his tariff ends', async () => {
    const carrier = await createCarrier(app.t.deps.db);
    const ended = new Date(Date.now() - 60_000);
    await app.t.deps.db
      .update(users)
      .set({
        tariff: 'pro',
        tariffExpiresAt: ended,
        isEnableAutoPay: true,
        paymentMethodId: 'card-1',
        cardType: 'Visa',
        cardLast4: '4477',
        autopayPlanCode: 'pro-month',
      })
      .where(eq(users.id, carrier.user.id));
    await expect(runTariffJobs(app.t.deps)).resolves.toMatchObject({ charged: expect.any(Number) });
    // The next day's retry, too: counted, not charged, and nothing left to charge when a provider comes.
    await expect(runTariffJobs(app.t.deps, new Date(Date.now() + DAY + 60_000))).resolves.toBeDefined();
    const [after] = await app.t.deps.db.select().from(users).where(eq(users.id, carrier.user.id));
    expect(after).toMatchObject({ tariff: null, autopayAttempts: 2 });
    expect(after!.tariffExpiresAt!.getTime()).toBe(ended.getTime());
    expect(await paymentRows(app.t, carrier)).toEqual([]);
  });
});

describe('production with PAYMENT_PROVIDER=test: the test page, said out loud', () => {
  let app: { t: App; log: CapturedLog };
  beforeAll(async () => {
    app = await start({ PAYMENT_PROVIDER: 'test' });
  });
  afterAll(() => app.t.close());

  it('warns at start; /ready and the settings name the test mode', async () => {
    expect(app.log.matching('PAYMENT_PROVIDER=test', WARN)).toHaveLength(1);
    expect(await ready(app.t)).toMatchObject({ status: 'ready', payments: 'test' });
    expect(await settingsMode(app.t)).toBe('test');
  });

  it('pays on /pay/demo and comes back to a path of the same site, not to PUBLIC_URL', async () => {
    const carrier = await createCarrier(app.t.deps.db);
    const started = await call(app.t, 'tariff/checkout', carrier, { planCode: 'pro-month' });
    expect(started.statusCode).toBe(200);
    const { payment, confirmationUrl } = started.json<{ payment: TPayment; confirmationUrl: string }>();
    expect(confirmationUrl).toBe(`/pay/demo/${payment._id}`);
    const page = await call(app.t, 'payment/demo/getPayment', carrier, { paymentId: payment._id });
    expect(page.json<{ returnUrl: string }>().returnUrl).toBe(`/mytarif?payment=${payment._id}`);
    const decided = await call(app.t, 'payment/demo/decide', carrier, {
      paymentId: payment._id,
      decision: 'pay',
    });
    expect(decided.json<{ returnUrl: string }>().returnUrl).toBe(`/mytarif?payment=${payment._id}`);
    const [after] = await app.t.deps.db.select().from(users).where(eq(users.id, carrier.user.id));
    expect(after?.tariff).toBe('pro');
  });
});

describe('production with YooKassa keys (a local fake of its API)', () => {
  let fake: FakeYooKassa;
  let app: { t: App; log: CapturedLog };
  beforeAll(async () => {
    fake = await startFakeYooKassa();
    app = await start({
      YOOKASSA_SHOP_ID: fake.shopId,
      YOOKASSA_SECRET_KEY: fake.secretKey,
      YOOKASSA_URL: fake.url,
    });
  });
  afterAll(async () => {
    await app.t.close();
    await fake.close();
  });

  it('warns of nothing; /ready names YooKassa and the settings say live', async () => {
    expect([...app.log.matching('оплат', WARN), ...app.log.matching('PAYMENT', WARN)]).toEqual([]);
    expect(await ready(app.t)).toMatchObject({ status: 'ready', payments: 'yookassa' });
    expect(await settingsMode(app.t)).toBe('live');
  });

  it("checkout goes to YooKassa's page, which sends the payer back to PUBLIC_URL's absolute address", async () => {
    const carrier = await createCarrier(app.t.deps.db);
    const started = await call(app.t, 'tariff/checkout', carrier, { planCode: 'pro-month' });
    expect(started.statusCode).toBe(200);
    const { payment, confirmationUrl } = started.json<{ payment: TPayment; confirmationUrl: string }>();
    const [row] = await paymentRows(app.t, carrier);
    expect(row).toMatchObject({ provider: 'yookassa', id: payment._id });
    expect(confirmationUrl).toBe(`${fake.url.replace(/\/v3$/, '')}/checkout/${row!.providerPaymentId}`);
    expect(fake.payments.get(row!.providerPaymentId!)!.request).toMatchObject({
      confirmation: { type: 'redirect', return_url: `${PUBLIC_URL}/mytarif?payment=${payment._id}` },
    });
  });
});
