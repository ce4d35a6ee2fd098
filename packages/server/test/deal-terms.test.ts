import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEAL_TERMS_MESSAGES } from '@fura/domain/deal-terms';
import {
  ZDeal,
  ZDealChangeResponse,
  ZDealListResponse,
  ZDealResponse,
} from '@fura/domain/deal-terms-schemas';
import { ERROR_MESSAGES } from '@fura/domain/errors';
import { notificationLink, notificationText } from '@fura/domain/notification-texts';
import { articles, users } from '../src/db/schema';
import { postArticleJson } from './helpers/articles';
import { createUser } from './helpers/factories';
import {
  NEW_TO,
  changeRows,
  changeTerms,
  dealRow,
  dealScene,
  notificationsOf,
  postDeal,
} from './helpers/deal-terms';
import { firstMessage } from './helpers/location-scenes';
import { startTestApp } from './helpers/test-app';

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const errorsOf = (res: { json: () => unknown }) =>
  (res.json() as { errors: { msg: string; param?: string }[] }).errors;

describe('POST /api/deal/get', () => {
  it('shows the deal to its cargo owner: the listing in a line, the parties, the terms as chosen, no log yet', async () => {
    const { owner, carrier, order, key } = await dealScene(t.app, t.deps.db);
    const res = await postDeal(t.app, 'get', owner.token, key);
    expect(res.statusCode, res.body).toBe(200);
    const { deal } = ZDealResponse.parse(res.json());
    expect(Object.keys(deal).sort()).toEqual(Object.keys(ZDeal.shape).sort());
    expect(deal).toMatchObject({
      articleId: order.id,
      executorId: carrier.user.id,
      listing: { _id: order.id, type: 'order', status: 3, statusLabel: 'Исполнитель выбран' },
      viewerRole: 'cargoOwner',
      terms: {
        from: { address: order.fromAddress, settlement: 'Москва', lat: order.fromLat, lon: order.fromLon },
        to: { address: order.toAddress, settlement: 'Казань', lat: order.toLat, lon: order.toLon },
        loadingDate: order.loadingDate,
        unloadingDate: null,
        consigneeName: '',
        consigneePhone: '',
      },
      termsVersion: 1,
      toChangedAt: null,
      awaiting: null,
      changes: [],
      canChange: true,
      canDecide: false,
    });
    expect(deal.listing.title).toMatch(/^Москва → Казань, 1,5 т/);
    expect(deal.cargoOwner).toMatchObject({ _id: owner.user.id, name: { first: 'Ольга', last: 'Грузова' } });
    expect(deal.carrier).toMatchObject({ _id: carrier.user.id, name: { first: 'Степан', last: 'Водилов' } });
    // The parties' phones and e-mails are the contacts' business (deal-contacts), not this page's.
    for (const user of [owner.user, carrier.user]) {
      expect(res.body).not.toContain(user.email);
      expect(res.body).not.toContain(user.phone);
      expect(res.body).not.toContain(user.passwordHash);
    }
  });

  it('shows the same deal to its carrier, who may not change it', async () => {
    const { carrier, key } = await dealScene(t.app, t.deps.db);
    const res = await postDeal(t.app, 'get', carrier.token, key);
    expect(res.statusCode).toBe(200);
    expect(ZDealResponse.parse(res.json()).deal).toMatchObject({
      viewerRole: 'carrier',
      canChange: false,
      canDecide: false,
    });
  });

  it('is not found for anyone else: a stranger, another cargo owner, an admin, an unknown or malformed id', async () => {
    const { stranger, key } = await dealScene(t.app, t.deps.db);
    const otherCargo = await createUser(t.deps.db, { type: 'cargo' });
    const admin = await createUser(t.deps.db, { type: 'admin' });
    for (const user of [stranger, otherCargo, admin]) {
      const res = await postDeal(t.app, 'get', user.token, key);
      expect([res.statusCode, firstMessage(res)]).toEqual([404, DEAL_TERMS_MESSAGES.notFound]);
    }
    for (const wrong of [
      { ...key, executorId: stranger.user.id },
      { ...key, articleId: '00000000-0000-4000-8000-000000000000' },
      { articleId: 'not-a-uuid', executorId: 'x' },
    ]) {
      expect((await postDeal(t.app, 'get', stranger.token, wrong)).statusCode).toBe(404);
    }
  });

  it('asks a guest to log in (401) before reading the body; a body without ids is 400', async () => {
    const { owner, key } = await dealScene(t.app, t.deps.db);
    for (const body of [key, {}]) {
      const res = await postDeal(t.app, 'get', null, body);
      expect([res.statusCode, firstMessage(res)]).toEqual([401, ERROR_MESSAGES.unauthorized]);
    }
    expect((await postDeal(t.app, 'get', owner.token, { articleId: key.articleId })).statusCode).toBe(400);
  });
});

