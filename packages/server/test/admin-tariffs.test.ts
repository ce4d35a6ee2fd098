import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import {
  TARIFF_ADMIN_MESSAGES as T,
  ZAdminTariffListResponse,
  ZAdminTariffSaveResponse,
  type TAdminTariffPlan,
} from '@fura/domain/admin-site';
import { ZCheckoutResponse, ZPaymentResponse, ZPlansResponse } from '@fura/domain/tariff-schemas';
import { adminAudit } from '../src/db/schema';
import { createCargo, createCarrier } from './helpers/deals';
import { bearer, createUser, type CreatedUser } from './helpers/factories';
import { startTestApp } from './helpers/test-app';

/**
 * Issue 12, «Тарифы»: an admin edits the plans; /tariffs shows the change at once, payments already made keep their
 * amount, the audit log keeps each change. A database of its own: other test files count on the seeded prices.
 */
let t: Awaited<ReturnType<typeof startTestApp>>;
let admin: CreatedUser;
let cargo: CreatedUser;
let carrier: CreatedUser;

beforeAll(async () => {
  t = await startTestApp({ ownDatabase: true });
  admin = await createUser(t.deps.db, { type: 'admin' });
  cargo = await createCargo(t.deps.db);
  carrier = await createCarrier(t.deps.db);
});
afterAll(() => t.close());

function post(url: string, token: string | null, payload: object = {}) {
  return t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, payload });
}

async function plans(): Promise<TAdminTariffPlan[]> {
  const res = await post('/api/admin/tariffs/list', admin.token);
  expect(res.statusCode).toBe(200);
  return ZAdminTariffListResponse.parse(res.json()).plans;
}

async function plan(code: string): Promise<TAdminTariffPlan> {
  const found = (await plans()).find((item) => item.code === code);
  if (!found) throw new Error(`no plan ${code}`);
  return found;
}

async function onSale() {
  const res = await post('/api/tariff/getPlans', null);
  return ZPlansResponse.parse(res.json()).plans;
}

/** The save body of a plan with some fields changed. */
async function edited(code: string, changes: Record<string, unknown>) {
  const { isDemo: _isDemo, ...current } = await plan(code);
  return { ...current, ...changes };
}

function errorsOf(res: { json: () => unknown }) {
  return (res.json() as { errors: { msg: string; param?: string }[] }).errors;
}

describe('who may use /api/admin/tariffs/*', () => {
  it.each(['/api/admin/tariffs/list', '/api/admin/tariffs/save'])(
    '%s: a guest gets 401, a cargo owner and a carrier 404',
    async (url) => {
      const body = await edited('pro-week', { priceKopecks: 1 });
      expect((await post(url, null, body)).statusCode).toBe(401);
      expect((await post(url, cargo.token, body)).statusCode).toBe(404);
      expect((await post(url, carrier.token, body)).statusCode).toBe(404);
      expect((await plan('pro-week')).priceKopecks).toBe(14_000);
    },
  );
});

describe('POST /api/admin/tariffs/list', () => {
  it('answers every plan, the demo one too, in their order', async () => {
    const list = await plans();
    expect(list.map((item) => item.code)).toEqual([
      'demo',
      'pro-week',
      'pro-month',
      'pro-3m',
      'pro-6m',
      'pro-12m',
    ]);
    expect(list[0]).toEqual({
      code: 'demo',
      name: 'ДЕМО',
      days: 7,
      priceKopecks: 0,
      sortOrder: 0,
      enabled: true,
      isDemo: true,
    });
  });
});

describe('POST /api/admin/tariffs/save refuses bad input', () => {
  // [what, plan, changes, field, message]
  const cases: [string, string, Record<string, unknown>, string, string][] = [
    ['a negative price', 'pro-week', { priceKopecks: -100 }, 'priceKopecks', T.price],
    ['a price in fractions of a kopeck', 'pro-week', { priceKopecks: 10.5 }, 'priceKopecks', T.price],
    ['a free paid plan', 'pro-week', { priceKopecks: 0 }, 'priceKopecks', T.pricePaid],
    ['zero days', 'pro-week', { days: 0 }, 'days', T.days],
    ['more than ten years', 'pro-week', { days: 3651 }, 'days', T.days],
    ['an empty name', 'pro-week', { name: '  ' }, 'name', T.nameEmpty],
    ['a name over 60 characters', 'pro-week', { name: 'Т'.repeat(61) }, 'name', T.nameTooLong],
    ['a price for the demo', 'demo', { priceKopecks: 100 }, 'priceKopecks', T.demoPrice],
    ['the demo switched off', 'demo', { enabled: false }, 'enabled', T.demoEnabled],
    ['another period for the demo', 'demo', { days: 14 }, 'days', T.demoDays],
  ];

  it.each(cases)('%s: 400 on its field', async (_label, code, changes, param, msg) => {
    const before = await plan(code);
    const res = await post('/api/admin/tariffs/save', admin.token, await edited(code, changes));
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)).toContainEqual({ msg, param });
    expect(await plan(code)).toEqual(before);
  });

  it('an unknown plan: 404', async () => {
    const res = await post(
      '/api/admin/tariffs/save',
      admin.token,
      await edited('pro-week', { code: 'gold' }),
    );
    expect(res.statusCode).toBe(404);
    expect(errorsOf(res)[0]?.msg).toBe(T.planNotFound);
  });
});

