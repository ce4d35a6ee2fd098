import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { ZModerationQueueResponse, type TModerationQueueEntry } from '@fura/domain/passport';
import { VEHICLE_CHECK_MESSAGES } from '@fura/domain/vehicle-check';
import type { TArticle } from '@fura/domain/article-schemas';
import { adminAudit, fileDeletions, notifications, userCompanies, vehicleTemplates } from '../src/db/schema';
import { articlePart, createArticle, offerInput, postArticleForm, postArticleJson } from './helpers/articles';
import { createCargo, createCarrier, insertRequest } from './helpers/deals';
import { bearer, createUser, type CreatedUser } from './helpers/factories';
import { startTestApp } from './helpers/test-app';
import { createTemplateVia, decideVia, png, updateTemplateVia, uploadCheck } from './helpers/vehicle-check';

/**
 * Issue 29: vehicles in the console's moderation queue beside passports — the watermarked documents, the decision
 * under the row lock with its audit and notification — and «Машина проверена» where the vehicle goes.
 */
let t: Awaited<ReturnType<typeof startTestApp>>;
let admin: CreatedUser;

beforeAll(async () => {
  t = await startTestApp();
  admin = await createUser(t.deps.db, { type: 'admin' });
});
afterAll(() => t.close());

async function waitingVehicle(fields: { plate?: string; lease?: boolean } = {}) {
  const carrier = await createCarrier(t.deps.db, { firstName: 'Сергей', lastName: 'Лебедев' });
  const { template } = await createTemplateVia(t.app, carrier.token, { plate: fields.plate ?? 'В456ОР99' });
  const res = await uploadCheck(t.app, carrier.token, template._id, {
    sts: { data: await png() },
    ...(fields.lease ? { lease: { data: await png(240, 320) } } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return { carrier, template, uploadedAt: res.json().template.check.uploadedAt as string };
}

async function wholeQueue(): Promise<TModerationQueueEntry[]> {
  const items: TModerationQueueEntry[] = [];
  for (let page = 1; ; page += 1) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/moderation/queue',
      payload: { page },
      headers: bearer(admin.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = ZModerationQueueResponse.parse(res.json());
    items.push(...answer.items);
    if (answer.items.length === 0 || items.length >= answer.countAll) return items;
  }
}

async function templateRow(id: string) {
  const [row] = await t.deps.db.select().from(vehicleTemplates).where(eq(vehicleTemplates.id, id));
  return row!;
}

const notificationsOf = (userId: string, code: string) =>
  t.deps.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.code, code)));

describe('the moderation queue with vehicles', () => {
  it('lists a vehicle beside the passports, in upload order, with the carrier, his company and the plate', async () => {
    const base = Date.now() - 10_000;
    const passport = await createUser(t.deps.db, {
      passportStatus: 'pending',
      passportPhoto: 'passports/00000000-0000-4000-8000-000000000002.webp',
      passportUploadedAt: new Date(base),
    });
    const { carrier, template } = await waitingVehicle({ plate: 'к 777 мм 197', lease: true });
    await t.deps.db.insert(userCompanies).values({
      userId: carrier.user.id,
      legalForm: 'ooo',
      inn: '7707083893',
      name: 'ООО «Лебедев и партнёры»',
    });
    const queue = await wholeQueue();
    const passportAt = queue.findIndex(
      (item) => item.kind === 'passport' && item.userId === passport.user.id,
    );
    const vehicleAt = queue.findIndex((item) => item.kind === 'vehicle' && item.templateId === template._id);
    expect(passportAt).toBeGreaterThanOrEqual(0);
    expect(vehicleAt).toBeGreaterThan(passportAt);
    expect(queue[vehicleAt]).toEqual({
      kind: 'vehicle',
      templateId: template._id,
      userId: carrier.user.id,
      name: { first: 'Сергей', last: 'Лебедев' },
      type: 'carrier',
      email: carrier.user.email,
      companyName: 'ООО «Лебедев и партнёры»',
      vehicleName: template.name,
      plate: 'К 777 ММ 197',
      hasLease: true,
      uploadedAt: expect.any(String),
    });
    expect(JSON.stringify(queue)).not.toContain('vehicle-docs');
  });

  it('leaves out vehicles not waiting, and a carrier without a company has none', async () => {
    const carrier = await createCarrier(t.deps.db);
    const { template: unsent } = await createTemplateVia(t.app, carrier.token, { plate: 'А123ВС77' });
    const { template } = await waitingVehicle();
    const queue = await wholeQueue();
    expect(queue.some((item) => item.kind === 'vehicle' && item.templateId === unsent._id)).toBe(false);
    const mine = queue.find((item) => item.kind === 'vehicle' && item.templateId === template._id);
    expect(mine).toMatchObject({ companyName: null, hasLease: false });
  });
});