describe('POST /api/deal/list', () => {
  it("lists the viewer's deals on the listing with the other party; nothing for anyone else; 401 for a guest", async () => {
    const { owner, carrier, stranger, order, key } = await dealScene(t.app, t.deps.db);
    const asOwner = ZDealListResponse.parse(
      (await postDeal(t.app, 'list', owner.token, { articleId: order.id })).json(),
    );
    expect(asOwner.deals).toEqual([
      expect.objectContaining({
        ...key,
        viewerRole: 'cargoOwner',
        counterpart: expect.objectContaining({ _id: carrier.user.id }),
        termsVersion: 1,
        hasAwaitingChange: false,
      }),
    ]);
    const asCarrier = ZDealListResponse.parse(
      (await postDeal(t.app, 'list', carrier.token, { articleId: order.id })).json(),
    );
    expect(asCarrier.deals.map((deal) => [deal.viewerRole, deal.counterpart._id])).toEqual([
      ['carrier', owner.user.id],
    ]);
    const asStranger = await postDeal(t.app, 'list', stranger.token, { articleId: order.id });
    expect(asStranger.json()).toEqual({ error: false, deals: [] });
    expect((await postDeal(t.app, 'list', null, { articleId: order.id })).statusCode).toBe(401);
    expect((await postDeal(t.app, 'list', owner.token, {})).statusCode).toBe(400);
  });
});

