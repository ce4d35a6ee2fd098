import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { companyBlockedMessage } from '@fura/domain/company-check';
import {
  COMPANY_MESSAGES,
  executorCompanyBlockedMessage,
  ZCompanyResponse,
} from '@fura/domain/company-schemas';
import { ZArticleResponse } from '@fura/domain/article-schemas';
import { ZCorridorResponse } from '@fura/domain/corridor-search';
import { ZSearchResponse } from '@fura/domain/search';
import { articles, notifications, userCompanies, users } from '../src/db/schema';
import { assertCompanyAllowsDeals } from '../src/modules/company/policy';
import { COMPANY_CHECKS_PER_RUN, runCompanyChecks } from '../src/modules/company/recheck-job';
import {
  articlePart,
  createArticle,
  offerInput,
  orderInput,
  postArticleForm,
  postArticleJson,
} from './helpers/articles';
import { INN, deleteCompany, registerParties, saveCompany } from './helpers/companies';
import { startFakeDadataParty, type FakeDadataParty } from './helpers/fake-dadata-party';
import { bearer, createUser, type CreatedUser } from './helpers/factories';
import { createCargo, createCarrier, insertRequest } from './helpers/deals';
import { callSavedSearch, moscowKazanTent, publishOrder, saveSearch } from './helpers/saved-searches';
import { startTestApp } from './helpers/test-app';

let fake: FakeDadataParty;
let t: Awaited<ReturnType<typeof startTestApp>>;
let admin: CreatedUser;

beforeAll(async () => {
  fake = await startFakeDadataParty();
  t = await startTestApp({ config: { dadataToken: fake.token, dadataUrl: fake.url } });
  admin = await createUser(t.deps.db, { type: 'admin' });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  registerParties(fake);
  fake.mode = 'ok';
});

async function codesOf(userId: string): Promise<string[]> {
  const rows = await t.deps.db.select().from(notifications).where(eq(notifications.userId, userId));
  return rows.map((row) => row.code);
}

async function companyNotificationsOf(userId: string, code: 'companyBlocked' | 'companyBlockedAdmin') {
  return t.deps.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.code, code)));
}

async function blockedFlag(userId: string): Promise<boolean> {
  const [row] = await t.deps.db
    .select({ blocked: users.companyBlocked })
    .from(users)
    .where(eq(users.id, userId));
  return row!.blocked;
}

/** The job's runs at `now` until nothing is left due (other tests' companies are due too). */
async function checkAllDue(now: Date): Promise<void> {
  for (let run = 0; run < 50; run += 1) {
    if ((await runCompanyChecks(t.deps, () => now)) < COMPANY_CHECKS_PER_RUN) return;
  }
}

/** A random spot, so each search finds only its own test's listings. */
function spot() {
  return { lat: 50 + Math.random() * 8, lon: 40 + Math.random() * 40 };
}

async function searchIds(type: 'order' | 'offer', at: { lat: number; lon: number }): Promise<string[]> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/article/search',
    payload: { type, from: { ...at, radiusKm: 5 } },
  });
  expect(res.statusCode, res.body).toBe(200);
  return ZSearchResponse.parse(res.json()).articles.map((article) => article._id);
}

