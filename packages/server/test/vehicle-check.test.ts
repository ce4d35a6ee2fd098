import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq, inArray } from 'drizzle-orm';
import { VEHICLE_CHECK_MESSAGES } from '@fura/domain/vehicle-check';
import { PLATE_MESSAGES } from '@fura/domain/vehicle-plate';
import { TEMPLATE_MESSAGES, type TVehicleTemplate } from '@fura/domain/vehicle-templates';
import { fileDeletions, vehicleTemplates } from '../src/db/schema';
import { bearer, createUser } from './helpers/factories';
import { startTestApp } from './helpers/test-app';
import { createTemplateVia, png, updateTemplateVia, uploadCheck } from './helpers/vehicle-check';

/** Issue 29: the template's plate and the private СТС upload for the vehicle check. */
let t: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const carrier = () => createUser(t.deps.db, { type: 'carrier' });

async function rowOf(id: string) {
  const [row] = await t.deps.db.select().from(vehicleTemplates).where(eq(vehicleTemplates.id, id));
  if (!row) throw new Error('no template');
  return row;
}

const post = (path: string, token: string | null, payload: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/vehicle-template/${path}`,
    payload,
    headers: token ? bearer(token) : {},
  });

describe('the template’s plate', () => {
  it('stores a plate typed with Latin look-alikes, spaces and lower case as the Cyrillic number', async () => {
    const { token } = await carrier();
    const created = await createTemplateVia(t.app, token, { plate: 'a 123 bc 77' });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.template.plate).toBe('А123ВС77');
    expect(created.template.check).toEqual({
      status: 'none',
      comment: null,
      uploadedAt: null,
      verified: false,
      hasSts: false,
      hasLease: false,
    });
  });

  it('refuses a plate no Russian vehicle carries: 400 with the Russian message on the field, nothing saved', async () => {
    const { user, token } = await carrier();
    const res = await post('create', token, {
      template: {
        name: 'Газель',
        vehicleType: 'gazelle',
        capacityTons: 1.5,
        bodyType: 'tent',
        plate: 'Б123ВС77',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ msg: PLATE_MESSAGES.format, param: 'plate' }]);
    const rows = await t.deps.db.select().from(vehicleTemplates).where(eq(vehicleTemplates.ownerId, user.id));
    expect(rows).toEqual([]);
  });

  it('an edit without the plate keeps it; an empty plate removes it', async () => {
    const { token } = await carrier();
    const { template } = await createTemplateVia(t.app, token, { plate: 'А123ВС77' });
    const kept = await updateTemplateVia(t.app, token, template._id, { name: 'Вольво синий' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().template).toMatchObject({ name: 'Вольво синий', plate: 'А123ВС77' });
    const removed = await updateTemplateVia(t.app, token, template._id, { plate: '' });
    expect(removed.json().template.plate).toBe('');
  });
});

describe('POST /api/vehicle-template/check-upload', () => {
  async function withPlate() {
    const owner = await carrier();
    const { template } = await createTemplateVia(t.app, owner.token, { plate: 'А123ВС77' });
    return { ...owner, template };
  }

  it('takes the СТС by its bytes (a PNG named .jpg), keeps it private and puts the vehicle on check', async () => {
    const { token, template } = await withPlate();
    const before = Date.now();
    const res = await uploadCheck(t.app, token, template._id, {
      sts: { data: await png(), filename: 'sts.jpg' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<{ template: TVehicleTemplate }>().template;
    expect(answer.check).toMatchObject({ status: 'pending', verified: false, hasSts: true, hasLease: false });
    const row = await rowOf(template._id);
    expect(row.stsPhoto).toMatch(/^vehicle-docs\/[0-9a-f-]{36}\.webp$/);
    expect(row.checkUploadedAt!.getTime()).toBeGreaterThanOrEqual(before);
    expect(answer.check.uploadedAt).toBe(row.checkUploadedAt!.toISOString());
    expect(res.body).not.toContain('vehicle-docs');
    const stored = await t.deps.storage.get(row.stsPhoto!);
    expect(await sharp(stored!).metadata()).toMatchObject({ format: 'webp', width: 320, height: 200 });
  });

  it('refuses a text file renamed .jpg by its content (415, Russian, on the field); nothing changes', async () => {
    const { token, template } = await withPlate();
    const res = await uploadCheck(t.app, token, template._id, {
      sts: { data: Buffer.from('это не фотография, а текст'), filename: 'sts.jpg' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().errors).toEqual([{ msg: VEHICLE_CHECK_MESSAGES.stsType, param: 'stsPhoto' }]);
    expect(await rowOf(template._id)).toMatchObject({
      checkStatus: 'none',
      stsPhoto: null,
      checkUploadedAt: null,
    });
  });

  it('refuses the lease in another format on its own field', async () => {
    const { token, template } = await withPlate();
    const res = await uploadCheck(t.app, token, template._id, {
      sts: { data: await png() },
      lease: { data: Buffer.from('%PDF-1.4 договор'), filename: 'lease.jpg' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().errors).toEqual([{ msg: VEHICLE_CHECK_MESSAGES.leaseType, param: 'leasePhoto' }]);
    expect((await rowOf(template._id)).stsPhoto).toBeNull();
  });

  it('takes the lease later beside the СТС waiting; a new СТС replaces the old one, which is queued for deletion', async () => {
    const { token, template } = await withPlate();
    await uploadCheck(t.app, token, template._id, { sts: { data: await png() } });
    const first = await rowOf(template._id);
    const lease = await uploadCheck(t.app, token, template._id, { lease: { data: await png(200, 300) } });
    expect(lease.statusCode, lease.body).toBe(200);
    expect(lease.json().template.check).toMatchObject({ status: 'pending', hasSts: true, hasLease: true });
    const second = await rowOf(template._id);
    expect(second.stsPhoto).toBe(first.stsPhoto);
    expect(second.leasePhoto).toMatch(/^vehicle-docs\//);
    await uploadCheck(t.app, token, template._id, { sts: { data: await png(100, 100) } });
    const third = await rowOf(template._id);
    expect(third.stsPhoto).not.toBe(first.stsPhoto);
    expect(third.leasePhoto).toBe(second.leasePhoto);
    const queued = await t.deps.db.select().from(fileDeletions).where(eq(fileDeletions.key, first.stsPhoto!));
    expect(queued).toHaveLength(1);
  });

  it('asks for the plate first, and for the СТС when only a lease comes', async () => {
    const { token } = await carrier();
    const { template } = await createTemplateVia(t.app, token);
    const noPlate = await uploadCheck(t.app, token, template._id, { sts: { data: await png() } });
    expect(noPlate.statusCode).toBe(400);
    expect(noPlate.json().errors).toEqual([{ msg: VEHICLE_CHECK_MESSAGES.noPlate, param: 'plate' }]);
    const plated = await withPlate();
    const leaseOnly = await uploadCheck(t.app, plated.token, plated.template._id, {
      lease: { data: await png() },
    });
    expect(leaseOnly.statusCode).toBe(400);
    expect(leaseOnly.json().errors).toEqual([{ msg: VEHICLE_CHECK_MESSAGES.stsRequired, param: 'stsPhoto' }]);
    const nothing = await uploadCheck(t.app, plated.token, plated.template._id, {});
    expect(nothing.statusCode).toBe(400);
  });

  it('is the owner’s: a guest 401, a cargo owner 403, another carrier 404 (as a missing template), JSON 415', async () => {
    const { template } = await withPlate();
    const data = await png();
    expect((await uploadCheck(t.app, null, template._id, { sts: { data } })).statusCode).toBe(401);
    const cargo = await createUser(t.deps.db, { type: 'cargo' });
    expect((await uploadCheck(t.app, cargo.token, template._id, { sts: { data } })).statusCode).toBe(403);
    const other = await carrier();
    const stranger = await uploadCheck(t.app, other.token, template._id, { sts: { data } });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().errors[0].msg).toBe(TEMPLATE_MESSAGES.notFound);
    const banned = await createUser(t.deps.db, { type: 'carrier', isBan: true });
    expect((await uploadCheck(t.app, banned.token, template._id, { sts: { data } })).statusCode).toBe(403);
    const json = await post('check-upload', other.token, { id: template._id });
    expect(json.statusCode).toBe(415);
    expect((await rowOf(template._id)).stsPhoto).toBeNull();
  });

  it('refuses a new upload while the vehicle is checked', async () => {
    const { token, template } = await withPlate();
    await t.deps.db
      .update(vehicleTemplates)
      .set({ checkStatus: 'verified', checkedPlate: 'А123ВС77' })
      .where(eq(vehicleTemplates.id, template._id));
    const res = await uploadCheck(t.app, token, template._id, { sts: { data: await png() } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].msg).toBe(VEHICLE_CHECK_MESSAGES.alreadyVerified);
  });
});

describe('the documents are never presented', () => {
  it('not in the template answers, not under /files, not to the owner himself', async () => {
    const { token } = await carrier();
    const { template } = await createTemplateVia(t.app, token, { plate: 'А123ВС77' });
    await uploadCheck(t.app, token, template._id, {
      sts: { data: await png() },
      lease: { data: await png() },
    });
    const row = await rowOf(template._id);
    const keys = [row.stsPhoto!, row.leasePhoto!];
    const names = keys.map((key) => key.split('/')[1]!);
    for (const path of ['list', 'get']) {
      const res = await post(path, token, { id: template._id });
      expect(res.statusCode).toBe(200);
      for (const name of names) expect(res.body).not.toContain(name);
      expect(res.body).not.toContain('vehicle-docs');
    }
    for (const key of keys) {
      const res = await t.app.inject({ method: 'GET', url: `/files/${key}`, headers: bearer(token) });
      expect(res.statusCode).toBe(404);
    }
  });

  it('a deleted template’s documents are queued for deletion', async () => {
    const { token } = await carrier();
    const { template } = await createTemplateVia(t.app, token, { plate: 'А123ВС77' });
    await uploadCheck(t.app, token, template._id, { sts: { data: await png() } });
    const { stsPhoto } = await rowOf(template._id);
    expect((await post('delete', token, { id: template._id })).statusCode).toBe(200);
    const queued = await t.deps.db
      .select()
      .from(fileDeletions)
      .where(inArray(fileDeletions.key, [stsPhoto!]));
    expect(queued).toHaveLength(1);
  });
});
