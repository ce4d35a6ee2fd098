import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { bearer, createUser } from './helpers/factories';
import { multipart, type MultipartPart } from './helpers/multipart';
import { startTestApp } from './helpers/test-app';

let t: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const change = (value: unknown = { name: { first: 'Пётр', last: 'Сидоров' }, contract: { id: 4 } }) => ({
  name: 'userChange',
  value: typeof value === 'string' ? value : JSON.stringify(value),
});

function edit(token: string | null, parts: MultipartPart[]) {
  const { payload, headers } = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/user/user-edit',
    payload,
    headers: { ...headers, ...(token ? bearer(token) : {}) },
  });
}

/** A 600×400 picture: left half red, right half blue. */
function twoColourPicture() {
  const red = { create: { width: 300, height: 400, channels: 3 as const, background: '#ff0000' } };
  return sharp({ create: { width: 600, height: 400, channels: 3, background: '#0000ff' } }).composite([
    { input: red, left: 0, top: 0 },
  ]);
}

async function pixel(image: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

async function fetchAvatar(url: string) {
  return t.app.inject({ method: 'GET', url });
}

describe('POST /api/user/user-edit', () => {
  it('changes the name and the contract type', async () => {
    const { user, token } = await createUser(t.deps.db);
    const res = await edit(token, [change()]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      error: false,
      user: { _id: user.id, name: { first: 'Пётр', last: 'Сидоров' }, contract: { id: 4 }, avatar: null },
    });
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ firstName: 'Пётр', lastName: 'Сидоров', contractId: 4 });
  });

  it('a carrier sets, keeps and clears his home base (issue 26); a cargo owner may not; a bad point is a 400', async () => {
    const { user, token } = await createUser(t.deps.db, { type: 'carrier' });
    const name = { first: 'А', last: 'Б' };
    const tver = { settlement: 'Тверь', region: 'Тверская область', lat: 56.8587, lon: 35.9176 };
    const set = await edit(token, [change({ name, homeBase: tver })]);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().user.homeBase).toEqual(tver);
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.homeBase).toEqual(tver);
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(me.json().user.homeBase).toEqual(tver);
    const kept = await edit(token, [change({ name })]);
    expect(kept.json().user.homeBase).toEqual(tver);
    const cleared = await edit(token, [change({ name, homeBase: null })]);
    expect(cleared.json().user.homeBase).toBeNull();

    const bad = await edit(token, [change({ name, homeBase: { ...tver, lat: 95 } })]);
    expect(bad.statusCode).toBe(400);
    const cargo = await createUser(t.deps.db, { type: 'cargo' });
    const refused = await edit(cargo.token, [change({ name, homeBase: tver })]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'Домашнюю базу указывают только перевозчики' });
    // Nobody else ever sees it: the public profile has no such field.
    const other = await createUser(t.deps.db, { type: 'cargo' });
    await edit(token, [change({ name, homeBase: tver })]);
    const seen = await t.app.inject({
      method: 'POST',
      url: '/api/user/get',
      headers: bearer(other.token),
      payload: { userId: user.id },
    });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.body).not.toContain('Тверь');
  });

  it('keeps the contract when it is not sent and clears it with null', async () => {
    const { token } = await createUser(t.deps.db, { contractId: 2 });
    const kept = await edit(token, [change({ name: { first: 'А', last: 'Б' } })]);
    expect(kept.json().user.contract).toEqual({ id: 2 });
    const cleared = await edit(token, [change({ name: { first: 'А', last: 'Б' }, contract: { id: null } })]);
    expect(cleared.json().user.contract).toEqual({ id: null });
  });

  it('ignores unknown fields of userChange and unknown form fields (no e-mail, type or ban change)', async () => {
    const { user, token } = await createUser(t.deps.db);
    const res = await edit(token, [
      { name: 'isBan', value: 'true' },
      change({
        name: { first: 'А', last: 'Б' },
        email: 'hacker@x.ru',
        type: 'admin',
        isBan: true,
        tariff: 'pro',
      }),
    ]);
    expect(res.statusCode).toBe(200);
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ email: user.email, type: 'cargo', isBan: false, tariff: null });
  });

  it('re-encodes a PNG avatar to a 256×256 webp served from /files/avatars', async () => {
    const { token } = await createUser(t.deps.db);
    const png = await twoColourPicture().png().toBuffer();
    const res = await edit(token, [
      change(),
      { name: 'avatar', filename: 'me.png', contentType: 'image/png', data: png },
    ]);
    expect(res.statusCode).toBe(200);
    const url: string = res.json().user.avatar;
    expect(url).toMatch(/^\/files\/avatars\/[0-9a-f-]{36}\.webp$/);

    const file = await fetchAvatar(url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toContain('max-age=');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    // The me call presents the same URL.
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(me.json().user.avatar).toBe(url);
  });

  it('turns a JPEG upright by its EXIF orientation and strips the metadata', async () => {
    const { token } = await createUser(t.deps.db);
    const jpeg = await twoColourPicture()
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Copyright: 'secret-location', Artist: 'secret-author' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await edit(token, [
      change(),
      { name: 'avatar', filename: 'me.jpg', contentType: 'image/jpeg', data: jpeg },
    ]);
    expect(res.statusCode).toBe(200);
    const file = (await fetchAvatar(res.json().user.avatar as string)).rawPayload;
    const meta = await sharp(file).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(file.includes(Buffer.from('secret-location'))).toBe(false);
    // Orientation 6 turns the picture a quarter clockwise: the red left half ends up on top.
    const top = await pixel(file, 128, 20);
    const bottom = await pixel(file, 128, 235);
    expect(top[0]).toBeGreaterThan(200);
    expect(top[2]).toBeLessThan(60);
    expect(bottom[2]).toBeGreaterThan(200);
    expect(bottom[0]).toBeLessThan(60);
  });

  it('415 for a “.jpg” that is really HTML; nothing is stored', async () => {
    const { user, token } = await createUser(t.deps.db);
    const html = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');
    const res = await edit(token, [
      change(),
      { name: 'avatar', filename: 'me.jpg', contentType: 'image/jpeg', data: html },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      error: 'Загрузите изображение в формате JPEG, PNG или WebP',
      errors: [{ msg: 'Загрузите изображение в формате JPEG, PNG или WebP', param: 'avatar' }],
    });
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.avatar).toBeNull();
    expect(row?.firstName).toBe(user.firstName);
  });

  it('415 for a GIF (a real image of a type we do not take)', async () => {
    const { token } = await createUser(t.deps.db);
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#00ff00' } })
      .gif()
      .toBuffer();
    const res = await edit(token, [
      change(),
      { name: 'avatar', filename: 'a.gif', contentType: 'image/gif', data: gif },
    ]);
    expect(res.statusCode).toBe(415);
  });

  it('413 for a file over 5 MB', async () => {
    const { token } = await createUser(t.deps.db);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await edit(token, [
      change(),
      { name: 'avatar', filename: 'big.png', contentType: 'image/png', data: big },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      error: 'Файл слишком большой: не более 5 МБ',
      errors: [{ msg: 'Файл слишком большой: не более 5 МБ', param: 'avatar' }],
    });
  });

  it('413 for a decompression bomb (a tiny PNG that claims 20000×20000 pixels)', async () => {
    const { token } = await createUser(t.deps.db);
    const png = Buffer.from(
      await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
    );
    png.writeUInt32BE(20_000, 16);
    png.writeUInt32BE(20_000, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    const res = await edit(token, [
      change(),
      { name: 'avatar', filename: 'bomb.png', contentType: 'image/png', data: png },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json().errors[0].param).toBe('avatar');
  });

  it('400 for a PNG signature followed by garbage', async () => {
    const { token } = await createUser(t.deps.db);
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const broken = Buffer.concat([png.subarray(0, 40), Buffer.from('garbage'.repeat(20))]);
    const res = await edit(token, [
      change(),
      { name: 'avatar', filename: 'x.png', contentType: 'image/png', data: broken },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Не удалось прочитать изображение. Загрузите другой файл');
  });

  it('400 for a file under another field name', async () => {
    const { token } = await createUser(t.deps.db);
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const res = await edit(token, [
      change(),
      { name: 'document', filename: 'p.png', contentType: 'image/png', data: png },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Можно загрузить только аватар и фото паспорта',
      errors: [{ msg: 'Можно загрузить только аватар и фото паспорта', param: 'document' }],
    });
  });

  it('an empty file part (no file chosen) is no avatar', async () => {
    const { token } = await createUser(t.deps.db);
    const res = await edit(token, [
      change(),
      { name: 'avatar', filename: '', contentType: 'application/octet-stream', data: Buffer.alloc(0) },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.avatar).toBeNull();
  });

  it.each([
    ['bad JSON', [change('{"name": ')], 'Данные профиля переданы в неверном формате', 'userChange'],
    ['no userChange', [], 'Не переданы данные профиля', 'userChange'],
    ['an empty first name', [change({ name: { first: '  ', last: 'Б' } })], 'Введите имя', 'name.first'],
    [
      'an unknown contract type',
      [change({ name: { first: 'А', last: 'Б' }, contract: { id: 9 } })],
      'Выберите тип договора',
      'contract.id',
    ],
  ])('400 with the message in `error` for %s', async (_case, parts, msg, param) => {
    const { token } = await createUser(t.deps.db);
    const res = await edit(token, parts);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(msg);
    expect(res.json().errors).toContainEqual({ msg, param });
  });

  it('accepts userChange sent as an application/json part', async () => {
    const { token } = await createUser(t.deps.db);
    const res = await edit(token, [{ ...change(), contentType: 'application/json' }]);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.name.first).toBe('Пётр');
  });

  it('415 for a JSON body instead of a form', async () => {
    const { token } = await createUser(t.deps.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/user-edit',
      headers: bearer(token),
      payload: { userChange: JSON.stringify({ name: { first: 'А', last: 'Б' } }) },
    });
    expect(res.statusCode).toBe(415);
    expect(typeof res.json().error).toBe('string');
  });

  it('400 (not 500) for a broken multipart body', async () => {
    const { token } = await createUser(t.deps.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/user-edit',
      headers: { ...bearer(token), 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="userChange"\r\n\r\n{"na',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('403 for a banned user; nothing changes', async () => {
    const { user, token } = await createUser(t.deps.db, { isBan: true });
    const res = await edit(token, [change()]);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('Ваш профиль заблокирован');
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.firstName).toBe(user.firstName);
  });

  it('401 envelope for a guest', async () => {
    const res = await edit(null, [change()]);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe(true);
  });
});

describe('GET /files/avatars/:name', () => {
  it.each([
    ['/files/avatars/0b8e5a4e-5a43-4d4a-9b1e-4f4f3b0b3e11.webp'],
    ['/files/avatars/..%2F..%2Fetc%2Fpasswd'],
    ['/files/avatars/x.png'],
  ])('404 envelope for %s', async (url) => {
    const res = await fetchAvatar(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: true, errors: [{ msg: 'Файл не найден' }] });
  });
});