describe('a liquidated company', () => {
  it('is stored as blocking, and the user and every admin are told once', async () => {
    const { user, token } = await createCargo(t.deps.db, { firstName: 'Олег', lastName: 'Вектров' });
    const res = await saveCompany(t.app, token, { legalForm: 'ooo', inn: INN.vector });
    expect(res.statusCode).toBe(200);
    expect(ZCompanyResponse.parse(res.json()).company).toMatchObject({
      state: 'LIQUIDATED',
      stateLabel: 'ликвидирована',
      checkStatus: 'checked',
      blocked: true,
    });
    expect(await blockedFlag(user.id)).toBe(true);
    const [told] = await companyNotificationsOf(user.id, 'companyBlocked');
    expect(told?.info).toMatchObject({
      companyName: 'ООО «ВЕКТОР»',
      inn: INN.vector,
      state: 'LIQUIDATED',
      stateLabel: 'ликвидирована',
    });
    const adminTold = await companyNotificationsOf(admin.user.id, 'companyBlockedAdmin');
    expect(adminTold.filter((row) => row.info.userId === user.id)).toHaveLength(1);
    expect(adminTold.find((row) => row.info.userId === user.id)?.info).toMatchObject({
      userFio: 'Олег Вектров',
      companyName: 'ООО «ВЕКТОР»',
    });

    // Saved again (the same company): checked again, not told again.
    fake.requests.length = 0;
    await t.deps.db
      .update(userCompanies)
      .set({ checkedAt: new Date(Date.now() - 60 * 60 * 1000) })
      .where(eq(userCompanies.userId, user.id));
    expect((await saveCompany(t.app, token, { legalForm: 'ooo', inn: INN.vector })).statusCode).toBe(200);
    expect(fake.requests).toHaveLength(1);
    expect(await companyNotificationsOf(user.id, 'companyBlocked')).toHaveLength(1);
    const adminAgain = await companyNotificationsOf(admin.user.id, 'companyBlockedAdmin');
    expect(adminAgain.filter((row) => row.info.userId === user.id)).toHaveLength(1);
  });

  it('cannot publish: a new listing nor a draft through the status verb (400 naming the state)', async () => {
    const { user, token } = await createCargo(t.deps.db);
    await saveCompany(t.app, token, { legalForm: 'ooo', inn: INN.vector });
    const message = companyBlockedMessage('LIQUIDATED');

    const published = await postArticleForm(t.app, 'createArticle', token, [articlePart(orderInput())]);
    expect(published.statusCode).toBe(400);
    expect(published.json()).toMatchObject({ error: true, errors: [{ msg: message }] });

    const draft = await postArticleForm(t.app, 'createArticle', token, [
      articlePart(orderInput({ publish: false })),
    ]);
    expect(draft.statusCode).toBe(200);
    const draftId = draft.json<{ article: { _id: string } }>().article._id;
    const publish = await postArticleJson(t.app, 'publicArticle', token, {
      articleId: draftId,
      socketId: null,
    });
    expect(publish.statusCode).toBe(400);
    expect(publish.json()).toMatchObject({ errors: [{ msg: message }] });
    const rows = await t.deps.db.select().from(articles).where(eq(articles.authorId, user.id));
    expect(rows.map((row) => row.status)).toEqual([1]);
  });

  it('a carrier’s liquidated company cannot publish an offer', async () => {
    const { token } = await createCarrier(t.deps.db);
    await saveCompany(t.app, token, { legalForm: 'ooo', inn: INN.vector });
    const res = await postArticleForm(t.app, 'createArticle', token, [articlePart(offerInput())]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: [{ msg: companyBlockedMessage('LIQUIDATED') }] });
  });

  it('cannot send a request', async () => {
    const author = await createCargo(t.deps.db);
    const order = await createArticle(t.deps.db, author.user.id);
    const carrier = await createCarrier(t.deps.db);
    await saveCompany(t.app, carrier.token, { legalForm: 'ooo', inn: INN.vector });
    const res = await postArticleJson(t.app, 'createRequest', carrier.token, {
      articleId: order.id,
      request: { request: 'Возьму' },
      socketId: null,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: [{ msg: companyBlockedMessage('LIQUIDATED') }] });
  });

  it('cannot be chosen as an executor, and a blocked author cannot choose', async () => {
    const author = await createCargo(t.deps.db);
    const order = await createArticle(t.deps.db, author.user.id);
    const carrier = await createCarrier(t.deps.db);
    await insertRequest(t.deps.db, order.id, carrier.user.id);
    // His company is found liquidated after his request.
    await saveCompany(t.app, carrier.token, { legalForm: 'ooo', inn: INN.vector });
    const res = await postArticleJson(t.app, 'setExecutor', author.token, {
      articleId: order.id,
      executorId: carrier.user.id,
      socketId: null,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: [{ msg: executorCompanyBlockedMessage('LIQUIDATED') }] });
    const [row] = await t.deps.db.select().from(articles).where(eq(articles.id, order.id));
    expect(row?.status).toBe(2);

    // The author's list shows why: the request's user carries the blocking state.
    const page = await postArticleJson(t.app, 'getUserArticle', author.token, {
      id: order.id,
      type: 'order',
    });
    const [request] = ZArticleResponse.parse(page.json()).article.requests;
    expect(request?.user.trust?.company).toMatchObject({ state: 'LIQUIDATED' });

    const other = await createCargo(t.deps.db);
    const otherOrder = await createArticle(t.deps.db, other.user.id);
    const fine = await createCarrier(t.deps.db);
    await insertRequest(t.deps.db, otherOrder.id, fine.user.id);
    await saveCompany(t.app, other.token, { legalForm: 'ooo', inn: INN.vector });
    const refused = await postArticleJson(t.app, 'setExecutor', other.token, {
      articleId: otherOrder.id,
      executorId: fine.user.id,
      socketId: null,
    });
    expect(refused.statusCode).toBe(400);
  });

  it('takes its published orders and offers out of search, the corridor and its profile; they come back with an active company', async () => {
    const at = spot();
    const near = { fromLat: at.lat, fromLon: at.lon };
    const cargo = await createCargo(t.deps.db);
    const carrier = await createCarrier(t.deps.db);
    const order = await createArticle(t.deps.db, cargo.user.id, near);
    const offer = await createArticle(t.deps.db, carrier.user.id, {
      ...near,
      type: 'offer',
      cargoTypes: [],
      weightKg: null,
    });
    const stranger = await createCargo(t.deps.db);
    const strangerOrder = await createArticle(t.deps.db, stranger.user.id, near);
    expect(await searchIds('order', at)).toEqual(expect.arrayContaining([order.id, strangerOrder.id]));
    expect(await searchIds('offer', at)).toContain(offer.id);

    await saveCompany(t.app, cargo.token, { legalForm: 'ooo', inn: INN.vector });
    await saveCompany(t.app, carrier.token, { legalForm: 'ooo', inn: INN.vector });
    const orders = await searchIds('order', at);
    expect(orders).toContain(strangerOrder.id);
    expect(orders).not.toContain(order.id);
    expect(await searchIds('offer', at)).not.toContain(offer.id);

    const corridor = await t.app.inject({
      method: 'POST',
      url: '/api/article/corridor',
      payload: {
        type: 'order',
        route: { departure: at, destination: { lat: 55.7964, lon: 49.1089 } },
        widthKm: 10,
      },
    });
    expect(corridor.statusCode, corridor.body).toBe(200);
    const found = ZCorridorResponse.parse(corridor.json()).results.map((result) => result.article._id);
    expect(found).toContain(strangerOrder.id);
    expect(found).not.toContain(order.id);

    // Its page is hidden from everyone else, as a banned author's; he still sees his own.
    expect(
      (await postArticleJson(t.app, 'getArticle', null, { id: order.id, type: 'order' })).statusCode,
    ).toBe(404);
    expect(
      (await postArticleJson(t.app, 'getUserArticle', cargo.token, { id: order.id, type: 'order' }))
        .statusCode,
    ).toBe(200);
    const profile = await postArticleJson(t.app, 'getUserArticles', null, { userId: cargo.user.id });
    expect(profile.json()).toMatchObject({ articles: [], countAll: 0 });

    // He replaces it with an active company the register confirms: the block ends.
    const replaced = await saveCompany(t.app, cargo.token, { legalForm: 'ooo', inn: INN.romashka });
    expect(replaced.statusCode).toBe(200);
    expect(await blockedFlag(cargo.user.id)).toBe(false);
    expect(await searchIds('order', at)).toContain(order.id);
  });

  it('leaves the saved searches: its matches go from «Мои поиски», a listing restored later alerts nobody', async () => {
    const carrier = await createCarrier(t.deps.db);
    await saveSearch(t.app, carrier.token, moscowKazanTent());
    const newCount = async () => {
      await t.savedSearches.alerts.idle();
      const res = await callSavedSearch(t.app, 'list', carrier.token);
      return res.json<{ searches: { newCount: number }[] }>().searches[0]?.newCount;
    };
    const cargo = await createCargo(t.deps.db);
    await publishOrder(t.app, cargo.token);
    expect(await newCount()).toBe(1);
    await saveCompany(t.app, cargo.token, { legalForm: 'ooo', inn: INN.vector });
    expect(await newCount()).toBe(0);

    // An admin restores a hidden listing of each author: the matcher alerts for the active one only.
    const restore = async (authorId: string) => {
      const hidden = await createArticle(t.deps.db, authorId, {
        status: 7,
        statusBeforeHide: 2,
        bodyTypes: ['tent'],
      });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/listings/restore',
        headers: bearer(admin.token),
        payload: { articleId: hidden.id },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await restore(cargo.user.id);
    expect(await newCount()).toBe(0);
    const fine = await createCargo(t.deps.db);
    await restore(fine.user.id);
    expect(await newCount()).toBe(1);
  });

  it('cannot be dropped, or replaced by a company the register does not confirm', async () => {
    const { user, token } = await createCarrier(t.deps.db);
    await saveCompany(t.app, token, { legalForm: 'ooo', inn: INN.vector });
    const dropped = await deleteCompany(t.app, token);
    expect(dropped.statusCode).toBe(400);
    expect(dropped.json()).toMatchObject({ errors: [{ msg: COMPANY_MESSAGES.blockedKeep }] });
    for (const body of [
      { legalForm: 'person', inn: INN.person },
      { legalForm: 'ooo', inn: INN.nobody },
    ]) {
      const res = await saveCompany(t.app, token, body);
      expect(res.statusCode, body.legalForm).toBe(400);
      expect(res.json()).toMatchObject({ errors: [{ msg: COMPANY_MESSAGES.blockedKeep, param: 'inn' }] });
    }
    fake.mode = 'error';
    expect((await saveCompany(t.app, token, { legalForm: 'ooo', inn: INN.start })).statusCode).toBe(400);
    const [row] = await t.deps.db.select().from(userCompanies).where(eq(userCompanies.userId, user.id));
    expect(row).toMatchObject({ inn: INN.vector, state: 'LIQUIDATED' });
    expect(await blockedFlag(user.id)).toBe(true);
  });

  it('does not bar an admin', async () => {
    await expect(
      assertCompanyAllowsDeals(t.deps.db, { id: admin.user.id, type: 'admin', companyBlocked: true }),
    ).resolves.toBeUndefined();
  });
});