describe('POST /api/deal/change before «В пути»', () => {
  it('takes effect at once: the log keeps each old and new value, the version rises, the carrier is notified', async () => {
    const { owner, carrier, order, key } = await dealScene(t.app, t.deps.db);
    const res = await changeTerms(t.app, owner, key, {
      to: NEW_TO,
      unloadingDate: order.loadingDate,
      consigneeName: 'ООО «Приём»',
      consigneePhone: '79161234567',
      priceKopecks: 3_000_000,
      paymentTerms: '5 банковских дней после выгрузки',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { deal, change } = ZDealChangeResponse.parse(res.json());
    expect(change).toMatchObject({
      state: 'applied',
      stateLabel: 'Изменено',
      changedBy: { _id: owner.user.id, name: 'Ольга Грузова' },
      decidedAt: change.createdAt,
    });
    expect(change.items).toEqual([
      { field: 'toAddress', label: 'Адрес выгрузки', old: order.toAddress, new: NEW_TO.address },
      { field: 'unloadingDate', label: 'Дата выгрузки', old: null, new: order.loadingDate },
      { field: 'consigneeName', label: 'Грузополучатель', old: null, new: 'ООО «Приём»' },
      { field: 'consigneePhone', label: 'Телефон грузополучателя', old: null, new: '79161234567' },
      { field: 'priceKopecks', label: 'Стоимость перевозки', old: null, new: '3000000' },
      { field: 'paymentTerms', label: 'Условия оплаты', old: null, new: '5 банковских дней после выгрузки' },
    ]);
    expect(deal).toMatchObject({
      termsVersion: 2,
      terms: {
        to: { address: NEW_TO.address, settlement: 'Нижний Новгород', lat: NEW_TO.lat, lon: NEW_TO.lon },
        unloadingDate: order.loadingDate,
        consigneeName: 'ООО «Приём»',
        consigneePhone: '79161234567',
        priceKopecks: 3_000_000,
      },
      awaiting: null,
      canChange: true,
    });
    expect(deal.changes.map((one) => one.id)).toEqual([change.id]);

    const row = await dealRow(t.deps.db, key);
    expect(row).toMatchObject({ toAddress: NEW_TO.address, toLat: NEW_TO.lat, termsVersion: 2 });
    expect(row.toChangedAt?.toISOString()).toBe(deal.toChangedAt);
    // The listing itself keeps what was published.
    const [listing] = await t.deps.db.select().from(articles).where(eq(articles.id, order.id));
    expect(listing?.toAddress).toBe(order.toAddress);

    const [notice] = await notificationsOf(t.deps.db, carrier.user.id, 'dealTermsChanged');
    expect(notice).toBeDefined();
    const payload = { code: 'dealTermsChanged' as const, info: notice?.info ?? {} };
    expect(notificationText(payload)).toBe(
      'Грузовладелец изменил условия сделки Москва → Казань: Адрес выгрузки, Дата выгрузки, Грузополучатель, ' +
        'Телефон грузополучателя, Стоимость перевозки, Условия оплаты — Ольга Грузова',
    );
    expect(notificationLink(payload)).toBe(`/deal/${order.id}/${carrier.user.id}`);
    expect(await notificationsOf(t.deps.db, owner.user.id, 'dealTermsChanged')).toEqual([]);
  });

  it('a date alone is checked against the other; the log lists only what changed; newest first', async () => {
    const { owner, order, key } = await dealScene(t.app, t.deps.db);
    expect((await changeTerms(t.app, owner, key, { unloadingDate: order.loadingDate })).statusCode).toBe(200);
    const later = await changeTerms(t.app, owner, key, {
      loadingDate: order.loadingDate,
      consigneeName: 'Склад №2',
    });
    expect(later.statusCode, later.body).toBe(200);
    const { deal, change } = ZDealChangeResponse.parse(later.json());
    expect(change.items.map((item) => item.field)).toEqual(['consigneeName']);
    expect(deal.changes).toHaveLength(2);
    expect(deal.changes[0]?.id).toBe(change.id);
    expect(deal.termsVersion).toBe(3);
    expect(deal.toChangedAt).toBeNull();
  });
});

describe('who may change', () => {
  it('the carrier may not: 403 «… меняет только грузовладелец», nothing changes', async () => {
    const { carrier, key } = await dealScene(t.app, t.deps.db);
    const before = await dealRow(t.deps.db, key);
    const res = await changeTerms(t.app, carrier, key, { to: NEW_TO });
    expect([res.statusCode, firstMessage(res)]).toEqual([
      403,
      'Адреса, даты и грузополучателя меняет только грузовладелец',
    ]);
    expect(await dealRow(t.deps.db, key)).toEqual(before);
    expect(await changeRows(t.deps.db, key)).toEqual([]);
  });

  it('a stranger finds no deal (404), a guest is asked to log in (401), a banned owner is refused (403)', async () => {
    const { owner, stranger, key } = await dealScene(t.app, t.deps.db);
    const asStranger = await changeTerms(t.app, stranger, key, { to: NEW_TO });
    expect([asStranger.statusCode, firstMessage(asStranger)]).toEqual([404, DEAL_TERMS_MESSAGES.notFound]);
    const asGuest = await postDeal(t.app, 'change', null, { ...key, terms: { to: NEW_TO } });
    expect(asGuest.statusCode).toBe(401);
    await t.deps.db.update(users).set({ isBan: true }).where(eq(users.id, owner.user.id));
    const banned = await changeTerms(t.app, owner, key, { to: NEW_TO });
    expect([banned.statusCode, firstMessage(banned)]).toEqual([403, ERROR_MESSAGES.banned]);
    expect(await changeRows(t.deps.db, key)).toEqual([]);
  });

  it('a completed deal takes no change (400)', async () => {
    const { owner, order, key } = await dealScene(t.app, t.deps.db, { onTheWay: true });
    const done = await postArticleJson(t.app, 'completeArticle', owner.token, { articleId: order.id });
    expect(done.statusCode, done.body).toBe(200);
    const res = await changeTerms(t.app, owner, key, { to: NEW_TO });
    expect([res.statusCode, firstMessage(res)]).toEqual([400, DEAL_TERMS_MESSAGES.closed]);
    const view = ZDealResponse.parse((await postDeal(t.app, 'get', owner.token, key)).json()).deal;
    expect(view.canChange).toBe(false);
  });
});

describe('bad input: 400 with the field, nothing changes', () => {
  it.each([
    [
      'unloading before loading, both given',
      (loading: string) => ({ loadingDate: loading, unloadingDate: '2020-01-01' }),
      'terms.unloadingDate',
      DEAL_TERMS_MESSAGES.unloadingBeforeLoading,
    ],
    [
      "unloading alone, before the deal's loading",
      () => ({ unloadingDate: '2020-01-01' }),
      'terms.unloadingDate',
      DEAL_TERMS_MESSAGES.unloadingBeforeLoading,
    ],
    [
      'an empty address',
      () => ({ to: { ...NEW_TO, address: '  ' } }),
      'terms.to.address',
      DEAL_TERMS_MESSAGES.address,
    ],
    [
      'an address without coordinates',
      () => ({ to: { address: 'Тверь' } }),
      'terms.to.settlement',
      DEAL_TERMS_MESSAGES.address,
    ],
    ['a bad consignee phone', () => ({ consigneePhone: '8916123' }), 'terms.consigneePhone', undefined],
    [
      'a date that is no date',
      () => ({ loadingDate: '2026-02-30' }),
      'terms.loadingDate',
      DEAL_TERMS_MESSAGES.date,
    ],
    ['a negative price', () => ({ priceKopecks: -1 }), 'terms.priceKopecks', DEAL_TERMS_MESSAGES.price],
  ])('%s', async (_name, terms, param, msg) => {
    const { owner, order, key } = await dealScene(t.app, t.deps.db);
    const before = await dealRow(t.deps.db, key);
    const res = await changeTerms(t.app, owner, key, terms(order.loadingDate) as never);
    expect(res.statusCode, res.body).toBe(400);
    const errors = errorsOf(res);
    expect(errors.map((error) => error.param)).toContain(param);
    if (msg) expect(errors.find((error) => error.param === param)?.msg).toBe(msg);
    for (const error of errors) expect(error.msg).toMatch(/[А-Яа-яЁё]/);
    expect(await dealRow(t.deps.db, key)).toEqual(before);
    expect(await changeRows(t.deps.db, key)).toEqual([]);
  });

  it("terms equal to the deal's are «Условия не изменились» (400), and so is an empty change", async () => {
    const { owner, order, key } = await dealScene(t.app, t.deps.db);
    const same = {
      address: order.toAddress,
      settlement: order.toSettlement,
      region: order.toRegion,
      lat: order.toLat,
      lon: order.toLon,
      placeId: null,
    };
    for (const terms of [{}, { to: same, loadingDate: order.loadingDate, consigneeName: '' }]) {
      const res = await changeTerms(t.app, owner, key, terms);
      expect([res.statusCode, firstMessage(res)]).toEqual([400, DEAL_TERMS_MESSAGES.nothingChanged]);
    }
    expect(await changeRows(t.deps.db, key)).toEqual([]);
  });
});
