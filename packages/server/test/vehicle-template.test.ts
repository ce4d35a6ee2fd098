import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERROR_MESSAGES } from '@fura/domain/errors';
import { TEMPLATE_MESSAGES, type TVehicleTemplate } from '@fura/domain/vehicle-templates';
import { MAX_VEHICLE_TEMPLATES, TEMPLATE_LIMIT_MESSAGE } from '@fura/domain/vehicle-template-limits';
import { users, vehicleTemplates } from '../src/db/schema';
import { presentTemplate } from '../src/modules/vehicle-template/present';
import { bearer, createUser } from './helpers/factories';
import { multipart, type MultipartPart } from './helpers/multipart';
import { startTestApp } from './helpers/test-app';

let t: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const GAZELLE = {
  name: 'Газель белая',
  vehicleType: 'gazelle',
  make: 'ГАЗ',
  model: 'ГАЗель Next',
  capacityTons: 1.5,
  volumeM3: 10.5,
  bodyType: 'tent',
  loadingTypes: ['side', 'rear'],
};

const carrier = () => createUser(t.deps.db, { type: 'carrier' });
const cargoOwner = () => createUser(t.deps.db, { type: 'cargo' });

function post(path: string, token: string | null, body: unknown = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/vehicle-template/${path}`,
    payload: body as Record<string, unknown>,
    headers: token ? bearer(token) : {},
  });
}

function postForm(path: 'create' | 'update', token: string | null, parts: MultipartPart[]) {
  const { payload, headers } = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/vehicle-template/${path}`,
    payload,
    headers: { ...headers, ...(token ? bearer(token) : {}) },
  });
}

const templatePart = (value: unknown = GAZELLE): MultipartPart => ({
  name: 'template',
  value: typeof value === 'string' ? value : JSON.stringify(value),
});

async function createVia(token: string, value: unknown = GAZELLE): Promise<TVehicleTemplate> {
  const res = await postForm('create', token, [{ name: 'socketId', value: 'abc' }, templatePart(value)]);
  expect(res.statusCode).toBe(200);
  return res.json<{ template: TVehicleTemplate }>().template;
}

async function rowsOf(ownerId: string) {
  return t.deps.db.select().from(vehicleTemplates).where(eq(vehicleTemplates.ownerId, ownerId));
}

