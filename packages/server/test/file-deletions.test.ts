import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import sharp from 'sharp';
import { fileDeletions } from '../src/db/schema';
import { FILE_DELETION_DELAY_MS, runFileDeletions } from '../src/storage/file-deletions';
import type { FileStorage } from '../src/storage/file-storage';
import { articlePart, orderInput, postArticleForm } from './helpers/articles';
import { bearer, createUser } from './helpers/factories';
import { multipart, type MultipartPart } from './helpers/multipart';
import { startTestApp } from './helpers/test-app';

let t: Awaited<ReturnType<typeof startTestApp>>;
const log = pino({ level: 'silent' });
const DAY = FILE_DELETION_DELAY_MS;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const jpeg = (background: string) =>
  sharp({ create: { width: 80, height: 60, channels: 3, background } })
    .jpeg()
    .toBuffer();

async function filePart(name: string, background = '#3366cc'): Promise<MultipartPart> {
  return { name, filename: 'photo.jpg', contentType: 'image/jpeg', data: await jpeg(background) };
}

function send(url: string, token: string, parts: MultipartPart[]) {
  const { payload, headers } = multipart(parts);
  return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...bearer(token) } });
}

/** The storage key behind a presented URL (`/files/<folder>/<name>`). */
const keyOf = (url: string) => url.replace(/^\/files\//, '');

async function scheduled(keys: readonly string[]) {
  if (keys.length === 0) return [];
  return t.deps.db
    .select()
    .from(fileDeletions)
    .where(inArray(fileDeletions.key, [...keys]));
}

async function stored(key: string): Promise<boolean> {
  return (await t.deps.storage.get(key)) !== null;
}

describe('files no longer referenced', () => {
  it('a photo removed from a listing is deleted a day later; the kept photo stays', async () => {
    const { token } = await createUser(t.deps.db, { type: 'cargo' });
    const created = await postArticleForm(t.app, 'createArticle', token, [
      articlePart(orderInput()),
      await filePart('cargoPhoto0', '#aa0000'),
      await filePart('cargoPhoto1', '#00aa00'),
    ]);
    expect(created.statusCode).toBe(200);
    const article = created.json<{
      article: { _id: string; cargoPhoto: { file: string; thumb: string }[] };
    }>().article;
    const [kept, removed] = article.cargoPhoto;
    const removedKeys = [keyOf(removed!.file), keyOf(removed!.thumb)];
    const keptKeys = [keyOf(kept!.file), keyOf(kept!.thumb)];

    const before = Date.now();
    const edited = await postArticleForm(t.app, 'updateArticle', token, [
      { name: 'editingId', value: article._id },
      articlePart(orderInput({ cargoPhoto: [{ file: kept!.file }] })),
    ]);
    expect(edited.statusCode).toBe(200);
    const rows = await scheduled([...removedKeys, ...keptKeys]);
    expect(rows.map((row) => row.key).sort()).toEqual([...removedKeys].sort());
    for (const row of rows) {
      expect(row.deleteAfter.getTime()).toBeGreaterThanOrEqual(before + DAY - 1000);
      expect(row.deleteAfter.getTime()).toBeLessThanOrEqual(Date.now() + DAY);
    }

    // Not before its time; then gone from storage and from the queue.
    await runFileDeletions({ ...t.deps, log }, new Date());
    for (const key of removedKeys) expect(await stored(key)).toBe(true);
    await runFileDeletions({ ...t.deps, log }, new Date(Date.now() + DAY + 1000));
    for (const key of removedKeys) expect(await stored(key)).toBe(false);
    for (const key of keptKeys) expect(await stored(key)).toBe(true);
    expect(await scheduled(removedKeys)).toEqual([]);
  });

  it('an edit that keeps every photo schedules nothing; a refused edit schedules nothing', async () => {
    const { token } = await createUser(t.deps.db, { type: 'cargo' });
    const created = await postArticleForm(t.app, 'createArticle', token, [
      articlePart(orderInput()),
      await filePart('cargoPhoto0'),
    ]);
    const article = created.json<{
      article: { _id: string; cargoPhoto: { file: string; thumb: string }[] };
    }>().article;
    const keys = article.cargoPhoto.flatMap((photo) => [keyOf(photo.file), keyOf(photo.thumb)]);
    const keep = orderInput({ cargoPhoto: article.cargoPhoto.map((photo) => ({ file: photo.file })) });
    const same = await postArticleForm(t.app, 'updateArticle', token, [
      { name: 'editingId', value: article._id },
      articlePart(keep),
    ]);
    expect(same.statusCode).toBe(200);
    const stranger = await createUser(t.deps.db, { type: 'cargo' });
    const refused = await postArticleForm(t.app, 'updateArticle', stranger.token, [
      { name: 'editingId', value: article._id },
      articlePart(orderInput({ cargoPhoto: [] })),
    ]);
    expect(refused.statusCode).toBe(403);
    expect(await scheduled(keys)).toEqual([]);
  });

  it('a replaced avatar is scheduled; the first avatar replaces nothing', async () => {
    const { token } = await createUser(t.deps.db);
    const change = { name: 'userChange', value: JSON.stringify({ name: { first: 'Анна', last: 'Белова' } }) };
    const first = await send('/api/user/user-edit', token, [change, await filePart('avatar', '#112233')]);
    expect(first.statusCode).toBe(200);
    const firstKey = keyOf(first.json<{ user: { avatar: string } }>().user.avatar);
    expect(await scheduled([firstKey])).toEqual([]);

    const second = await send('/api/user/user-edit', token, [change, await filePart('avatar', '#445566')]);
    expect(second.statusCode).toBe(200);
    const secondKey = keyOf(second.json<{ user: { avatar: string } }>().user.avatar);
    expect((await scheduled([firstKey, secondKey])).map((row) => row.key)).toEqual([firstKey]);
    // A name change without a file keeps the avatar.
    expect((await send('/api/user/user-edit', token, [change])).statusCode).toBe(200);
    expect(await scheduled([secondKey])).toEqual([]);
  });

  it('a template’s replaced photo and a deleted template’s photo are scheduled', async () => {
    const { token } = await createUser(t.deps.db, { type: 'carrier' });
    const template = {
      name: 'Тент',
      vehicleType: 'eurotruck',
      capacityTons: 20,
      bodyType: 'tent',
      loadingTypes: ['rear'],
    };
    const templatePart = (value: unknown): MultipartPart => ({
      name: 'template',
      value: JSON.stringify(value),
    });
    const created = await send('/api/vehicle-template/create', token, [
      templatePart(template),
      await filePart('photo', '#778899'),
    ]);
    expect(created.statusCode).toBe(200);
    const made = created.json<{ template: { _id: string; photo: { file: string; thumb: string } } }>()
      .template;
    const oldKeys = [keyOf(made.photo.file), keyOf(made.photo.thumb)];

    const kept = await send('/api/vehicle-template/update', token, [
      { name: 'id', value: made._id },
      templatePart({ ...template, photo: { file: made.photo.file } }),
    ]);
    expect(kept.statusCode).toBe(200);
    expect(await scheduled(oldKeys)).toEqual([]);

    const replaced = await send('/api/vehicle-template/update', token, [
      { name: 'id', value: made._id },
      templatePart(template),
      await filePart('photo', '#998877'),
    ]);
    expect(replaced.statusCode).toBe(200);
    const photo = replaced.json<{ template: { photo: { file: string; thumb: string } } }>().template.photo;
    expect((await scheduled(oldKeys)).map((row) => row.key).sort()).toEqual([...oldKeys].sort());

    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/vehicle-template/delete',
      headers: bearer(token),
      payload: { id: made._id },
    });
    expect(deleted.statusCode).toBe(200);
    const newKeys = [keyOf(photo.file), keyOf(photo.thumb)];
    expect((await scheduled(newKeys)).map((row) => row.key).sort()).toEqual([...newKeys].sort());
  });

  it('a storage failure keeps the file in the queue for the next run', async () => {
    const key = 'articles/00000000-0000-4000-8000-00000000f11e.webp';
    await t.deps.storage.put(key, Buffer.from('x'));
    await t.deps.db.insert(fileDeletions).values({ key, deleteAfter: new Date(Date.now() - 1000) });
    const failing: FileStorage = {
      put: (k, data) => t.deps.storage.put(k, data),
      get: (k) => t.deps.storage.get(k),
      delete: (k) => (k === key ? Promise.reject(new Error('disk busy')) : t.deps.storage.delete(k)),
      listStoredBefore: (folder, before) => t.deps.storage.listStoredBefore(folder, before),
      sweepUnfinished: (before) => t.deps.storage.sweepUnfinished(before),
    };
    await runFileDeletions({ db: t.deps.db, storage: failing, log });
    expect(await t.deps.db.select().from(fileDeletions).where(eq(fileDeletions.key, key))).toHaveLength(1);
    expect(await runFileDeletions({ ...t.deps, log })).toBeGreaterThanOrEqual(1);
    expect(await t.deps.db.select().from(fileDeletions).where(eq(fileDeletions.key, key))).toEqual([]);
    expect(await stored(key)).toBe(false);
  });
});