describe('the weekly re-check', () => {
  it('checks a due company again and flips it to blocked, telling the user and the admins once', async () => {
    const at = spot();
    const { user, token } = await createCargo(t.deps.db, { firstName: 'Тимур', lastName: 'Транзитов' });
    await saveCompany(t.app, token, { legalForm: 'ooo', inn: INN.tranzit });
    const order = await createArticle(t.deps.db, user.id, { fromLat: at.lat, fromLon: at.lon });
    expect(await searchIds('order', at)).toContain(order.id);

    // Not due yet: nothing is asked.
    fake.requests.length = 0;
    const nextWeek = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000 + 60_000);
    await checkAllDue(new Date());
    expect(
      fake.requests.filter((request) => (request.body as { query: string }).query === INN.tranzit),
    ).toEqual([]);

    fake.parties.set(INN.tranzit, { ...fake.parties.get(INN.tranzit)!, status: 'LIQUIDATING' });
    await checkAllDue(nextWeek);
    const [row] = await t.deps.db.select().from(userCompanies).where(eq(userCompanies.userId, user.id));
    expect(row).toMatchObject({ state: 'LIQUIDATING', checkStatus: 'checked', notifiedState: 'LIQUIDATING' });
    expect(row!.nextCheckAt!.getTime()).toBe(nextWeek.getTime() + 7 * 24 * 60 * 60 * 1000);
    expect(await blockedFlag(user.id)).toBe(true);
    expect(await searchIds('order', at)).not.toContain(order.id);
    expect(await codesOf(user.id)).toEqual(['companyBlocked']);
    const adminTold = await companyNotificationsOf(admin.user.id, 'companyBlockedAdmin');
    expect(adminTold.filter((told) => told.info.userId === user.id)).toHaveLength(1);

    // A week later, still liquidating: not told again; then active again: the block ends.
    const twoWeeks = new Date(nextWeek.getTime() + 7 * 24 * 60 * 60 * 1000 + 60_000);
    await checkAllDue(twoWeeks);
    expect(await codesOf(user.id)).toEqual(['companyBlocked']);
    fake.parties.set(INN.tranzit, { ...fake.parties.get(INN.tranzit)!, status: 'ACTIVE' });
    await checkAllDue(new Date(twoWeeks.getTime() + 8 * 24 * 60 * 60 * 1000));
    expect(await blockedFlag(user.id)).toBe(false);
    const [after] = await t.deps.db.select().from(userCompanies).where(eq(userCompanies.userId, user.id));
    expect(after?.notifiedState).toBeNull();
  });

  it('keeps the last answer through an outage and stops the run at the first failure', async () => {
    const first = await createCargo(t.deps.db);
    const second = await createCargo(t.deps.db);
    await saveCompany(t.app, first.token, { legalForm: 'ooo', inn: INN.vector });
    await saveCompany(t.app, second.token, { legalForm: 'ooo', inn: INN.start });
    const due = new Date(Date.now() + 8 * 24 * 60 * 60 * 1000);
    fake.mode = 'error';
    fake.requests.length = 0;
    expect(await runCompanyChecks(t.deps, () => due)).toBe(1);
    // One asked: the run stopped at the failure. What the register said before stands.
    expect(fake.requests).toHaveLength(1);
    const rows = await t.deps.db.select().from(userCompanies).where(eq(userCompanies.userId, first.user.id));
    expect(rows[0]).toMatchObject({ state: 'LIQUIDATED', checkStatus: 'checked' });
    expect(await blockedFlag(first.user.id)).toBe(true);
  });
});
