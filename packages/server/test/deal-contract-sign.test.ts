import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CONTRACT_MESSAGES, ZContractResponse, ZContractVerifyResponse } from '@fura/domain/deal-contract';
import { E_ORDER_FIELD_LABELS } from '@fura/domain/deal-terms';
import { ERROR_MESSAGES } from '@fura/domain/errors';
import { articles, dealSignatures, notifications, userCompanies, users } from '../src/db/schema';
import type { PendingEvent } from '../src/events/event-bus';
import { CONTRACT_VERIFY_LIMIT } from '../src/modules/deal/contract/routes';
import { insertDeal } from '../src/modules/deal/deal-repo';
import { createArticle } from './helpers/articles';
import { createCargo, createCarrier, insertExecutor, insertRequest } from './helpers/deals';
import {
  contractScene,
  dealOf,
  OWNER_INN,
  postContract,
  updateDeal,
  type ContractScene,
} from './helpers/contract-scenes';
import { startTestApp } from './helpers/test-app';

/**
 * Issue 29: «Подписать» — each party's simple electronic signature of the deal's current contract (time, user,
 * address, content hash); a signature belongs to one version of the terms; the public verify call confirms a hash.
 */
let t: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const get = (scene: ContractScene, token: string | null) => postContract(t.app, 'get', token, scene.ids);

async function contractOf(scene: ContractScene, token = scene.owner.token) {
  const res = await get(scene, token);
  expect(res.statusCode, res.body).toBe(200);
  return ZContractResponse.parse(res.json());
}

async function sign(scene: ContractScene, token: string, extra: Record<string, unknown> = {}, ip?: string) {
  const { termsVersion, hash } = await contractOf(scene, token);
  return postContract(t.app, 'sign', token, { ...scene.ids, termsVersion, hash, ...extra }, ip);
}

async function noticesOf(userId: string) {
  return t.deps.db.select().from(notifications).where(eq(notifications.userId, userId));
}

function verify(hash: unknown, remoteAddress = '10.29.0.1') {
  return postContract(t.app, 'verify', null, { hash }, remoteAddress);
}

describe('POST /api/deal/contract/get', () => {
  it('answers a party the number, version, hash, facts and terms, nothing signed yet', async () => {
    const scene = await contractScene(t.deps.db);
    const owner = await contractOf(scene);
    expect(owner).toMatchObject({
      termsVersion: 1,
      mySide: 'cargo',
      signatures: [],
      signedByBoth: false,
      mySignature: null,
      signRefusal: null,
    });
    expect(owner.number).toMatch(/^[0-9A-F]{8}-[0-9A-F]{4}-1$/);
    expect(owner.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(owner.title).toContain(owner.number);
    expect(owner.sections.map((section) => section.title)).toEqual([
      '1. Заказчик (грузовладелец)',
      '2. Перевозчик',
      '3. Маршрут и сроки',
      '4. Груз',
      '5. Транспортное средство и водитель',
      '6. Стоимость и оплата',
    ]);
    expect(owner.terms.length).toBeGreaterThanOrEqual(5);
    const carrier = await contractOf(scene, scene.carrier.token);
    expect(carrier.mySide).toBe('carrier');
    expect(carrier.hash).toBe(owner.hash);
  });

  it('lists the e-заказ-заявка’s missing fields with their labels', async () => {
    const complete = await contractOf(await contractScene(t.deps.db));
    // The order's deal has no vehicle template yet: only its type is missing.
    expect(complete.missingFields).toEqual([
      { field: 'vehicleType', label: E_ORDER_FIELD_LABELS.vehicleType },
    ]);
    const bare = await contractOf(await contractScene(t.deps.db, { complete: false, companies: false }));
    expect(bare.missingFields.map((item) => item.field)).toEqual([
      'cargoOwnerRequisites',
      'carrierRequisites',
      'unloadingDate',
      'consigneeName',
      'vehicleType',
      'vehiclePlate',
      'driverName',
      'driverPhone',
      'paymentTerms',
    ]);
    expect(bare.missingFields[0]?.label).toBe('Реквизиты грузовладельца (ИНН)');
  });

  it('guest 401, a stranger 404, a malformed id 404, bad input 400', async () => {
    const scene = await contractScene(t.deps.db);
    const stranger = await createCarrier(t.deps.db);
    expect((await get(scene, null)).statusCode).toBe(401);
    const notParty = await get(scene, stranger.token);
    expect(notParty.statusCode).toBe(404);
    expect(notParty.json()).toEqual({ error: true, errors: [{ msg: CONTRACT_MESSAGES.dealNotFound }] });
    const malformed = await postContract(t.app, 'get', scene.owner.token, { ...scene.ids, executorId: 'x' });
    expect(malformed.statusCode).toBe(404);
    const missing = await postContract(t.app, 'get', scene.owner.token, { articleId: scene.articleId });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].param).toBe('executorId');
  });
});

