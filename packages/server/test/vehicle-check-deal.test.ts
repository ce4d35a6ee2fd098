import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@fura/domain/credentials';
import { DEAL_VEHICLE_MESSAGES, type TDealVehicle } from '@fura/domain/deal-vehicle';
import { PLATE_MESSAGES } from '@fura/domain/vehicle-plate';
import { articleRequests, articles, deals, notifications, users } from '../src/db/schema';
import { insertDeal } from '../src/modules/deal/deal-repo';
import { createArticle } from './helpers/articles';
import { createCargo, createCarrier, insertExecutor, insertRequest } from './helpers/deals';
import { bearer, createUser, type CreatedUser } from './helpers/factories';
import { startTestApp } from './helpers/test-app';
import { createTemplateVia, insertVerifiedTemplate } from './helpers/vehicle-check';

/**
 * Issue 29: the deal's vehicle and driver — stated by the deal's carrier (his template or a typed plate), read by
 * both parties, «Машина проверена» when the plate is one a moderator verified for him.
 */
let t: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const DRIVER = { driverName: 'Иванов Иван', driverPhone: '79161234567' };

function call(verb: 'get' | 'set', token: string | null, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/deal/vehicle/${verb}`,
    payload,
    headers: token ? bearer(token) : {},
  });
}

interface Scene {
  owner: CreatedUser;
  carrier: CreatedUser;
  key: { articleId: string; executorId: string };
  templateId: string;
}

/** An order whose carrier requested it with his checked vehicle, and was chosen: the deal is made at the choice. */
async function dealWithCheckedVehicle(plate = 'А123ВС77'): Promise<Scene> {
  const owner = await createCargo(t.deps.db);
  const carrier = await createCarrier(t.deps.db);
  const template = await insertVerifiedTemplate(t.deps.db, carrier.user.id, plate);
  const order = await createArticle(t.deps.db, owner.user.id);
  const request = await insertRequest(t.deps.db, order.id, carrier.user.id);
  await t.deps.db
    .update(articleRequests)
    .set({ vehicleTemplateId: template.id })
    .where(eq(articleRequests.id, request.id));
  // As set-executor.ts does at the choice: the executor, the listing in work, the deal made from them.
  await insertExecutor(t.deps.db, order.id, carrier.user.id);
  const [inWork] = await t.deps.db
    .update(articles)
    .set({ status: 3 })
    .where(eq(articles.id, order.id))
    .returning();
  await insertDeal(t.deps.db, inWork!, carrier.user.id);
  return {
    owner,
    carrier,
    key: { articleId: order.id, executorId: carrier.user.id },
    templateId: template.id,
  };
}

async function dealRow(key: Scene['key']) {
  const [row] = await t.deps.db
    .select()
    .from(deals)
    .where(and(eq(deals.articleId, key.articleId), eq(deals.executorId, key.executorId)));
  return row!;
}

const vehicleOf = (res: { json: () => unknown }) => (res.json() as { vehicle: TDealVehicle }).vehicle;

describe('the deal’s vehicle at the choice', () => {
  it('takes the plate of the template the carrier requested with; the cargo owner sees it checked', async () => {
    const { owner, carrier, key, templateId } = await dealWithCheckedVehicle();
    expect(await dealRow(key)).toMatchObject({ vehiclePlate: 'А123ВС77', vehicleTemplateId: templateId });
    const seen = await call('get', owner.token, key);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(vehicleOf(seen)).toEqual({
      plate: 'А123ВС77',
      templateId: null,
      templateName: null,
      verified: true,
      driverName: '',
      driverPhone: '',
      termsVersion: 1,
      canEdit: false,
    });
    const own = vehicleOf(await call('get', carrier.token, key));
    expect(own).toMatchObject({ templateId, templateName: 'Вольво белый', verified: true, canEdit: true });
  });
});

describe('POST /api/deal/vehicle/set', () => {
  it('the carrier states a typed plate and the driver: the terms’ version rises, the cargo owner is told and sees them', async () => {
    const { owner, carrier, key, templateId } = await dealWithCheckedVehicle();
    const res = await call('set', carrier.token, { ...key, plate: 'в 456 ор 99', ...DRIVER });
    expect(res.statusCode, res.body).toBe(200);
    expect(vehicleOf(res)).toMatchObject({
      plate: 'В456ОР99',
      templateId: null,
      verified: false,
      ...DRIVER,
      termsVersion: 2,
      canEdit: true,
    });
    expect(await dealRow(key)).toMatchObject({ vehiclePlate: 'В456ОР99', termsVersion: 2, ...DRIVER });
    const seen = vehicleOf(await call('get', owner.token, key));
    expect(seen).toMatchObject({ plate: 'В456ОР99', ...DRIVER, verified: false, canEdit: false });
    const told = await t.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.user.id), eq(notifications.code, 'dealVehicleChanged')));
    expect(told).toHaveLength(1);
    expect(told[0]!.info).toMatchObject({
      articleId: key.articleId,
      plate: 'В 456 ОР 99',
      driverName: 'Иванов Иван',
    });

    // The same statement again changes nothing: no new version, no second notification.
    const again = await call('set', carrier.token, { ...key, plate: 'В456ОР99', ...DRIVER });
    expect(vehicleOf(again).termsVersion).toBe(2);
    // Back to his checked vehicle by its template: «Машина проверена» again, version 3.
    const back = await call('set', carrier.token, { ...key, templateId, ...DRIVER });
    expect(vehicleOf(back)).toMatchObject({ plate: 'А123ВС77', templateId, verified: true, termsVersion: 3 });
  });

  it('a typed plate equal to his checked vehicle’s is «Машина проверена»; another carrier’s checked plate is not', async () => {
    const { owner, carrier, key } = await dealWithCheckedVehicle('Е001КХ77');
    const other = await createCarrier(t.deps.db);
    await insertVerifiedTemplate(t.deps.db, other.user.id, 'Х999ХХ99');
    const mine = await call('set', carrier.token, { ...key, plate: 'е001кх77', ...DRIVER });
    expect(vehicleOf(mine).verified).toBe(true);
    const theirs = await call('set', carrier.token, { ...key, plate: 'Х999ХХ99', ...DRIVER });
    expect(vehicleOf(theirs).verified).toBe(false);
    expect(vehicleOf(await call('get', owner.token, key)).verified).toBe(false);
  });

  it('a chosen template must be his and carry a plate', async () => {
    const { carrier, key } = await dealWithCheckedVehicle();
    const other = await createCarrier(t.deps.db);
    const { template: foreign } = await createTemplateVia(t.app, other.token, { plate: 'А555АА55' });
    const refused = await call('set', carrier.token, { ...key, templateId: foreign._id, ...DRIVER });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { msg: DEAL_VEHICLE_MESSAGES.templateNotFound, param: 'templateId' },
    ]);
    const { template: plateless } = await createTemplateVia(t.app, carrier.token);
    const noPlate = await call('set', carrier.token, { ...key, templateId: plateless._id, ...DRIVER });
    expect(noPlate.statusCode).toBe(400);
    expect(noPlate.json().errors).toEqual([
      { msg: DEAL_VEHICLE_MESSAGES.templateNoPlate, param: 'templateId' },
    ]);
    expect((await dealRow(key)).termsVersion).toBe(1);
  });

  it('bad input: 400 with Russian messages on the fields, nothing saved', async () => {
    const { carrier, key } = await dealWithCheckedVehicle();
    const res = await call('set', carrier.token, {
      ...key,
      plate: 'ПРИВЕТ',
      driverName: ' ',
      driverPhone: '8916',
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as { msg: string; param: string }[];
    expect(errors).toEqual(
      expect.arrayContaining([
        { msg: PLATE_MESSAGES.format, param: 'plate' },
        { msg: DEAL_VEHICLE_MESSAGES.driverName, param: 'driverName' },
        { msg: AUTH_MESSAGES.phone, param: 'driverPhone' },
      ]),
    );
    const none = await call('set', carrier.token, { ...key, ...DRIVER });
    expect(none.json().errors).toEqual([{ msg: DEAL_VEHICLE_MESSAGES.plateOrTemplate, param: 'plate' }]);
    expect(await dealRow(key)).toMatchObject({ vehiclePlate: 'А123ВС77', driverName: '', termsVersion: 1 });
  });

  it('only the deal’s carrier: the cargo owner 403, a stranger 404, a guest 401, a banned carrier 403', async () => {
    const { owner, carrier, key } = await dealWithCheckedVehicle();
    const body = { ...key, plate: 'В456ОР99', ...DRIVER };
    const byOwner = await call('set', owner.token, body);
    expect(byOwner.statusCode).toBe(403);
    expect(byOwner.json().errors[0].msg).toBe(DEAL_VEHICLE_MESSAGES.carrierOnly);
    const stranger = await createCarrier(t.deps.db);
    expect((await call('set', stranger.token, body)).statusCode).toBe(404);
    expect((await call('get', stranger.token, key)).statusCode).toBe(404);
    const admin = await createUser(t.deps.db, { type: 'admin' });
    expect((await call('get', admin.token, key)).statusCode).toBe(404);
    expect((await call('set', null, body)).statusCode).toBe(401);
    expect((await call('get', null, key)).statusCode).toBe(401);
    expect(
      (await call('get', owner.token, { articleId: 'не-uuid', executorId: key.executorId })).statusCode,
    ).toBe(404);
    await t.deps.db.update(users).set({ isBan: true }).where(eq(users.id, carrier.user.id));
    expect((await call('set', carrier.token, body)).statusCode).toBe(403);
    expect((await dealRow(key)).termsVersion).toBe(1);
  });

  it('a completed deal’s vehicle is history: 400, and the carrier may no longer edit', async () => {
    const { carrier, key } = await dealWithCheckedVehicle();
    await t.deps.db.update(articles).set({ status: 5 }).where(eq(articles.id, key.articleId));
    const res = await call('set', carrier.token, { ...key, plate: 'В456ОР99', ...DRIVER });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].msg).toBe(DEAL_VEHICLE_MESSAGES.closed);
    expect(vehicleOf(await call('get', carrier.token, key)).canEdit).toBe(false);
  });
});