describe('POST /api/vehicle-template/create', () => {
  it('creates a template for a carrier and answers it presented', async () => {
    const { user, token } = await carrier();
    const res = await postForm('create', token, [{ name: 'socketId', value: 's1' }, templatePart()]);
    expect(res.statusCode).toBe(200);
    const { template } = res.json<{ error: false; template: TVehicleTemplate }>();
    expect(res.json()).toMatchObject({ error: false });
    expect(template).toMatchObject({ ...GAZELLE, photo: null });
    expect(template._id).toMatch(/^[0-9a-f-]{36}$/);
    const [row] = await rowsOf(user.id);
    expect(row).toMatchObject({ id: template._id, name: 'Газель белая', capacityTons: 1.5, volumeM3: 10.5 });
  });

  it('fills defaults and trims: no make, model or volume', async () => {
    const { token } = await carrier();
    const template = await createVia(token, {
      name: '  Фура  ',
      vehicleType: 'eurotruck',
      capacityTons: 20,
      bodyType: 'refrigerator',
    });
    expect(template).toMatchObject({
      name: 'Фура',
      make: '',
      model: '',
      volumeM3: null,
      loadingTypes: [],
      photo: null,
    });
  });

  it('accepts a JSON body { template } as well (without a photo)', async () => {
    const { token } = await carrier();
    const res = await post('create', token, { template: GAZELLE, socketId: 'x' });
    expect(res.statusCode).toBe(200);
    expect(res.json().template.name).toBe('Газель белая');
  });

  it('401 for a guest, 403 for a cargo owner, an administrator and a banned carrier; nothing stored', async () => {
    const guest = await postForm('create', null, [templatePart()]);
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ error: true, errors: [{ msg: ERROR_MESSAGES.unauthorized }] });

    for (const type of ['cargo', 'admin'] as const) {
      const { user, token } = await createUser(t.deps.db, { type });
      const res = await postForm('create', token, [templatePart()]);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: true, errors: [{ msg: TEMPLATE_MESSAGES.carrierOnly }] });
      expect(await rowsOf(user.id)).toHaveLength(0);
    }

    const banned = await createUser(t.deps.db, { type: 'carrier', isBan: true });
    const res = await postForm('create', banned.token, [templatePart()]);
    expect(res.statusCode).toBe(403);
    expect(res.json().errors).toEqual([{ msg: ERROR_MESSAGES.banned }]);
    expect(await rowsOf(banned.user.id)).toHaveLength(0);
  });

  it('400 with Russian messages for bad JSON, a missing template and invalid fields', async () => {
    const { user, token } = await carrier();
    const badJson = await postForm('create', token, [templatePart('{"name": "Газель",')]);
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().errors).toEqual([
      {
        msg: 'Данные шаблона переданы в неверном формате: обновите страницу и попробуйте снова',
        param: 'template',
      },
    ]);

    const missing = await postForm('create', token, [{ name: 'socketId', value: 's' }]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ msg: 'Не переданы данные шаблона', param: 'template' }]);

    const invalid = await postForm('create', token, [
      templatePart({ ...GAZELLE, name: '   ', vehicleType: 'ufo', capacityTons: 0, bodyType: undefined }),
    ]);
    expect(invalid.statusCode).toBe(400);
    const errors = invalid.json<{ errors: { msg: string; param: string }[] }>().errors;
    expect(errors).toEqual(
      expect.arrayContaining([
        { msg: TEMPLATE_MESSAGES.name, param: 'name' },
        { msg: 'Выберите тип транспорта', param: 'vehicleType' },
        { msg: 'Введите число больше нуля', param: 'capacityTons' },
        { msg: 'Выберите тип кузова', param: 'bodyType' },
      ]),
    );
    for (const item of errors) expect(item.msg).toMatch(/[а-яё]/i);
    expect(await rowsOf(user.id)).toHaveLength(0);
  });

  it('400 for a file under another name or a second photo', async () => {
    const { token } = await carrier();
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
    const other = await postForm('create', token, [
      templatePart(),
      { name: 'avatar', filename: 'a.png', contentType: 'image/png', data: png },
    ]);
    expect(other.statusCode).toBe(400);
    expect(other.json().errors[0]).toEqual({
      msg: 'К шаблону можно приложить только одну фотографию',
      param: 'avatar',
    });
    const photo = { name: 'photo', filename: 'a.png', contentType: 'image/png', data: png };
    const twice = await postForm('create', token, [templatePart(), photo, photo]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors[0]).toEqual({
      msg: 'К шаблону можно приложить только одну фотографию',
      param: 'photo',
    });
  });

  it(`409 once the carrier has ${MAX_VEHICLE_TEMPLATES} templates; another carrier is not affected`, async () => {
    const { user, token } = await carrier();
    const values = Array.from({ length: MAX_VEHICLE_TEMPLATES - 1 }, (_, index) => ({
      ownerId: user.id,
      name: `Машина ${index}`,
      vehicleType: 'truck5',
      capacityTons: 5,
      bodyType: 'tent',
    }));
    await t.deps.db.insert(vehicleTemplates).values(values);
    await createVia(token);
    const res = await postForm('create', token, [templatePart()]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: true, errors: [{ msg: TEMPLATE_LIMIT_MESSAGE }] });
    expect(await rowsOf(user.id)).toHaveLength(MAX_VEHICLE_TEMPLATES);
    await createVia((await carrier()).token);
  });

  it('parallel creates cannot pass the limit', async () => {
    const { user, token } = await carrier();
    const values = Array.from({ length: MAX_VEHICLE_TEMPLATES - 2 }, (_, index) => ({
      ownerId: user.id,
      name: `Машина ${index}`,
      vehicleType: 'truck5',
      capacityTons: 5,
      bodyType: 'tent',
    }));
    await t.deps.db.insert(vehicleTemplates).values(values);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => postForm('create', token, [templatePart()])),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 409, 409, 409]);
    expect(await rowsOf(user.id)).toHaveLength(MAX_VEHICLE_TEMPLATES);
  });
});

