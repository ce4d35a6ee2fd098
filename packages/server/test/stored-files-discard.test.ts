import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import sharp from 'sharp';
import { WAVEFORM_POINTS } from '@fura/domain/constants';
import { MAX_VEHICLE_TEMPLATES, TEMPLATE_LIMIT_MESSAGE } from '@fura/domain/vehicle-template-limits';
import { articles, fileDeletions, messages } from '../src/db/schema';
import { insertTemplate } from '../src/modules/vehicle-template/repo';
import { discardStoredOnFailure, runFileDeletions } from '../src/storage/file-deletions';
import { MemoryFileStorage } from './helpers/memory-file-storage';
import { articlePart, orderInput, postArticleForm } from './helpers/articles';
import { webmAudio } from './helpers/audio-fixtures';
import { insertDialog } from './helpers/dialogs';
import { bearer, createUser } from './helpers/factories';
import { multipart, type MultipartPart } from './helpers/multipart';
import { startTestApp } from './helpers/test-app';

/**
 * Files stored for a change that then fails (or, for a retried voice message, is not needed) are queued for deletion
 * at once: nothing refers to them. A concurrent change is simulated by running it while the file is being stored.
 */
class RacingStorage extends MemoryFileStorage {
  readonly putKeys: string[] = [];
  /** Runs before the next `put` of a key in this folder resolves, once. */
  private race: { folder: string; run: () => Promise<unknown> } | null = null;

  whileStoring(folder: string, run: () => Promise<unknown>): void {
    this.race = { folder, run };
  }

  override async put(key: string, data: Buffer): Promise<void> {
    await super.put(key, data);
    this.putKeys.push(key);
    const race = this.race;
    if (race && key.startsWith(`${race.folder}/`)) {
      this.race = null;
      await race.run();
    }
  }
}

const storage = new RacingStorage();
const log = pino({ level: 'silent' });
let t: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  // Its own database: the deletion job of another file would claim the rows this one checks.
  t = await startTestApp({ storage, ownDatabase: true });
});
afterAll(() => t.close());

const jpegPart = async (name: string): Promise<MultipartPart> => ({
  name,
  filename: 'photo.jpg',
  contentType: 'image/jpeg',
  data: await sharp({ create: { width: 80, height: 60, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer(),
});

function send(url: string, token: string, parts: MultipartPart[]) {
  const { payload, headers } = multipart(parts);
  return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...bearer(token) } });
}

async function scheduledNow(keys: readonly string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await t.deps.db
    .select()
    .from(fileDeletions)
    .where(inArray(fileDeletions.key, [...keys]));
  for (const row of rows) expect(row.deleteAfter.getTime()).toBeLessThanOrEqual(Date.now());
  return rows.map((row) => row.key).sort();
}

/** The keys stored while `work` ran. */
async function keysStoredDuring(work: () => Promise<unknown>): Promise<string[]> {
  const before = storage.putKeys.length;
  await work();
  return storage.putKeys.slice(before);
}

const stored = async (key: string) => (await storage.get(key)) !== null;

