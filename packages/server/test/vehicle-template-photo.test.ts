import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import type { TVehicleTemplate } from '@fura/domain/vehicle-templates';
import { vehicleTemplates } from '../src/db/schema';
import { bearer, createUser } from './helpers/factories';
import { multipart, type MultipartPart } from './helpers/multipart';
import { startTestApp } from './helpers/test-app';

let t: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const TRUCK = {
  name: 'Рефрижератор',
  vehicleType: 'refrigeratorTruck',
  make: 'Isuzu',
  model: 'Elf',
  capacityTons: 5,
  volumeM3: 30,
  bodyType: 'refrigerator',
  loadingTypes: ['rear'],
};
const PHOTO_TYPE = 'Загрузите фотографию в формате JPEG, PNG или WebP';
const PHOTO_SIZE = 'Фотография слишком большая: не более 10 МБ';

const carrier = () => createUser(t.deps.db, { type: 'carrier' });

function send(path: 'create' | 'update', token: string, parts: MultipartPart[]) {
  const { payload, headers } = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/vehicle-template/${path}`,
    payload,
    headers: { ...headers, ...bearer(token) },
  });
}

const templatePart = (value: unknown = TRUCK): MultipartPart => ({
  name: 'template',
  value: JSON.stringify(value),
});
const photoPart = (data: Buffer, filename = 'truck.jpg', contentType = 'image/jpeg'): MultipartPart => ({
  name: 'photo',
  filename,
  contentType,
  data,
});

/** A picture of the given size: left half red, right half blue. */
function picture(width: number, height: number) {
  const red = {
    create: { width: Math.floor(width / 2), height, channels: 3 as const, background: '#ff0000' },
  };
  return sharp({ create: { width, height, channels: 3, background: '#0000ff' } }).composite([
    { input: red, left: 0, top: 0 },
  ]);
}

/** The stored bytes behind a presented URL (`/files/templates/<name>`). */
async function stored(url: string): Promise<Buffer> {
  expect(url).toMatch(/^\/files\/templates\/[0-9a-f-]{36}(-thumb)?\.webp$/);
  const data = await t.deps.storage.get(url.replace(/^\/files\//, ''));
  if (!data) throw new Error(`nothing stored for ${url}`);
  return data;
}

async function createWithPhoto(token: string, data: Buffer): Promise<TVehicleTemplate> {
  const res = await send('create', token, [templatePart(), photoPart(data)]);
  expect(res.statusCode).toBe(200);
  return res.json<{ template: TVehicleTemplate }>().template;
}

describe('template photos', () => {
  it('re-encodes a JPEG to webp inside 1600×1600 (as listing photos) with a 400×300 thumbnail, metadata stripped', async () => {
    const { user, token } = await carrier();
    const jpeg = await picture(3000, 2000)
      .jpeg()
      .withMetadata({ orientation: 1 })
      .withExif({ IFD0: { Copyright: 'secret-gps-place', Artist: 'secret-author' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const template = await createWithPhoto(token, jpeg);
    expect(template.photo).not.toBeNull();
    const { file, thumb } = template.photo!;
    expect(thumb).toBe(file.replace('.webp', '-thumb.webp'));

    const big = await stored(file);
    const bigMeta = await sharp(big).metadata();
    expect(bigMeta).toMatchObject({ format: 'webp', width: 1600, height: 1067 });
    expect(bigMeta.exif).toBeUndefined();
    expect(big.includes(Buffer.from('secret-gps-place'))).toBe(false);

    const small = await stored(thumb);
    const smallMeta = await sharp(small).metadata();
    expect(smallMeta).toMatchObject({ format: 'webp', width: 400, height: 300 });
    expect(smallMeta.exif).toBeUndefined();

    const [row] = await t.deps.db
      .select()
      .from(vehicleTemplates)
      .where(eq(vehicleTemplates.ownerId, user.id));
    expect(row?.photo).toEqual({
      key: file.replace('/files/', ''),
      thumbKey: thumb.replace('/files/', ''),
    });
  });

  it('never enlarges a small PNG and turns a JPEG upright by its EXIF orientation', async () => {
    const { token } = await carrier();
    const small = await createWithPhoto(token, await picture(300, 200).png().toBuffer());
    expect(await sharp(await stored(small.photo!.file)).metadata()).toMatchObject({
      width: 300,
      height: 200,
    });

    const rotated = await picture(600, 400).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const upright = await createWithPhoto(token, rotated);
    const data = await stored(upright.photo!.file);
    const meta = await sharp(data).metadata();
    expect(meta).toMatchObject({ width: 400, height: 600 });
    expect(meta.orientation).toBeUndefined();
    // A quarter turn clockwise puts the red left half on top.
    const { data: raw, info } = await sharp(data).raw().toBuffer({ resolveWithObject: true });
    const topRed = raw[(20 * info.width + 200) * info.channels];
    const bottomRed = raw[(580 * info.width + 200) * info.channels];
    expect(topRed).toBeGreaterThan(200);
    expect(bottomRed).toBeLessThan(60);
  });

  it('415 for a “.jpg” that is really HTML; nothing is stored', async () => {
    const { user, token } = await carrier();
    const html = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');
    const res = await send('create', token, [templatePart(), photoPart(html)]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: true, errors: [{ msg: PHOTO_TYPE, param: 'photo' }] });
    const rows = await t.deps.db.select().from(vehicleTemplates).where(eq(vehicleTemplates.ownerId, user.id));
    expect(rows).toHaveLength(0);
  });

  it('415 for a GIF (an image, but not one we take)', async () => {
    const { token } = await carrier();
    const gif = await picture(40, 40).gif().toBuffer();
    const res = await send('create', token, [templatePart(), photoPart(gif, 'a.gif', 'image/gif')]);
    expect(res.statusCode).toBe(415);
    expect(res.json().errors[0].msg).toBe(PHOTO_TYPE);
  });

  it('413 for a photo over 10 MB; exactly 10 MB is not refused for its size', async () => {
    const { user, token } = await carrier();
    const tenMb = 10 * 1024 * 1024;
    const jpeg = await picture(64, 64).jpeg().toBuffer();
    const oversize = Buffer.concat([jpeg, Buffer.alloc(tenMb + 1 - jpeg.length)]);
    const res = await send('create', token, [templatePart(), photoPart(oversize)]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: true, errors: [{ msg: PHOTO_SIZE, param: 'photo' }] });
    const rows = await t.deps.db.select().from(vehicleTemplates).where(eq(vehicleTemplates.ownerId, user.id));
    expect(rows).toHaveLength(0);

    // JPEG decoders stop at the end-of-image marker, so the padding is ignored.
    const padded = Buffer.concat([jpeg, Buffer.alloc(tenMb - jpeg.length)]);
    expect((await send('create', token, [templatePart(), photoPart(padded)])).statusCode).toBe(200);
  });

  it('413 for a decompression bomb (a tiny PNG that claims 20000×20000 pixels)', async () => {
    const { token } = await carrier();
    const png = Buffer.from(
      await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
    );
    png.writeUInt32BE(20_000, 16);
    png.writeUInt32BE(20_000, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    const res = await send('create', token, [templatePart(), photoPart(png, 'bomb.png', 'image/png')]);
    expect(res.statusCode).toBe(413);
    expect(res.json().errors[0].param).toBe('photo');
  });

  it('400 for a PNG signature followed by garbage', async () => {
    const { token } = await carrier();
    const png = await picture(8, 8).png().toBuffer();
    const broken = Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 7)]);
    const res = await send('create', token, [templatePart(), photoPart(broken, 'x.png', 'image/png')]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { msg: 'Не удалось прочитать фотографию. Загрузите другой файл', param: 'photo' },
    ]);
  });
});

describe('template photos on update', () => {
  const update = (token: string, id: string, value: unknown, extra: MultipartPart[] = []) =>
    send('update', token, [{ name: 'id', value: id }, templatePart(value), ...extra]);

  it('keeps the photo named as presented, drops it when not named or named wrongly', async () => {
    const { token } = await carrier();
    const created = await createWithPhoto(token, await picture(500, 400).jpeg().toBuffer());
    const photo = created.photo!;

    const kept = await update(token, created._id, { ...TRUCK, name: 'Тот же', photo: { file: photo.file } });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().template.photo).toEqual(photo);

    const wrong = await update(token, created._id, {
      ...TRUCK,
      photo: { file: '/files/templates/00000000-0000-4000-8000-000000000000.webp' },
    });
    expect(wrong.json().template.photo).toBeNull();

    const again = await createWithPhoto(token, await picture(500, 400).jpeg().toBuffer());
    const dropped = await update(token, again._id, TRUCK);
    expect(dropped.statusCode).toBe(200);
    expect(dropped.json().template.photo).toBeNull();
  });

  it('cannot take over another carrier’s photo by naming it', async () => {
    const owner = await carrier();
    const theirs = await createWithPhoto(owner.token, await picture(500, 400).jpeg().toBuffer());
    const me = await carrier();
    const mine = await createWithPhoto(me.token, await picture(300, 300).png().toBuffer());
    const res = await update(me.token, mine._id, { ...TRUCK, photo: { file: theirs.photo!.file } });
    expect(res.json().template.photo).toBeNull();
  });

  it('a new file replaces the photo; an HTML file is refused and the old photo stays', async () => {
    const { token } = await carrier();
    const created = await createWithPhoto(token, await picture(500, 400).jpeg().toBuffer());
    const html = Buffer.from('<html><body>not a photo</body></html>');
    const refused = await update(token, created._id, { ...TRUCK, photo: { file: created.photo!.file } }, [
      photoPart(html),
    ]);
    expect(refused.statusCode).toBe(415);
    const afterRefusal = await t.app.inject({
      method: 'POST',
      url: '/api/vehicle-template/get',
      payload: { id: created._id },
      headers: bearer(token),
    });
    expect(afterRefusal.json().template.photo).toEqual(created.photo);

    const png = await picture(900, 600).png().toBuffer();
    const replaced = await update(token, created._id, { ...TRUCK, photo: { file: created.photo!.file } }, [
      photoPart(png, 'new.png', 'image/png'),
    ]);
    expect(replaced.statusCode).toBe(200);
    const photo = replaced.json<{ template: TVehicleTemplate }>().template.photo!;
    expect(photo.file).not.toBe(created.photo!.file);
    expect(await sharp(await stored(photo.file)).metadata()).toMatchObject({
      format: 'webp',
      width: 900,
      height: 600,
    });
  });
});
