import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { INN_MESSAGES } from '@fura/domain/company-inn';
import { COMPANY_MESSAGES, ZCompanyResponse } from '@fura/domain/company-schemas';
import { ERROR_MESSAGES } from '@fura/domain/errors';
import { ZUserGetResponse, ZUserResponse } from '@fura/domain/user';
import { userCompanies, users } from '../src/db/schema';
import { DadataCompanyRegistry } from '../src/integrations/company/dadata-company-registry';
import { INN, deleteCompany, registerParties, saveCompany } from './helpers/companies';
import { startFakeDadataParty, type FakeDadataParty } from './helpers/fake-dadata-party';
import { bearer, createUser } from './helpers/factories';
import { createCargo, createCarrier } from './helpers/deals';
import { startTestApp } from './helpers/test-app';

let fake: FakeDadataParty;
let t: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  fake = await startFakeDadataParty();
  t = await startTestApp({ config: { dadataToken: fake.token, dadataUrl: fake.url } });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  registerParties(fake);
  fake.mode = 'ok';
  fake.requests.length = 0;
});

async function session(token: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
  return ZUserResponse.parse(res.json());
}

async function publicUser(userId: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/get',
    payload: { userId },
  });
  expect(res.statusCode).toBe(200);
  return ZUserGetResponse.parse(res.json()).user;
}