describe('POST /api/vehicle-template/list and get', () => {
  it('lists only the caller’s own templates, newest first', async () => {
    const me = await carrier();
    const other = await carrier();
    const first = await createVia(me.token, { ...GAZELLE, name: 'Первая' });
    const second = await createVia(me.token, { ...GAZELLE, name: 'Вторая' });
    await createVia(other.token, { ...GAZELLE, name: 'Чужая' });
    const res = await post('list', me.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ error: false, templates: [second, first] });
  });

  it('an empty list for a new carrier; a banned carrier still sees the own templates', async () => {
    const fresh = await carrier();
    expect((await post('list', fresh.token)).json()).toEqual({ error: false, templates: [] });
    const banned = await carrier();
    const template = await createVia(banned.token);
    await t.deps.db.update(users).set({ isBan: true }).where(eq(users.id, banned.user.id));
    expect((await post('list', banned.token)).json().templates).toHaveLength(1);
    expect((await post('get', banned.token, { id: template._id })).statusCode).toBe(200);
  });

  it('get answers the own template; another carrier’s, an unknown or a malformed id is 404', async () => {
    const me = await carrier();
    const other = await carrier();
    const mine = await createVia(me.token);
    const theirs = await createVia(other.token);
    const res = await post('get', me.token, { id: mine._id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ error: false, template: mine });
    for (const id of [theirs._id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const refused = await post('get', me.token, { id });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ error: true, errors: [{ msg: TEMPLATE_MESSAGES.notFound }] });
    }
  });

  it('get without an id is 400; guests 401; cargo owners 403', async () => {
    const me = await carrier();
    const template = await createVia(me.token);
    const noId = await post('get', me.token, {});
    expect(noId.statusCode).toBe(400);
    expect(noId.json().errors).toEqual([{ msg: TEMPLATE_MESSAGES.notFound, param: 'id' }]);
    expect((await post('get', null, { id: template._id })).statusCode).toBe(401);
    expect((await post('get', null, {})).statusCode).toBe(401);
    expect((await post('list', null)).statusCode).toBe(401);
    const cargo = await cargoOwner();
    const list = await post('list', cargo.token);
    expect(list.statusCode).toBe(403);
    expect(list.json().errors).toEqual([{ msg: TEMPLATE_MESSAGES.carrierOnly }]);
    expect((await post('get', cargo.token, { id: template._id })).statusCode).toBe(403);
  });
});

describe('POST /api/vehicle-template/update', () => {
  const update = (token: string | null, id: string, value: unknown, extra: MultipartPart[] = []) =>
    postForm('update', token, [{ name: 'id', value: id }, templatePart(value), ...extra]);

  it('changes every field of the own template', async () => {
    const { token } = await carrier();
    const created = await createVia(token);
    const change = {
      name: 'Еврофура',
      vehicleType: 'eurotruck',
      make: 'Volvo',
      model: 'FH',
      capacityTons: 20.3,
      volumeM3: 86.7,
      bodyType: 'refrigerator',
      loadingTypes: ['top'],
    };
    const res = await update(token, created._id, change);
    expect(res.statusCode).toBe(200);
    const { template } = res.json<{ template: TVehicleTemplate }>();
    expect(template).toMatchObject({ ...change, _id: created._id, createdAt: created.createdAt });
    expect(Date.parse(template.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));
    expect((await post('get', token, { id: created._id })).json().template).toEqual(template);
  });

  it('another carrier’s template is 404 and stays unchanged', async () => {
    const owner = await carrier();
    const intruder = await carrier();
    const created = await createVia(owner.token);
    const res = await update(intruder.token, created._id, { ...GAZELLE, name: 'Моя теперь' });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors).toEqual([{ msg: TEMPLATE_MESSAGES.notFound }]);
    expect((await post('get', owner.token, { id: created._id })).json().template.name).toBe('Газель белая');
  });

  it('401 guest, 403 cargo owner and banned carrier, 400 bad JSON or missing id', async () => {
    const owner = await carrier();
    const created = await createVia(owner.token);
    expect((await update(null, created._id, GAZELLE)).statusCode).toBe(401);
    const cargo = await cargoOwner();
    expect((await update(cargo.token, created._id, GAZELLE)).json().errors).toEqual([
      { msg: TEMPLATE_MESSAGES.carrierOnly },
    ]);
    const badJson = await update(owner.token, created._id, 'nope');
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().errors[0].param).toBe('template');
    const noId = await postForm('update', owner.token, [templatePart()]);
    expect(noId.statusCode).toBe(400);
    expect(noId.json().errors).toEqual([{ msg: TEMPLATE_MESSAGES.notFound, param: 'id' }]);
    const invalid = await update(owner.token, created._id, { ...GAZELLE, capacityTons: 101 });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual([{ msg: 'Не больше 100', param: 'capacityTons' }]);

    await t.deps.db.update(users).set({ isBan: true }).where(eq(users.id, owner.user.id));
    const banned = await update(owner.token, created._id, { ...GAZELLE, name: 'Новое' });
    expect(banned.statusCode).toBe(403);
    expect(banned.json().errors).toEqual([{ msg: ERROR_MESSAGES.banned }]);
    const [row] = await rowsOf(owner.user.id);
    expect(row?.name).toBe('Газель белая');
  });
});