describe('GET /api/admin/moderation/vehicle-photo/:templateId/:doc', () => {
  const photo = (token: string | null, id: string, doc: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/admin/moderation/vehicle-photo/${id}/${doc}`,
      headers: token ? bearer(token) : {},
    });

  it('shows an admin the СТС and the lease watermarked, never cached; nobody else', async () => {
    const { carrier, template } = await waitingVehicle({ lease: true });
    const row = await templateRow(template._id);
    for (const doc of ['sts', 'lease']) {
      const res = await photo(admin.token, template._id, doc);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('no-store');
      const stored = await t.deps.storage.get(doc === 'sts' ? row.stsPhoto! : row.leasePhoto!);
      expect(res.rawPayload.equals(stored!)).toBe(false);
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp' });
    }
    expect((await photo(null, template._id, 'sts')).statusCode).toBe(401);
    expect((await photo(carrier.token, template._id, 'sts')).statusCode).toBe(404);
    expect((await photo(admin.token, template._id, 'passport')).statusCode).toBe(404);
    expect((await photo(admin.token, 'не-uuid', 'sts')).statusCode).toBe(404);
  });

  it('answers 404 for a lease never sent', async () => {
    const { template } = await waitingVehicle();
    const res = await photo(admin.token, template._id, 'lease');
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0].msg).toBe(VEHICLE_CHECK_MESSAGES.notUploaded);
  });
});

describe('the decision on a vehicle', () => {
  it('verify: checked plate stored, audit written, carrier notified; «Машина проверена» on his offer and request', async () => {
    const { carrier, template, uploadedAt } = await waitingVehicle({ plate: 'Е001КХ77' });
    const offer = await postArticleForm(t.app, 'createArticle', carrier.token, [
      articlePart(offerInput({ car: { ...(offerInput().car as object), templateId: template._id } })),
    ]);
    expect(offer.statusCode, offer.body).toBe(200);
    const offerId = offer.json<{ article: TArticle }>().article._id;
    const owner = await createCargo(t.deps.db);
    const order = await createArticle(t.deps.db, owner.user.id);
    const request = await insertRequest(t.deps.db, order.id, carrier.user.id);
    await t.app.inject({
      method: 'POST',
      url: '/api/article/updateRequest',
      payload: { requestId: request.id, request: { request: 'Возьму', vehicleTemplateId: template._id } },
      headers: bearer(carrier.token),
    });
    const offerMark = async () => {
      const res = await postArticleJson(t.app, 'getArticle', null, { id: offerId, type: 'offer' });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ article: TArticle }>().article.car?.vehicleVerified;
    };
    const requestMark = async () => {
      const res = await postArticleJson(t.app, 'getUserArticle', owner.token, {
        id: order.id,
        type: 'order',
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ article: TArticle }>().article.requests[0]?.vehicle;
    };
    expect(await offerMark()).toBe(false);
    expect(await requestMark()).toEqual({ templateId: template._id, name: template.name, verified: false });

    const res = await decideVia(t.app, admin.token, {
      templateId: template._id,
      uploadedAt,
      decision: 'approve',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      error: false,
      kind: 'vehicle',
      templateId: template._id,
      checkStatus: 'verified',
    });
    expect(await templateRow(template._id)).toMatchObject({
      checkStatus: 'verified',
      checkedPlate: 'Е001КХ77',
    });
    const [audit] = await t.deps.db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.adminId, admin.user.id), eq(adminAudit.targetUserId, carrier.user.id)));
    expect(audit).toMatchObject({
      action: 'vehicleApprove',
      after: { checkStatus: 'verified', checkedPlate: 'Е001КХ77' },
    });
    expect(await notificationsOf(carrier.user.id, 'vehicleVerified')).toHaveLength(1);
    expect(await offerMark()).toBe(true);
    expect((await requestMark())?.verified).toBe(true);
    const got = await t.app.inject({
      method: 'POST',
      url: '/api/vehicle-template/get',
      payload: { id: template._id },
      headers: bearer(carrier.token),
    });
    expect(got.json().template.check).toMatchObject({ status: 'verified', verified: true });

    // A plate edit after the check: the mark goes, the check starts over, its documents are let go.
    const stsKey = (await templateRow(template._id)).stsPhoto!;
    const edited = await updateTemplateVia(t.app, carrier.token, template._id, { plate: 'Е002КХ77' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().template.check).toMatchObject({ status: 'none', verified: false, hasSts: false });
    expect(await offerMark()).toBe(false);
    expect((await requestMark())?.verified).toBe(false);
    expect(await t.deps.db.select().from(fileDeletions).where(eq(fileDeletions.key, stsKey))).toHaveLength(1);
  });

  it('reject with a comment: the carrier is notified with the reason, the documents are let go', async () => {
    const { carrier, template, uploadedAt } = await waitingVehicle();
    const noComment = await decideVia(t.app, admin.token, {
      templateId: template._id,
      uploadedAt,
      decision: 'reject',
    });
    expect(noComment.statusCode).toBe(400);
    expect(noComment.json().errors).toEqual([{ msg: 'Укажите причину отказа', param: 'comment' }]);
    const keys = await templateRow(template._id);
    const res = await decideVia(t.app, admin.token, {
      templateId: template._id,
      uploadedAt,
      decision: 'reject',
      comment: 'В СТС другой собственник, нужен договор аренды',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await templateRow(template._id)).toMatchObject({
      checkStatus: 'rejected',
      checkComment: 'В СТС другой собственник, нужен договор аренды',
      stsPhoto: null,
    });
    const [note] = await notificationsOf(carrier.user.id, 'vehicleRejected');
    expect(note?.info).toMatchObject({ commentFail: 'В СТС другой собственник, нужен договор аренды' });
    expect(
      await t.deps.db.select().from(fileDeletions).where(eq(fileDeletions.key, keys.stsPhoto!)),
    ).toHaveLength(1);
    const notes = await t.app.inject({
      method: 'POST',
      url: '/api/notification/get-all',
      payload: { type: 'all', offset: 0 },
      headers: bearer(carrier.token),
    });
    expect(notes.json().notifications[0]).toMatchObject({
      code: 'vehicleRejected',
      info: { commentFail: 'В СТС другой собственник, нужен договор аренды', templateId: template._id },
    });
    const again = await decideVia(t.app, admin.token, {
      templateId: template._id,
      uploadedAt,
      decision: 'approve',
    });
    expect(again.statusCode).toBe(409);
  });

  it('409 when the plate changed after the moderator opened it (the upload moment moves)', async () => {
    const { carrier, template, uploadedAt } = await waitingVehicle();
    const edited = await updateTemplateVia(t.app, carrier.token, template._id, { plate: 'Х999ХХ99' });
    expect(edited.json().template.check).toMatchObject({ status: 'pending', hasSts: true });
    const stale = await decideVia(t.app, admin.token, {
      templateId: template._id,
      uploadedAt,
      decision: 'approve',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors[0].msg).toBe(VEHICLE_CHECK_MESSAGES.alreadyDecided);
    const fresh = edited.json().template.check.uploadedAt as string;
    const ok = await decideVia(t.app, admin.token, {
      templateId: template._id,
      uploadedAt: fresh,
      decision: 'approve',
    });
    expect(ok.statusCode).toBe(200);
    expect((await templateRow(template._id)).checkedPlate).toBe('Х999ХХ99');
  });

  it('only admins: guest 401, a carrier 404; an unknown template 404; no template id 400', async () => {
    const { carrier, template, uploadedAt } = await waitingVehicle();
    const body = { templateId: template._id, uploadedAt, decision: 'approve' };
    expect((await decideVia(t.app, null, body)).statusCode).toBe(401);
    expect((await decideVia(t.app, carrier.token, body)).statusCode).toBe(404);
    const unknown = await decideVia(t.app, admin.token, {
      ...body,
      templateId: '00000000-0000-4000-8000-00000000dead',
    });
    expect(unknown.statusCode).toBe(404);
    const missing = await decideVia(t.app, admin.token, { uploadedAt, decision: 'approve' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0]).toMatchObject({ param: 'templateId' });
    expect((await templateRow(template._id)).checkStatus).toBe('pending');
  });
});

describe('a request’s vehicle', () => {
  it('is one of the requester’s own templates: another’s is refused on the field', async () => {
    const owner = await createCargo(t.deps.db);
    const order = await createArticle(t.deps.db, owner.user.id);
    const carrier = await createCarrier(t.deps.db);
    const other = await createCarrier(t.deps.db);
    const { template } = await createTemplateVia(t.app, other.token, { plate: 'А123ВС77' });
    const request = await insertRequest(t.deps.db, order.id, carrier.user.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/article/updateRequest',
      payload: { requestId: request.id, request: { request: 'Возьму', vehicleTemplateId: template._id } },
      headers: bearer(carrier.token),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { msg: 'Шаблон транспорта не найден', param: 'request.vehicleTemplateId' },
    ]);
  });
});
