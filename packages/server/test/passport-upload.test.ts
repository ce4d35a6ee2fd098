import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { fileDeletions, users } from '../src/db/schema';
import { bearer, createUser } from './helpers/factories';
import { multipart, type MultipartPart } from './helpers/multipart';
import { startTestApp } from './helpers/test-app';

/** Issue 12: the passport photo comes with the profile form (`passportPhoto`), checked by its bytes. */
let t: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A real 64×48 HEIC (HEVC-coded, as iPhones write them), made with libheif's heif-enc. */
const TINY_HEIC = Buffer.from(
  'AAAAHGZ0eXBoZWljAAAAAG1pZjFoZWljbWlhZgAAAa1tZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAAAA5waXRtAAAA' +
    'AAACAAAAEGlkYXQAAAAAAEAAMAAAADhpbG9jAQAAAERAAAIAAQAAAAAAAAHRAAEAAAAAAAAAGgACAAEAAAAAAAAAAQAAAAAAAAAIAAAAOGlpbmYA' +
    'AAAAAAIAAAAVaW5mZQIAAAEAAQAAaHZjMQAAAAAVaW5mZQIAAAAAAgAAZ3JpZAAAAADYaXBycAAAALZpcGNvAAAAdmh2Y0MBA3AAAAAAAAAAAAAe' +
    '8AD8/fj4AAAPAyAAAQAYQAEMAf//A3AAAAMAkAAAAwAAAwAeugJAIQABACpCAQEDcAAAAwCQAAADAAADAB6gIIEFlurkprm4EBAwIAAAAwAgAAAD' +
    'ACEiAAEABkQBwXPAiQAAABRpc3BlAAAAAAAAAEAAAABAAAAAFGlzcGUAAAAAAAAAQAAAADAAAAAQcGl4aQAAAAADCAgIAAAAGmlwbWEAAAAAAAAA' +
    'AgABAoECAAICA4QAAAAaaXJlZgAAAAAAAAAOZGltZwACAAEAAQAAACJtZGF0AAAAFigBrxmA70mlv/+nlEed2b/G61pj5uA=',
  'base64',
);

const change = { name: 'userChange', value: JSON.stringify({ name: { first: 'Анна', last: 'Смирнова' } }) };

function upload(token: string | null, data: Buffer, filename = 'passport.jpg', contentType = 'image/jpeg') {
  const parts: MultipartPart[] = [change, { name: 'passportPhoto', filename, contentType, data }];
  const { payload, headers } = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/user/user-edit',
    payload,
    headers: { ...headers, ...(token ? bearer(token) : {}) },
  });
}