describe('POST /api/vehicle-template/delete', () => {
  it('deletes the own template; a second delete is 404', async () => {
    const { user, token } = await carrier();
    const created = await createVia(token);
    const res = await post('delete', token, { id: created._id, socketId: 's' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ error: false });
    expect(await rowsOf(user.id)).toHaveLength(0);
    expect((await post('delete', token, { id: created._id })).statusCode).toBe(404);
  });

  it('refuses a guest, a cargo owner, another carrier and a banned owner; the template stays', async () => {
    const owner = await carrier();
    const created = await createVia(owner.token);
    expect((await post('delete', null, { id: created._id })).statusCode).toBe(401);
    const cargo = await cargoOwner();
    expect((await post('delete', cargo.token, { id: created._id })).statusCode).toBe(403);
    const other = await carrier();
    const foreign = await post('delete', other.token, { id: created._id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errors).toEqual([{ msg: TEMPLATE_MESSAGES.notFound }]);
    const banned = await createUser(t.deps.db, { type: 'carrier', isBan: true });
    const bannedOwn = await t.deps.db
      .insert(vehicleTemplates)
      .values({ ownerId: banned.user.id, name: 'x', vehicleType: 'other', capacityTons: 1, bodyType: 'tent' })
      .returning();
    const refused = await post('delete', banned.token, { id: bannedOwn[0]!.id });
    expect(refused.statusCode).toBe(403);
    expect(await rowsOf(banned.user.id)).toHaveLength(1);
    expect(await rowsOf(owner.user.id)).toHaveLength(1);
  });
});

describe('presentTemplate', () => {
  const FIELDS = [
    '_id',
    'bodyType',
    'capacityTons',
    'createdAt',
    'loadingTypes',
    'make',
    'model',
    'name',
    'photo',
    // Issue 29: the plate and the check's state (never the documents' keys).
    'plate',
    'check',
    'updatedAt',
    'vehicleType',
  ];

  it('answers exactly the whitelisted fields; nothing of the owner leaks', async () => {
    const { user, token } = await carrier();
    await createVia(token);
    const res = await post('list', token);
    const [template] = res.json<{ templates: TVehicleTemplate[] }>().templates;
    expect(Object.keys(template ?? {}).sort()).toEqual([...FIELDS, 'volumeM3'].sort());
    for (const secret of [user.id, user.email, user.phone, user.passwordHash, token]) {
      expect(res.body).not.toContain(secret);
    }
  });

  it('drops unknown stored values instead of passing them on', async () => {
    const { user } = await carrier();
    const [row] = await t.deps.db
      .insert(vehicleTemplates)
      .values({
        ownerId: user.id,
        name: 'Старый',
        vehicleType: 'steamroller',
        capacityTons: 3,
        bodyType: 'balloon',
        loadingTypes: ['rear', 'roof'],
        photo: { key: 'templates/a.webp', thumbKey: 'templates/a-thumb.webp' },
      })
      .returning();
    const presented = presentTemplate(row!);
    expect(presented).toMatchObject({
      vehicleType: 'other',
      bodyType: 'tent',
      loadingTypes: ['rear'],
      photo: { file: '/files/templates/a.webp', thumb: '/files/templates/a-thumb.webp' },
    });
    expect(JSON.stringify(presented)).not.toContain(user.id);
  });
});