describe('POST /api/deal/contract/sign', () => {
  it('records the signer’s time, user, address and hash; the other party is notified and told by socket', async () => {
    const scene = await contractScene(t.deps.db);
    const publish = vi.spyOn(t.deps.bus, 'publish');
    const before = Date.now();
    const res = await sign(scene, scene.owner.token, { socketId: 'owner-tab' }, '203.0.113.7');
    expect(res.statusCode, res.body).toBe(200);
    const answer = ZContractResponse.parse(res.json());
    expect(answer.signatures).toEqual([
      { side: 'cargo', name: 'Грузова Анна', signedAt: expect.any(String) as string },
    ]);
    expect(answer.mySignature?.signedAt).toBe(answer.signatures[0]?.signedAt);
    expect(answer.signedByBoth).toBe(false);
    expect(Date.parse(answer.signatures[0]?.signedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);

    const [row] = await t.deps.db
      .select()
      .from(dealSignatures)
      .where(
        and(eq(dealSignatures.articleId, scene.articleId), eq(dealSignatures.userId, scene.owner.user.id)),
      );
    expect(row).toMatchObject({ termsVersion: 1, contentHash: answer.hash, ip: '203.0.113.7' });

    const notices = await noticesOf(scene.carrier.user.id);
    expect(notices.map((notice) => notice.code)).toEqual(['contractSigned']);
    expect(notices[0]?.info).toMatchObject({
      articleId: scene.articleId,
      executorId: scene.executorId,
      articleType: 'order',
      userFio: 'Анна Грузова',
    });
    const events: PendingEvent[] = publish.mock.calls.flatMap(([batch]) => [...batch]);
    const signed = events.find((event) => event.name === 'dealContractSigned');
    expect(signed).toMatchObject({
      payload: {
        articleId: scene.articleId,
        executorId: scene.executorId,
        termsVersion: 1,
        signedByBoth: false,
      },
      exceptSocketId: 'owner-tab',
    });
    expect([...(signed?.userIds ?? [])].sort()).toEqual([scene.owner.user.id, scene.carrier.user.id].sort());

    // The carrier sees the owner's signature, not his own.
    const carrierView = await contractOf(scene, scene.carrier.token);
    expect(carrierView.mySignature).toBeNull();
    expect(carrierView.signatures.map((signature) => signature.side)).toEqual(['cargo']);
  });

  it('the second signature makes it signed by both; the first signer is told «подписан сторонами»', async () => {
    const scene = await contractScene(t.deps.db);
    expect((await sign(scene, scene.carrier.token)).statusCode).toBe(200);
    const res = await sign(scene, scene.owner.token);
    const answer = ZContractResponse.parse(res.json());
    expect(answer.signedByBoth).toBe(true);
    expect(answer.signatures.map((signature) => signature.side).sort()).toEqual(['cargo', 'carrier']);
    expect((await noticesOf(scene.carrier.user.id)).map((notice) => notice.code)).toEqual([
      'contractSignedByBoth',
    ]);
    expect((await noticesOf(scene.owner.user.id)).map((notice) => notice.code)).toEqual(['contractSigned']);
    expect((await contractOf(scene, scene.carrier.token)).signedByBoth).toBe(true);
  });

  it('signing the same version again changes nothing and notifies nobody', async () => {
    const scene = await contractScene(t.deps.db);
    const first = ZContractResponse.parse((await sign(scene, scene.owner.token)).json());
    const again = await sign(scene, scene.owner.token, {}, '198.51.100.9');
    expect(again.statusCode).toBe(200);
    expect(ZContractResponse.parse(again.json()).mySignature).toEqual(first.mySignature);
    expect(await noticesOf(scene.carrier.user.id)).toHaveLength(1);
    const rows = await t.deps.db
      .select()
      .from(dealSignatures)
      .where(eq(dealSignatures.articleId, scene.articleId));
    expect(rows.map((row) => row.ip)).toEqual(['127.0.0.1']);
  });

  it('refuses a stale version or content (409 «Условия сделки изменились»), and records nothing', async () => {
    const scene = await contractScene(t.deps.db);
    const { termsVersion, hash } = await contractOf(scene);
    await updateDeal(t.deps.db, scene.articleId, scene.executorId, { termsVersion: termsVersion + 1 });
    const stale = await postContract(t.app, 'sign', scene.owner.token, { ...scene.ids, termsVersion, hash });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      error: true,
      errors: [{ msg: CONTRACT_MESSAGES.staleVersion, param: 'termsVersion' }],
    });
    // The right version but a content read before a printed fact changed.
    const staleContent = await postContract(t.app, 'sign', scene.owner.token, {
      ...scene.ids,
      termsVersion: termsVersion + 1,
      hash,
    });
    expect(staleContent.statusCode).toBe(409);
    expect(
      await t.deps.db.select().from(dealSignatures).where(eq(dealSignatures.articleId, scene.articleId)),
    ).toEqual([]);
  });

  it('after a change of the terms both sign again; the old hash verifies as no longer current', async () => {
    const scene = await contractScene(t.deps.db);
    await sign(scene, scene.owner.token);
    const both = ZContractResponse.parse((await sign(scene, scene.carrier.token)).json());
    expect(both.signedByBoth).toBe(true);
    const deal = await dealOf(t.deps.db, scene.articleId, scene.executorId);
    await updateDeal(t.deps.db, scene.articleId, scene.executorId, {
      priceKopecks: 3_700_000,
      termsVersion: deal.termsVersion + 1,
    });

    const changed = await contractOf(scene);
    expect(changed).toMatchObject({
      termsVersion: 2,
      signatures: [],
      signedByBoth: false,
      mySignature: null,
    });
    expect(changed.hash).not.toBe(both.hash);
    const old = ZContractVerifyResponse.parse((await verify(both.hash)).json());
    expect(old).toMatchObject({ valid: true, termsVersion: 1, signedByBoth: true, current: false });

    await sign(scene, scene.owner.token);
    expect((await contractOf(scene)).signedByBoth).toBe(false);
    const again = ZContractResponse.parse((await sign(scene, scene.carrier.token)).json());
    expect(again).toMatchObject({ termsVersion: 2, signedByBoth: true });
    expect(ZContractVerifyResponse.parse((await verify(again.hash)).json())).toMatchObject({
      valid: true,
      termsVersion: 2,
      current: true,
    });
  });

  it('the carrier states another vehicle through the deal’s call: a new version, both sign again', async () => {
    const scene = await contractScene(t.deps.db);
    await sign(scene, scene.owner.token);
    const both = ZContractResponse.parse((await sign(scene, scene.carrier.token)).json());
    const vehicle = await t.app.inject({
      method: 'POST',
      url: '/api/deal/vehicle/set',
      payload: JSON.stringify({
        ...scene.ids,
        templateId: null,
        plate: 'В456ОР99',
        driverName: 'Кузнецов Кирилл',
        driverPhone: '79161112233',
      }),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${scene.carrier.token}` },
    });
    expect(vehicle.statusCode, vehicle.body).toBe(200);
    const now = await contractOf(scene);
    expect(now).toMatchObject({ termsVersion: both.termsVersion + 1, signatures: [], signedByBoth: false });
    const driver = now.sections.find((section) => section.title.startsWith('5.'))?.rows;
    expect(driver).toContainEqual({ label: 'Госномер', value: 'В 456 ОР 99' });
    expect(driver).toContainEqual({ label: 'Водитель', value: 'Кузнецов Кирилл' });
    expect(ZContractVerifyResponse.parse((await verify(both.hash)).json())).toMatchObject({ current: false });
  });

  it('a party’s requisites changed under the same version: the signature of the old content no longer counts', async () => {
    const scene = await contractScene(t.deps.db);
    const signed = ZContractResponse.parse((await sign(scene, scene.owner.token)).json());
    await t.deps.db
      .update(userCompanies)
      .set({ address: 'г Москва, ул Новая, д 1' })
      .where(eq(userCompanies.userId, scene.owner.user.id));
    const now = await contractOf(scene);
    expect(now.termsVersion).toBe(signed.termsVersion);
    expect(now.hash).not.toBe(signed.hash);
    expect(now.signatures).toEqual([]);
    // He signs what he reads now: his signature of this version is replaced.
    const resigned = ZContractResponse.parse((await sign(scene, scene.owner.token)).json());
    expect(resigned.mySignature).not.toBeNull();
    const rows = await t.deps.db
      .select()
      .from(dealSignatures)
      .where(eq(dealSignatures.articleId, scene.articleId));
    expect(rows.map((row) => row.contentHash)).toEqual([now.hash]);
  });

  it('refuses a cancelled deal and a party whose company is liquidated (409 with the reason)', async () => {
    const cancelled = await contractScene(t.deps.db);
    await t.deps.db.update(articles).set({ status: 6 }).where(eq(articles.id, cancelled.articleId));
    expect((await contractOf(cancelled)).signRefusal).toBe(CONTRACT_MESSAGES.dealClosed);
    const refused = await sign(cancelled, cancelled.owner.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].msg).toBe(CONTRACT_MESSAGES.dealClosed);

    const liquidated = await contractScene(t.deps.db);
    await t.deps.db
      .update(userCompanies)
      .set({ state: 'LIQUIDATED' })
      .where(eq(userCompanies.userId, liquidated.carrier.user.id));
    await t.deps.db
      .update(users)
      .set({ companyBlocked: true })
      .where(eq(users.id, liquidated.carrier.user.id));
    const reason = 'Компания перевозчика в реестре — «ликвидирована»: подписать договор-заявку нельзя';
    expect((await contractOf(liquidated)).signRefusal).toBe(reason);
    const byOwner = await sign(liquidated, liquidated.owner.token);
    expect(byOwner.statusCode).toBe(409);
    expect(byOwner.json().errors[0].msg).toBe(reason);
  });

  it('guest 401, a stranger 404, a banned party 403, bad input 400', async () => {
    const scene = await contractScene(t.deps.db);
    const stranger = await createCargo(t.deps.db);
    const body = { ...scene.ids, termsVersion: 1 };
    expect((await postContract(t.app, 'sign', null, body)).statusCode).toBe(401);
    expect((await postContract(t.app, 'sign', stranger.token, body)).statusCode).toBe(404);
    const badVersion = await postContract(t.app, 'sign', scene.owner.token, {
      ...scene.ids,
      termsVersion: 'один',
    });
    expect(badVersion.statusCode).toBe(400);
    expect(badVersion.json().errors[0]).toEqual({
      msg: CONTRACT_MESSAGES.termsVersion,
      param: 'termsVersion',
    });
    const badHash = await postContract(t.app, 'sign', scene.owner.token, { ...body, hash: 'abc' });
    expect(badHash.statusCode).toBe(400);
    await t.deps.db.update(users).set({ isBan: true }).where(eq(users.id, scene.carrier.user.id));
    const banned = await postContract(t.app, 'sign', scene.carrier.token, body);
    expect(banned.statusCode).toBe(403);
    expect(banned.json().errors[0].msg).toBe(ERROR_MESSAGES.banned);
  });

  it('an offer’s deal: the cargo owner who took it is the «заказчик», the offer’s author the carrier', async () => {
    const scene = await contractScene(t.deps.db);
    const offerOwner = await createCargo(t.deps.db, { firstName: 'Ольга', lastName: 'Заказова' });
    const carrier = await createCarrier(t.deps.db, { firstName: 'Глеб', lastName: 'Фуров' });
    const offer = await createArticle(t.deps.db, carrier.user.id, {
      type: 'offer',
      status: 2,
      cargoTypes: [],
      weightKg: null,
      car: {
        templateId: null,
        vehicleType: 'gazelle',
        make: 'ГАЗ',
        model: 'Газель Next',
        capacityTons: 1.5,
        volumeM3: 10,
        bodyType: 'isotherm',
        loadingTypes: ['side'],
        photo: null,
      },
    });
    await insertRequest(t.deps.db, offer.id, offerOwner.user.id);
    await insertExecutor(t.deps.db, offer.id, offerOwner.user.id);
    await insertDeal(t.deps.db, offer, offerOwner.user.id);
    const ids = { articleId: offer.id, executorId: offerOwner.user.id };
    const offerScene = { ...scene, owner: offerOwner, carrier, ...ids, ids };
    const forOwner = await contractOf(offerScene, offerOwner.token);
    expect(forOwner.mySide).toBe('cargo');
    expect((await contractOf(offerScene, carrier.token)).mySide).toBe('carrier');
    const vehicle = forOwner.sections.find((section) => section.title.startsWith('5.'));
    expect(vehicle?.rows).toEqual(
      expect.arrayContaining([
        { label: 'Тип транспорта', value: 'Газель (до 1,5 т)' },
        { label: 'Кузов', value: 'Изотерм' },
        { label: 'Марка и модель', value: 'ГАЗ Газель Next' },
      ]),
    );
    expect(forOwner.sections[0]?.rows[0]).toEqual({ label: 'Наименование или ФИО', value: 'Заказова Ольга' });
    // The scene's own deal is untouched by the offer's.
    expect((await contractOf(scene)).sections[0]?.rows).toContainEqual({ label: 'ИНН', value: OWNER_INN });
  });
});

describe('POST /api/deal/contract/verify', () => {
  it('confirms a signed hash to anyone, without names, INNs or addresses', async () => {
    const scene = await contractScene(t.deps.db);
    await sign(scene, scene.owner.token);
    const { hash, number, date } = ZContractResponse.parse((await sign(scene, scene.carrier.token)).json());
    // As people copy it: upper case, with spaces around.
    const res = await verify(`  ${hash.toUpperCase()} `);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const answer = ZContractVerifyResponse.parse(res.json());
    expect(answer).toEqual({
      error: false,
      valid: true,
      number,
      date,
      termsVersion: 1,
      signedByBoth: true,
      signatures: [
        { side: 'cargo', signedAt: expect.any(String) as string },
        { side: 'carrier', signedAt: expect.any(String) as string },
      ],
      current: true,
    });
    for (const secret of ['Грузова', 'Возов', OWNER_INN, 'Вавилова', '127.0.0.1']) {
      expect(res.body).not.toContain(secret);
    }
  });

  it('a hash nobody signed is not valid; half-signed is valid but not by both', async () => {
    const scene = await contractScene(t.deps.db);
    const { hash } = await contractOf(scene);
    expect((await verify(hash)).json()).toEqual({ error: false, valid: false });
    await sign(scene, scene.carrier.token);
    expect(ZContractVerifyResponse.parse((await verify(hash)).json())).toMatchObject({
      valid: true,
      signedByBoth: false,
      signatures: [{ side: 'carrier' }],
    });
  });

  it('a malformed hash is 400 with a Russian message', async () => {
    for (const bad of ['abc', 'z'.repeat(64), '', 42]) {
      const res = await verify(bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().errors[0]).toEqual({ msg: CONTRACT_MESSAGES.hashFormat, param: 'hash' });
    }
  });

  it('is limited per address', async () => {
    let last = 0;
    for (let i = 0; i <= CONTRACT_VERIFY_LIMIT.max; i += 1) {
      last = (await verify('0'.repeat(64), '10.29.1.1')).statusCode;
    }
    expect(last).toBe(429);
    expect((await verify('0'.repeat(64), '10.29.1.2')).statusCode).toBe(200);
  });
});

describe('the signer’s address behind a proxy', () => {
  it('is the client’s from X-Forwarded-For only with TRUST_PROXY', async () => {
    const proxied = await startTestApp({ config: { trustProxy: true } });
    try {
      const scene = await contractScene(proxied.deps.db);
      const read = await postContract(proxied.app, 'get', scene.owner.token, scene.ids);
      const { termsVersion } = ZContractResponse.parse(read.json());
      const res = await proxied.app.inject({
        method: 'POST',
        url: '/api/deal/contract/sign',
        payload: JSON.stringify({ ...scene.ids, termsVersion }),
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${scene.owner.token}`,
          'x-forwarded-for': '192.0.2.44',
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      const [row] = await proxied.deps.db
        .select()
        .from(dealSignatures)
        .where(eq(dealSignatures.articleId, scene.articleId));
      expect(row?.ip).toBe('192.0.2.44');
    } finally {
      await proxied.close();
    }
    // Without it, a forwarded header is the client's own word and is not taken.
    const scene = await contractScene(t.deps.db);
    const { termsVersion } = await contractOf(scene);
    await t.app.inject({
      method: 'POST',
      url: '/api/deal/contract/sign',
      payload: JSON.stringify({ ...scene.ids, termsVersion }),
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${scene.owner.token}`,
        'x-forwarded-for': '192.0.2.44',
      },
    });
    const [row] = await t.deps.db
      .select()
      .from(dealSignatures)
      .where(eq(dealSignatures.articleId, scene.articleId));
    expect(row?.ip).toBe('127.0.0.1');
  });
});