describe('POST /api/user/company/save: an ООО or an ИП checked in the register at once', () => {
  it('checks an active ООО through DaData’s party lookup and stores what the register said', async () => {
    const { user, token } = await createCargo(t.deps.db);
    const res = await saveCompany(t.app, token, {
      legalForm: 'ooo',
      inn: ` ${INN.romashka} `,
      socketId: 'tab',
    });
    expect(res.statusCode).toBe(200);
    const { company } = ZCompanyResponse.parse(res.json());
    expect(company).toMatchObject({
      legalForm: 'ooo',
      inn: INN.romashka,
      name: 'ООО «РОМАШКА»',
      ogrn: '1197746123456',
      kpp: '770101001',
      address: 'г Москва, ул Тверская, д 1',
      state: 'ACTIVE',
      stateLabel: 'действующая',
      // Moscow midnight in DaData's epoch milliseconds is that calendar day.
      registeredAt: '2019-03-12',
      checkStatus: 'checked',
      blocked: false,
    });
    expect(company?.checkedAt).not.toBeNull();

    // The real request: POST …/findById/party, the token, the INN and the head office only.
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({
      method: 'POST',
      path: '/suggestions/api/4_1/rs/findById/party',
      body: { query: INN.romashka, branch_type: 'MAIN' },
    });
    expect(fake.requests[0]?.headers.authorization).toBe(`Token ${fake.token}`);

    const [row] = await t.deps.db.select().from(userCompanies).where(eq(userCompanies.userId, user.id));
    const week = 7 * 24 * 60 * 60 * 1000;
    expect(row!.nextCheckAt!.getTime() - row!.checkedAt!.getTime()).toBe(week);

    // The session carries it; anyone sees the trust line's facts, the register's name and INN among them.
    expect((await session(token)).company).toEqual(company);
    const shown = await publicUser(user.id);
    expect(shown.trust?.company).toMatchObject({
      status: 'checked',
      name: 'ООО «РОМАШКА»',
      inn: INN.romashka,
      registeredAt: '2019-03-12',
      state: 'ACTIVE',
    });
    expect(shown.trust?.company?.age).toMatch(/^\d+ (год|года|лет)$/);
    expect(shown).not.toHaveProperty('trust.company.kpp');
    expect(JSON.stringify(shown)).not.toContain('Тверская');
  });

  it('checks an ИП by its 12-digit INN (no KPP)', async () => {
    const { token } = await createCarrier(t.deps.db);
    const res = await saveCompany(t.app, token, { legalForm: 'ip', inn: INN.ipPetrov });
    expect(res.statusCode).toBe(200);
    expect(ZCompanyResponse.parse(res.json()).company).toMatchObject({
      legalForm: 'ip',
      name: 'ИП Петров Иван Иванович',
      ogrn: '321774600000012',
      kpp: null,
      checkStatus: 'checked',
      registeredAt: '2021-04-05',
    });
  });

  it('says «не найдена» when the register has no such INN', async () => {
    const { user, token } = await createCargo(t.deps.db);
    const res = await saveCompany(t.app, token, { legalForm: 'ooo', inn: INN.nobody });
    expect(res.statusCode).toBe(200);
    expect(ZCompanyResponse.parse(res.json()).company).toMatchObject({
      checkStatus: 'notFound',
      name: null,
      state: null,
      blocked: false,
    });
    expect((await publicUser(user.id)).trust?.company).toMatchObject({
      status: 'unchecked',
      inn: null,
      name: null,
    });
  });

  it('leaves a company «не проверена» when DaData fails or answers what cannot be read', async () => {
    for (const mode of ['error', 'garbage'] as const) {
      fake.mode = mode;
      const { user, token } = await createCargo(t.deps.db);
      const res = await saveCompany(t.app, token, { legalForm: 'ooo', inn: INN.romashka });
      expect(res.statusCode, mode).toBe(200);
      expect(ZCompanyResponse.parse(res.json()).company, mode).toMatchObject({
        checkStatus: 'unavailable',
        name: null,
        state: null,
      });
      const [row] = await t.deps.db.select().from(userCompanies).where(eq(userCompanies.userId, user.id));
      // Tried again the next day.
      expect(row!.nextCheckAt!.getTime() - Date.now()).toBeGreaterThan(23 * 60 * 60 * 1000);
      expect((await publicUser(user.id)).trust?.company?.status).toBe('unchecked');
    }
  });

  it('needs no check for a самозанятый or a физлицо', async () => {
    const { user, token } = await createCarrier(t.deps.db);
    const res = await saveCompany(t.app, token, { legalForm: 'selfEmployed', inn: INN.person });
    expect(res.statusCode).toBe(200);
    expect(ZCompanyResponse.parse(res.json()).company).toMatchObject({
      legalForm: 'selfEmployed',
      inn: INN.person,
      checkStatus: 'notRequired',
      checkedAt: null,
    });
    expect(fake.requests).toHaveLength(0);
    const [row] = await t.deps.db.select().from(userCompanies).where(eq(userCompanies.userId, user.id));
    expect(row!.nextCheckAt).toBeNull();
    expect((await publicUser(user.id)).trust?.company).toMatchObject({ status: 'notRequired', inn: null });
  });

  it('keeps the register’s answer when the same company is saved again at once', async () => {
    const { token } = await createCargo(t.deps.db);
    await saveCompany(t.app, token, { legalForm: 'ooo', inn: INN.romashka });
    const again = await saveCompany(t.app, token, { legalForm: 'ooo', inn: INN.romashka });
    expect(ZCompanyResponse.parse(again.json()).company?.checkStatus).toBe('checked');
    expect(fake.requests).toHaveLength(1);
    // Another INN is asked.
    await saveCompany(t.app, token, { legalForm: 'ooo', inn: INN.start });
    expect(fake.requests).toHaveLength(2);
  });

  it('refuses a mistyped INN, a wrong length for the form and an unknown form, tied to the field', async () => {
    const { user, token } = await createCargo(t.deps.db);
    const cases = [
      [{ legalForm: 'ooo', inn: '7701000018' }, 'inn', INN_MESSAGES.checksum],
      [{ legalForm: 'ooo', inn: INN.ipPetrov }, 'inn', INN_MESSAGES.lengthOoo],
      [{ legalForm: 'ip', inn: INN.romashka }, 'inn', INN_MESSAGES.lengthPerson],
      [{ legalForm: 'ooo', inn: '77010000AB' }, 'inn', INN_MESSAGES.digits],
      [{ legalForm: 'ooo', inn: '' }, 'inn', COMPANY_MESSAGES.innRequired],
      [{ legalForm: 'zao', inn: INN.romashka }, 'legalForm', COMPANY_MESSAGES.legalForm],
    ] as const;
    for (const [body, param, msg] of cases) {
      const res = await saveCompany(t.app, token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ error: true, errors: [{ msg, param }] });
    }
    expect(fake.requests).toHaveLength(0);
    expect(await t.deps.db.select().from(userCompanies).where(eq(userCompanies.userId, user.id))).toEqual([]);
  });

  it('answers 401 to a guest, 403 to an admin and to a banned user', async () => {
    expect((await saveCompany(t.app, null, { legalForm: 'ooo', inn: INN.romashka })).statusCode).toBe(401);
    expect((await deleteCompany(t.app, null)).statusCode).toBe(401);
    const admin = await createUser(t.deps.db, { type: 'admin' });
    const res = await saveCompany(t.app, admin.token, { legalForm: 'ooo', inn: INN.romashka });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ errors: [{ msg: COMPANY_MESSAGES.wrongRole }] });
    const banned = await createCargo(t.deps.db, { isBan: true });
    const refused = await saveCompany(t.app, banned.token, { legalForm: 'ooo', inn: INN.romashka });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ errors: [{ msg: ERROR_MESSAGES.banned }] });
    expect(fake.requests).toHaveLength(0);
  });
});

