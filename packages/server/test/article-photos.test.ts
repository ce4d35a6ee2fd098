import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { ARTICLE_MESSAGES, MAX_CARGO_PHOTOS } from '@fura/domain/article-schemas';
import { createUser } from './helpers/factories';
import { articlePart, offerInput, orderInput, postArticleForm } from './helpers/articles';
import type { MultipartPart } from './helpers/multipart';
import { startTestApp } from './helpers/test-app';

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

function picture(width: number, height: number, background = '#3366cc') {
  return sharp({ create: { width, height, channels: 3, background } });
}

const png = (width = 120, height = 90) => picture(width, height).png().toBuffer();

function file(name: string, data: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg'): MultipartPart {
  return { name, filename, contentType, data };
}

async function createOrder(token: string, files: MultipartPart[]) {
  return postArticleForm(t.app, 'createArticle', token, [articlePart(orderInput()), ...files]);
}

async function cargoOwner() {
  return (await createUser(t.deps.db, { type: 'cargo' })).token;
}

describe('listing photos', () => {
  it('re-encodes a PNG and a JPEG to webp with thumbnails, served from /files/articles', async () => {
    const token = await cargoOwner();
    const jpeg = await picture(2400, 1200, '#cc3300').jpeg().toBuffer();
    const res = await createOrder(token, [
      file('cargoPhoto0', await png(), 'a.png', 'image/png'),
      file('cargoPhoto1', jpeg),
    ]);
    expect(res.statusCode).toBe(200);
    const photos = res.json().article.cargoPhoto as { file: string; thumb: string }[];
    expect(photos).toHaveLength(2);
    for (const photo of photos) {
      expect(photo.file).toMatch(/^\/files\/articles\/[0-9a-f-]{36}\.webp$/);
      expect(photo.thumb).toBe(photo.file.replace('.webp', '-thumb.webp'));
    }
    const big = await t.app.inject({ method: 'GET', url: photos[1]!.file });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-type']).toBe('image/webp');
    expect(big.headers['x-content-type-options']).toBe('nosniff');
    const bigMeta = await sharp(big.rawPayload).metadata();
    expect(bigMeta).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    const thumb = await t.app.inject({ method: 'GET', url: photos[1]!.thumb });
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 400,
      height: 300,
    });
    // Small pictures are not enlarged.
    const small = await t.app.inject({ method: 'GET', url: photos[0]!.file });
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 120, height: 90 });
  });

  it('turns a photo upright by its EXIF orientation and strips EXIF and GPS', async () => {
    const token = await cargoOwner();
    const jpeg = await picture(80, 40)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Copyright: 'Secret Owner' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '55/1 45/1 21/1' },
      })
      .toBuffer();
    const original = await sharp(jpeg).metadata();
    expect(original.orientation).toBe(6);
    expect(original.exif?.includes('Secret Owner')).toBe(true);
    // The GPS IFD pointer tag 0x8825 (little-endian) is there before the upload.
    expect(original.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const res = await createOrder(token, [file('cargoPhoto0', jpeg)]);
    expect(res.statusCode).toBe(200);
    const [photo] = res.json().article.cargoPhoto;
    for (const url of [photo.file, photo.thumb]) {
      const served = await t.app.inject({ method: 'GET', url });
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(served.rawPayload.includes('Secret Owner')).toBe(false);
      if (url === photo.file) expect(meta).toMatchObject({ width: 40, height: 80 });
    }
  });

  it('stores a car photo for an offer', async () => {
    const { token } = await createUser(t.deps.db, { type: 'carrier' });
    const res = await postArticleForm(t.app, 'createArticle', token, [
      file('carPhoto', await png(), 'car.png', 'image/png'),
      articlePart(offerInput()),
    ]);
    expect(res.statusCode).toBe(200);
    const { car } = res.json().article;
    expect(car.photo.file).toMatch(/^\/files\/articles\/[0-9a-f-]{36}\.webp$/);
    expect((await t.app.inject({ method: 'GET', url: car.photo.thumb })).statusCode).toBe(200);
  });

  it('refuses a .jpg that is really HTML with 415', async () => {
    const token = await cargoOwner();
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    const res = await createOrder(token, [file('cargoPhoto0', html, 'cat.jpg', 'image/jpeg')]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      error: true,
      errors: [{ msg: ARTICLE_MESSAGES.photoType, param: 'cargoPhoto0' }],
    });
  });

  it('refuses GIF and SVG with 415', async () => {
    const token = await cargoOwner();
    const gif = await picture(10, 10).gif().toBuffer();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>');
    for (const data of [gif, svg]) {
      const res = await createOrder(token, [file('cargoPhoto0', data)]);
      expect(res.statusCode).toBe(415);
      expect(res.json().errors[0].msg).toBe(ARTICLE_MESSAGES.photoType);
    }
  });

  it('refuses a HEIC that cannot be decoded with 415 and asks for a JPEG', async () => {
    const token = await cargoOwner();
    const res = await createOrder(token, [file('cargoPhoto0', TINY_HEIC, 'IMG_0001.HEIC', 'image/heic')]);
    expect(res.statusCode).toBe(415);
    expect(res.json().errors).toEqual([
      { msg: 'Не удалось прочитать фото HEIC: сохраните его как JPEG', param: 'cargoPhoto0' },
    ]);
  });

  it('refuses a damaged JPEG with 400', async () => {
    const token = await cargoOwner();
    const jpeg = await picture(50, 50).jpeg().toBuffer();
    const damaged = Buffer.concat([jpeg.subarray(0, 40), Buffer.alloc(200, 7)]);
    const res = await createOrder(token, [file('cargoPhoto0', damaged)]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toEqual({
      msg: 'Не удалось прочитать фотографию. Загрузите другой файл',
      param: 'cargoPhoto0',
    });
  });

  it('refuses a photo over 10 MB with 413', async () => {
    const token = await cargoOwner();
    const huge = Buffer.alloc(10 * 1024 * 1024 + 1, 0);
    huge.set([0xff, 0xd8, 0xff, 0xe0], 0);
    const res = await createOrder(token, [file('cargoPhoto0', huge)]);
    expect(res.statusCode).toBe(413);
    expect(res.json().errors).toEqual([{ msg: ARTICLE_MESSAGES.photoSize, param: 'cargoPhoto0' }]);
  });

  it(`accepts ${MAX_CARGO_PHOTOS} cargo photos and refuses a tenth with 400`, async () => {
    const token = await cargoOwner();
    const data = await png(40, 30);
    const nine = Array.from({ length: MAX_CARGO_PHOTOS }, (_, i) => file(`cargoPhoto${i}`, data));
    const ok = await createOrder(token, nine);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().article.cargoPhoto).toHaveLength(MAX_CARGO_PHOTOS);

    const ten = [...nine, file(`cargoPhoto${MAX_CARGO_PHOTOS}`, data)];
    const refused = await createOrder(token, ten);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { msg: ARTICLE_MESSAGES.tooManyPhotos, param: `cargoPhoto${MAX_CARGO_PHOTOS}` },
    ]);
  });

  it('refuses files under other names and a car photo on an order', async () => {
    const token = await cargoOwner();
    const data = await png(40, 30);
    const other = await createOrder(token, [file('avatar', data)]);
    expect(other.statusCode).toBe(400);
    expect(other.json().errors[0].param).toBe('avatar');
    const car = await createOrder(token, [file('carPhoto', data)]);
    expect(car.statusCode).toBe(400);
    expect(car.json().errors[0].param).toBe('carPhoto');
  });

  it('reads the article field whether it comes before or after the files, and ignores empty file parts', async () => {
    const token = await cargoOwner();
    const data = await png(40, 30);
    const after = await postArticleForm(t.app, 'createArticle', token, [
      file('cargoPhoto0', data),
      file('cargoPhoto1', Buffer.alloc(0), ''),
      articlePart(orderInput()),
    ]);
    expect(after.statusCode).toBe(200);
    expect(after.json().article.cargoPhoto).toHaveLength(1);
  });

  it('serves only names it stores', async () => {
    for (const url of [
      '/files/articles/..%2Fsecret.webp',
      '/files/articles/nothing.webp',
      '/files/articles/00000000-0000-4000-8000-000000000000.webp',
      '/files/templates/00000000-0000-4000-8000-000000000000-thumb.webp',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});