function png(width = 320, height = 200, background = '#3366cc') {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

async function row(userId: string) {
  const [found] = await t.deps.db.select().from(users).where(eq(users.id, userId));
  if (!found) throw new Error('no user');
  return found;
}

describe('POST /api/user/user-edit with passportPhoto', () => {
  it('takes a PNG named .jpg as the PNG it is, stores it privately and puts the passport on check', async () => {
    const { user, token } = await createUser(t.deps.db, { passportComment: 'старый отказ' });
    const before = Date.now();
    const res = await upload(token, await png(), 'scan.jpg', 'image/jpeg');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({
      isPassportUploaded: true,
      isPassportVerified: false,
      passportStatus: 'pending',
      passportComment: null,
      name: { first: 'Анна', last: 'Смирнова' },
    });
    expect(res.body).not.toContain('passports/');
    const stored = await row(user.id);
    expect(stored.passportPhoto).toMatch(/^passports\/[0-9a-f-]{36}\.webp$/);
    expect(stored.passportUploadedAt!.getTime()).toBeGreaterThanOrEqual(before);
    const file = await t.deps.storage.get(stored.passportPhoto!);
    const meta = await sharp(file!).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 320, height: 200 });
  });

  it('strips EXIF (and GPS) from the stored photo', async () => {
    const { user, token } = await createUser(t.deps.db);
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#888' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret owner', ImageDescription: 'GPS 55.75 37.61' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload(token, jpeg);
    expect(res.statusCode, res.body).toBe(200);
    const file = await t.deps.storage.get((await row(user.id)).passportPhoto!);
    const meta = await sharp(file!).metadata();
    expect(meta.exif).toBeUndefined();
    expect(file!.includes(Buffer.from('secret owner'))).toBe(false);
  });

  it('refuses a text file named .jpg by its content; nothing changes', async () => {
    const { user, token } = await createUser(t.deps.db);
    const res = await upload(token, Buffer.from('<html><script>alert(1)</script></html>'), 'passport.jpg');
    expect(res.statusCode).toBe(415);
    expect(res.json().errors).toEqual([
      { msg: 'Загрузите фото паспорта в формате JPEG, PNG, WebP или HEIC', param: 'passportPhoto' },
    ]);
    expect(await row(user.id)).toMatchObject({ passportStatus: 'none', passportPhoto: null });
  });

  it('refuses a file over 10 MB with 413 and a Russian message', async () => {
    const { user, token } = await createUser(t.deps.db);
    const big = Buffer.concat([await png(8, 8), Buffer.alloc(10 * 1024 * 1024)]);
    const res = await upload(token, big, 'big.png', 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      error: 'Фото паспорта слишком большое: не более 10 МБ',
      errors: [{ msg: 'Фото паспорта слишком большое: не более 10 МБ', param: 'passportPhoto' }],
    });
    expect((await row(user.id)).passportStatus).toBe('none');
  });

  it('takes a passport photo between 5 and 10 MB (the avatar limit does not apply to it)', async () => {
    const { token } = await createUser(t.deps.db);
    const padded = Buffer.concat([await png(8, 8), Buffer.alloc(6 * 1024 * 1024)]);
    const res = await upload(token, padded, 'padded.png', 'image/png');
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses a HEIC it cannot decode with 415 and asks for a JPEG', async () => {
    const { token } = await createUser(t.deps.db);
    const res = await upload(token, TINY_HEIC, 'IMG_0001.HEIC', 'image/heic');
    expect(res.statusCode).toBe(415);
    expect(res.json().errors[0]).toEqual({
      msg: 'Не удалось прочитать фото HEIC: сохраните его как JPEG и загрузите снова',
      param: 'passportPhoto',
    });
  });

  it('a new upload while waiting replaces the photo and queues the old file for deletion', async () => {
    const { user, token } = await createUser(t.deps.db);
    expect((await upload(token, await png(100, 80))).statusCode).toBe(200);
    const first = await row(user.id);
    expect((await upload(token, await png(120, 90, '#aa0000'))).statusCode).toBe(200);
    const second = await row(user.id);
    expect(second.passportPhoto).not.toBe(first.passportPhoto);
    expect(second.passportStatus).toBe('pending');
    expect(second.passportUploadedAt!.getTime()).toBeGreaterThanOrEqual(first.passportUploadedAt!.getTime());
    const queued = await t.deps.db
      .select()
      .from(fileDeletions)
      .where(eq(fileDeletions.key, first.passportPhoto!));
    expect(queued).toHaveLength(1);
  });

  it('after a refusal a new upload goes on check again and clears the comment', async () => {
    const { user, token } = await createUser(t.deps.db, {
      passportStatus: 'rejected',
      passportComment: 'Фото размыто',
    });
    const res = await upload(token, await png());
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ passportStatus: 'pending', passportComment: null });
    expect(await row(user.id)).toMatchObject({ passportStatus: 'pending', passportComment: null });
  });

  it('refuses a new upload once the passport is verified', async () => {
    const { user, token } = await createUser(t.deps.db, {
      passportStatus: 'verified',
      isPassportVerified: true,
      isPassportUploaded: true,
      passportPhoto: 'passports/00000000-0000-4000-8000-000000000001.webp',
    });
    const res = await upload(token, await png());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Паспорт уже подтверждён',
      errors: [{ msg: 'Паспорт уже подтверждён', param: 'passportPhoto' }],
    });
    expect(await row(user.id)).toMatchObject({
      passportStatus: 'verified',
      passportPhoto: 'passports/00000000-0000-4000-8000-000000000001.webp',
    });
  });

  it('401 for a guest and 403 for a banned user', async () => {
    expect((await upload(null, await png())).statusCode).toBe(401);
    const banned = await createUser(t.deps.db, { isBan: true });
    expect((await upload(banned.token, await png())).statusCode).toBe(403);
    expect((await row(banned.user.id)).passportStatus).toBe('none');
  });

  it('the session user carries the passport status and the comment', async () => {
    const { token } = await createUser(t.deps.db, {
      passportStatus: 'rejected',
      passportComment: 'Нет страницы',
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(res.json().user).toMatchObject({ passportStatus: 'rejected', passportComment: 'Нет страницы' });
    expect(res.json().user).not.toHaveProperty('passportPhoto');
  });
});