describe('the saves’ limit', () => {
  it('answers 429 after 30 saves an hour: each may use the site’s DaData quota', async () => {
    const { token } = await createCarrier(t.deps.db);
    for (let save = 0; save < 30; save += 1) {
      const res = await saveCompany(t.app, token, { legalForm: 'person', inn: INN.person });
      expect(res.statusCode).toBe(200);
    }
    const refused = await saveCompany(t.app, token, { legalForm: 'ooo', inn: INN.romashka });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ errors: [{ msg: ERROR_MESSAGES.tooManyRequests }] });
    expect(fake.requests).toHaveLength(0);
  });
});

describe('POST /api/user/company/delete', () => {
  it('takes the company off the profile and the trust line', async () => {
    const { user, token } = await createCargo(t.deps.db);
    await saveCompany(t.app, token, { legalForm: 'ooo', inn: INN.romashka });
    const res = await deleteCompany(t.app, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ error: false, company: null });
    expect((await session(token)).company).toBeNull();
    expect((await publicUser(user.id)).trust?.company).toBeNull();
  });
});

describe('a company check without the register', () => {
  it('without DADATA_TOKEN: «не проверена», never checked, and nothing is asked', async () => {
    const app = await startTestApp({ config: { dadataToken: null, dadataUrl: fake.url } });
    try {
      const { user, token } = await createCargo(app.deps.db);
      const res = await saveCompany(app.app, token, { legalForm: 'ooo', inn: INN.romashka });
      expect(res.statusCode).toBe(200);
      expect(ZCompanyResponse.parse(res.json()).company).toMatchObject({
        checkStatus: 'unavailable',
        name: null,
        blocked: false,
      });
      expect(fake.requests).toHaveLength(0);
      const shown = await app.app.inject({
        method: 'POST',
        url: '/api/user/get',
        payload: { userId: user.id },
      });
      expect(ZUserGetResponse.parse(shown.json()).user.trust?.company?.status).toBe('unchecked');
    } finally {
      await app.close();
    }
  });

  it('a register that does not answer in time: «не проверена»', async () => {
    fake.mode = 'slow';
    fake.slowMs = 2000;
    const warnings: object[] = [];
    const companies = new DadataCompanyRegistry({
      token: fake.token,
      url: fake.url,
      timeoutMs: 200,
      log: { warn: (details) => warnings.push(details) },
    });
    const app = await startTestApp({ companies });
    try {
      const { token } = await createCarrier(app.deps.db);
      const started = Date.now();
      const res = await saveCompany(app.app, token, { legalForm: 'ip', inn: INN.ipPetrov });
      expect(Date.now() - started).toBeLessThan(1500);
      expect(res.statusCode).toBe(200);
      expect(ZCompanyResponse.parse(res.json()).company?.checkStatus).toBe('unavailable');
      expect(warnings).toEqual([{ reason: 'timeout after 200 ms' }]);
    } finally {
      await app.close();
    }
  });
});

describe('DadataCompanyRegistry', () => {
  const log = { warn: () => undefined };

  it('answers unavailable for a refused token without quoting DaData', async () => {
    const warnings: object[] = [];
    const registry = new DadataCompanyRegistry({
      token: 'wrong',
      url: fake.url,
      log: { warn: (details) => warnings.push(details) },
    });
    expect(await registry.findByInn(INN.romashka)).toEqual({ kind: 'unavailable', reason: 'HTTP 403' });
    expect(JSON.stringify(warnings)).not.toContain('wrong');
  });

  it('does not guess at a state it does not know', async () => {
    const party = fake.parties.get(INN.romashka)!;
    fake.parties.set(INN.romashka, { ...party, status: 'SUSPENDED' as 'ACTIVE' });
    const registry = new DadataCompanyRegistry({ token: fake.token, url: fake.url, log });
    expect(await registry.findByInn(INN.romashka)).toMatchObject({ kind: 'unavailable' });
  });

  it('reads a company from the trailing-slash base URL too', async () => {
    const registry = new DadataCompanyRegistry({ token: fake.token, url: `${fake.url}/`, log });
    expect(await registry.findByInn(INN.vector)).toMatchObject({
      kind: 'found',
      company: { state: 'LIQUIDATED', type: 'LEGAL', registeredAt: '2015-06-01' },
    });
  });
});

describe('the session user', () => {
  it('carries no company until he states one', async () => {
    const { user, token } = await createCargo(t.deps.db);
    expect((await session(token)).company).toBeNull();
    const [row] = await t.deps.db
      .select({ blocked: users.companyBlocked })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row?.blocked).toBe(false);
  });
});