describe('files stored for a change that fails', () => {
  it('discardStoredOnFailure: a failed change throws its own error and queues its files; a done one queues none', async () => {
    const failure = new Error('изменение не удалось');
    await expect(
      discardStoredOnFailure(t.deps.db, (noteStored) => {
        noteStored(['articles/failed-one.webp', 'articles/failed-two.webp']);
        return Promise.reject(failure);
      }),
    ).rejects.toBe(failure);
    expect(await scheduledNow(['articles/failed-one.webp', 'articles/failed-two.webp'])).toEqual([
      'articles/failed-one.webp',
      'articles/failed-two.webp',
    ]);

    const answer = await discardStoredOnFailure(t.deps.db, (noteStored) => {
      noteStored(['articles/kept-one.webp']);
      return Promise.resolve('готово');
    });
    expect(answer).toBe('готово');
    expect(await scheduledNow(['articles/kept-one.webp'])).toEqual([]);
  });

  it('a template whose owner reached the limit meanwhile: 409, its photo queued and then deleted', async () => {
    const { user, token } = await createUser(t.deps.db, { type: 'carrier' });
    const template = {
      name: 'Тент',
      vehicleType: 'eurotruck',
      capacityTons: 20,
      bodyType: 'tent',
      loadingTypes: ['rear'],
    };
    storage.whileStoring('templates', async () => {
      for (let i = 0; i < MAX_VEHICLE_TEMPLATES; i += 1) {
        await insertTemplate(t.deps.db, user.id, {
          name: `Шаблон ${i}`,
          vehicleType: 'eurotruck',
          make: '',
          model: '',
          capacityTons: 20,
          volumeM3: null,
          bodyType: 'tent',
          loadingTypes: ['rear'],
          photo: null,
        });
      }
    });
    let status = 0;
    const keys = await keysStoredDuring(async () => {
      const res = await send('/api/vehicle-template/create', token, [
        { name: 'template', value: JSON.stringify(template) },
        await jpegPart('photo'),
      ]);
      status = res.statusCode;
      expect(res.json<{ errors: { msg: string }[] }>().errors[0]?.msg).toBe(TEMPLATE_LIMIT_MESSAGE);
    });
    expect(status).toBe(409);
    expect(keys.length).toBe(2); // the photo and its thumbnail
    expect(await scheduledNow(keys)).toEqual([...keys].sort());
    await runFileDeletions({ db: t.deps.db, storage, log });
    for (const key of keys) expect(await stored(key)).toBe(false);
  });

  it('a listing taken into work while its edit uploads: 400, the new photos queued, the old ones kept', async () => {
    const { token } = await createUser(t.deps.db, { type: 'cargo' });
    const created = await postArticleForm(t.app, 'createArticle', token, [
      articlePart(orderInput()),
      await jpegPart('cargoPhoto0'),
    ]);
    expect(created.statusCode).toBe(200);
    const article = created.json<{
      article: { _id: string; cargoPhoto: { file: string; thumb: string }[] };
    }>().article;
    const oldKeys = article.cargoPhoto
      .flatMap((photo) => [photo.file, photo.thumb])
      .map((url) => url.replace(/^\/files\//, ''));
    storage.whileStoring('articles', () =>
      t.deps.db.update(articles).set({ status: 3 }).where(eq(articles.id, article._id)),
    );
    let status = 0;
    const keys = await keysStoredDuring(async () => {
      const res = await postArticleForm(t.app, 'updateArticle', token, [
        { name: 'editingId', value: article._id },
        articlePart(orderInput({ cargoPhoto: article.cargoPhoto.map((photo) => ({ file: photo.file })) })),
        await jpegPart('cargoPhoto0'),
      ]);
      status = res.statusCode;
    });
    expect(status).toBe(400);
    expect(keys.length).toBe(2);
    expect(await scheduledNow(keys)).toEqual([...keys].sort());
    expect(await scheduledNow(oldKeys)).toEqual([]);
    for (const key of oldKeys) expect(await stored(key)).toBe(true);
  });

  it('a retried voice message keeps the first recording; the retry’s file is queued', async () => {
    const alice = await createUser(t.deps.db);
    const bob = await createUser(t.deps.db);
    const dialog = await insertDialog(t.deps.db, alice.user.id, bob.user.id);
    const form = (): MultipartPart[] => [
      { name: 'dialogId', value: dialog.id },
      { name: 'clientId', value: 'voice-retry' },
      { name: 'waveform', value: JSON.stringify(Array.from({ length: WAVEFORM_POINTS }, () => 0.5)) },
      {
        name: 'voice',
        filename: 'voice.webm',
        contentType: 'audio/webm',
        data: webmAudio({ durationMs: 1500 }),
      },
    ];
    const [first] = await keysStoredDuring(async () => {
      expect((await send('/api/dialog/send-voice', alice.token, form())).statusCode).toBe(200);
    });
    const [retry] = await keysStoredDuring(async () => {
      expect((await send('/api/dialog/send-voice', alice.token, form())).statusCode).toBe(200);
    });
    const rows = await t.deps.db.select().from(messages).where(eq(messages.dialogId, dialog.id));
    expect(rows.map((row) => row.voice?.key)).toEqual([first]);
    expect(await scheduledNow([first!, retry!])).toEqual([retry]);
  });
});
