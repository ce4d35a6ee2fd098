import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { createCargo, createCarrier } from './helpers/deals';
import { bearer, createUser, type CreatedUser } from './helpers/factories';
import { multipart } from './helpers/multipart';
import { startTestApp } from './helpers/test-app';

/** Issue 12: a passport photo is private — its owner and admins only, never through /files. */
let t: Awaited<ReturnType<typeof startTestApp>>;
let owner: CreatedUser;
let ownerKey: string;
let stored: Buffer;

beforeAll(async () => {
  t = await startTestApp();
  owner = await createCarrier(t.deps.db);
  const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#d8d0c0' } })
    .png()
    .toBuffer();
  const { payload, headers } = multipart([
    { name: 'userChange', value: JSON.stringify({ name: { first: 'Олег', last: 'Орлов' } }) },
    { name: 'passportPhoto', filename: 'p.png', contentType: 'image/png', data: photo },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/user-edit',
    payload,
    headers: { ...headers, ...bearer(owner.token) },
  });
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await t.deps.db.select().from(users).where(eq(users.id, owner.user.id));
  ownerKey = row!.passportPhoto!;
  stored = (await t.deps.storage.get(ownerKey))!;
});
afterAll(() => t.close());

const get = (url: string, token: string | null = null) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

function expectPrivateImage(res: Awaited<ReturnType<typeof get>>) {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('image/webp');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['cache-control']).toBe('no-store');
}

describe('GET /api/user/passport-photo (the owner)', () => {
  it('gives the owner his own photo, as stored, not cacheable', async () => {
    const res = await get('/api/user/passport-photo', owner.token);
    expectPrivateImage(res);
    expect(res.rawPayload.equals(stored)).toBe(true);
  });

  it('401 for a guest', async () => {
    const res = await get('/api/user/passport-photo');
    expect(res.statusCode).toBe(401);
    expect(res.rawPayload.equals(stored)).toBe(false);
  });

  it('another user gets 404 (his own, absent), never the owner’s photo, whatever he adds to the URL', async () => {
    const other = await createCargo(t.deps.db);
    for (const url of [
      '/api/user/passport-photo',
      `/api/user/passport-photo?userId=${owner.user.id}`,
      `/api/user/passport-photo/${owner.user.id}`,
    ]) {
      const res = await get(url, other.token);
      expect(res.statusCode, url).toBe(404);
      expect(res.rawPayload.equals(stored), url).toBe(false);
    }
  });
});

describe('the public /files route', () => {
  it('never serves a passport, by its key or by guessing', async () => {
    const name = ownerKey.slice('passports/'.length);
    for (const url of [
      `/files/${ownerKey}`,
      `/files/passports/${name}`,
      `/files/avatars/..%2Fpassports%2F${name}`,
      `/files/avatars/../passports/${name}`,
      `/files/articles/${name}`,
      `/files/passports/00000000-0000-4000-8000-000000000000.webp`,
    ]) {
      for (const token of [null, owner.token]) {
        const res = await get(url, token);
        expect(res.statusCode, url).toBe(404);
        expect(res.rawPayload.equals(stored), url).toBe(false);
      }
    }
  });
});

describe('GET /api/admin/moderation/photo/:userId', () => {
  it('gives an admin a watermarked copy: the same picture size, other bytes', async () => {
    const admin = await createUser(t.deps.db, { type: 'admin' });
    const res = await get(`/api/admin/moderation/photo/${owner.user.id}`, admin.token);
    expectPrivateImage(res);
    expect(res.rawPayload.equals(stored)).toBe(false);
    const [copy, original] = await Promise.all([
      sharp(res.rawPayload).raw().toBuffer({ resolveWithObject: true }),
      sharp(stored).raw().toBuffer({ resolveWithObject: true }),
    ]);
    expect(copy.info).toMatchObject({ width: 400, height: 300 });
    // The watermark changes many pixels across the picture, not a few compression artefacts.
    let changed = 0;
    for (let at = 0; at < copy.data.length; at += copy.info.channels) {
      if (Math.abs(copy.data[at]! - original.data[at]!) > 40) changed += 1;
    }
    expect(changed).toBeGreaterThan(1000);
  });

  it('401 for a guest, 404 for the owner himself, another cargo owner and a carrier', async () => {
    const url = `/api/admin/moderation/photo/${owner.user.id}`;
    expect((await get(url)).statusCode).toBe(401);
    for (const user of [owner, await createCargo(t.deps.db), await createCarrier(t.deps.db)]) {
      const res = await get(url, user.token);
      expect(res.statusCode).toBe(404);
      expect(res.rawPayload.equals(stored)).toBe(false);
    }
  });

  it('404 with a Russian message for a user without a photo and for an id that is not one', async () => {
    const admin = await createUser(t.deps.db, { type: 'admin' });
    const plain = await createCargo(t.deps.db);
    const none = await get(`/api/admin/moderation/photo/${plain.user.id}`, admin.token);
    expect(none.statusCode).toBe(404);
    expect(none.json().errors[0].msg).toBe('Фото паспорта не загружено');
    const bad = await get('/api/admin/moderation/photo/not-an-id', admin.token);
    expect(bad.statusCode).toBe(404);
    expect(bad.json().errors[0].msg).toBe('Пользователь не найден');
  });
});