describe('POST /api/admin/tariffs/save', () => {
  it('/tariffs shows the new price at once, with the savings recomputed, and the audit row keeps the change', async () => {
    const monthBefore = (await onSale()).find((item) => item.code === 'pro-month');
    expect(monthBefore?.saving).toEqual({ kopecks: 11_000, percent: 18 });

    const body = await edited('pro-week', { priceKopecks: 20_000, name: ' PRO на неделю ' });
    const res = await post('/api/admin/tariffs/save', admin.token, body);
    expect(res.statusCode).toBe(200);
    const saved = ZAdminTariffSaveResponse.parse(res.json()).plan;
    expect(saved).toMatchObject({ code: 'pro-week', name: 'PRO на неделю', priceKopecks: 20_000 });

    const shown = await onSale();
    const week = shown.find((item) => item.code === 'pro-week');
    expect(week).toMatchObject({ name: 'PRO на неделю', priceKopecks: 20_000, pricePerWeekKopecks: 20_000 });
    // A month at the week's new rate: 20 000 × 30 / 7 = 85 714 kopecks; the month's 49 000 saves 36 714, 43 %.
    expect(shown.find((item) => item.code === 'pro-month')?.saving).toEqual({ kopecks: 36_714, percent: 43 });

    const [audit] = await t.deps.db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.adminId, admin.user.id), eq(adminAudit.action, 'tariffPlanEdit')))
      .orderBy(desc(adminAudit.createdAt));
    expect(audit?.before).toMatchObject({ code: 'pro-week', priceKopecks: 14_000, name: 'PRO на 1 неделю' });
    expect(audit?.after).toMatchObject({ code: 'pro-week', priceKopecks: 20_000, name: 'PRO на неделю' });
  });

  it('a disabled plan leaves /tariffs and can no longer be bought; enabled again, it is back', async () => {
    const res = await post(
      '/api/admin/tariffs/save',
      admin.token,
      await edited('pro-6m', { enabled: false }),
    );
    expect(res.statusCode).toBe(200);
    expect((await onSale()).map((item) => item.code)).not.toContain('pro-6m');
    const checkout = await post('/api/tariff/checkout', carrier.token, { planCode: 'pro-6m' });
    expect(checkout.statusCode).toBe(400);
    expect((await plans()).find((item) => item.code === 'pro-6m')?.enabled).toBe(false);

    await post(
      '/api/admin/tariffs/save',
      admin.token,
      await edited('pro-6m', { enabled: true, sortOrder: 9 }),
    );
    const codes = (await onSale()).map((item) => item.code);
    expect(codes.at(-1)).toBe('pro-6m');
  });

  it('a payment already made keeps the amount it was sold for', async () => {
    const buyer = await createCarrier(t.deps.db);
    const started = await post('/api/tariff/checkout', buyer.token, { planCode: 'pro-month' });
    expect(started.statusCode).toBe(200);
    const payment = ZCheckoutResponse.parse(started.json()).payment;
    expect(payment.amountKopecks).toBe(49_000);

    await post(
      '/api/admin/tariffs/save',
      admin.token,
      await edited('pro-month', { priceKopecks: 59_000, days: 31 }),
    );
    const again = await post('/api/tariff/getPayment', buyer.token, { paymentId: payment._id });
    expect(ZPaymentResponse.parse(again.json()).payment).toMatchObject({ amountKopecks: 49_000, days: 30 });
    expect((await onSale()).find((item) => item.code === 'pro-month')?.priceKopecks).toBe(59_000);
  });

  it('the demo keeps its price, period and switch, but its name may change', async () => {
    const res = await post(
      '/api/admin/tariffs/save',
      admin.token,
      await edited('demo', { name: 'Пробная неделя' }),
    );
    expect(res.statusCode).toBe(200);
    expect(await plan('demo')).toMatchObject({
      name: 'Пробная неделя',
      priceKopecks: 0,
      enabled: true,
      days: 7,
    });
    expect((await onSale()).map((item) => item.code)).not.toContain('demo');
  });
});
