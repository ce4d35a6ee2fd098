import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TMessageResponse } from '@fura/domain/dialog-schemas';
import { buildApp, type BuiltApp } from '../src/app';
import { messages, users } from '../src/db/schema';
import { webmAudio } from './helpers/audio-fixtures';
import { bearer, createUser } from './helpers/factories';
import { multipart, type MultipartPart } from './helpers/multipart';
import { startLocalS3, type LocalS3 } from './helpers/s3-server';
import { testConfig, testDatabase } from './helpers/test-app';
import { voiceRequests } from './helpers/voice-requests';

/**
 * Two instances of the app on one database and one S3 bucket, each with a DATA_DIR of its own: what one stores,
 * the other serves. Storage comes from the configuration (S3_*), as in production.
 */
let s3: LocalS3;
const instances: { built: BuiltApp; dataDir: string }[] = [];
let a: BuiltApp;
let b: BuiltApp;

beforeAll(async () => {
  s3 = await startLocalS3();
  const database = await testDatabase();
  for (let i = 0; i < 2; i += 1) {
    const dataDir = await mkdtemp(join(tmpdir(), 'fura-instance-'));
    const built = await buildApp({ config: testConfig({ dataDir, s3: s3.config }), database });
    await built.app.ready();
    instances.push({ built, dataDir });
  }
  [a, b] = instances.map((instance) => instance.built) as [BuiltApp, BuiltApp];
});

afterAll(async () => {
  for (const { built, dataDir } of instances) {
    await built.app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  await s3.close();
});

const jpeg = () =>
  sharp({ create: { width: 90, height: 60, channels: 3, background: '#aa3366' } })
    .jpeg()
    .toBuffer();

async function userEdit(app: BuiltApp, token: string, file: MultipartPart) {
  const change = { name: 'userChange', value: JSON.stringify({ name: { first: 'Анна', last: 'Белова' } }) };
  const { payload, headers } = multipart([change, file]);
  return app.app.inject({
    method: 'POST',
    url: '/api/user/user-edit',
    payload,
    headers: { ...headers, ...bearer(token) },
  });
}

async function inBucket(key: string): Promise<Buffer> {
  const object = await s3.client.send(new GetObjectCommand({ Bucket: s3.config.bucket, Key: key }));
  return Buffer.from(await object.Body!.transformToByteArray());
}

describe('two instances sharing an S3 bucket', () => {
  it('an avatar uploaded through one instance is served by the other, with the same bytes and headers', async () => {
    const { token } = await createUser(a.deps.db);
    const edited = await userEdit(a, token, {
      name: 'avatar',
      filename: 'me.jpg',
      contentType: 'image/jpeg',
      data: await jpeg(),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const url = edited.json<{ user: { avatar: string } }>().user.avatar;
    expect(url).toMatch(/^\/files\/avatars\/[0-9a-f-]{36}\.webp$/);

    const served = await b.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(await inBucket(url.replace('/files/', '')))).toBe(true);
    expect(served.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(served.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': String(served.rawPayload.length),
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-security-policy': "default-src 'none'",
    });
    // Nothing on either machine's disk: the bucket is the only copy.
    for (const { dataDir } of instances) expect(await readdir(dataDir)).toEqual([]);
  });

  it('a voice message sent through one instance plays through the other, whole and by range, for members only', async () => {
    const { sendVoice, getVoice, pair } = voiceRequests(a);
    const { alice, bob, dialog } = await pair();
    const voice = webmAudio({ durationMs: 3_000 });
    const sent = await sendVoice(alice, { dialogId: dialog.id, voice });
    expect(sent.statusCode, sent.body).toBe(200);
    const url = sent.json<TMessageResponse>().message.voiceSound!.url;
    // The client learns our authorised URL only: no bucket address, no storage key.
    expect(sent.body).not.toContain(s3.config.endpoint!);
    expect(sent.body).not.toMatch(/voice\/[0-9a-f-]{36}\.webm/);

    const onB = voiceRequests(b);
    const whole = await onB.getVoice(bob, url);
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(voice)).toBe(true);
    expect(whole.headers).toMatchObject({
      'content-type': 'audio/webm',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, max-age=86400',
      'accept-ranges': 'bytes',
    });
    const part = await onB.getVoice(bob, url, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${voice.length}`);
    expect(part.rawPayload.equals(voice.subarray(100, 200))).toBe(true);

    const { alice: stranger } = await pair();
    expect((await onB.getVoice(stranger, url)).statusCode).toBe(404);
    expect((await getVoice(null, url)).statusCode).toBe(401);
  });
});

describe('private files on S3', () => {
  it('a voice recording and a passport photo are never served by the public /files/ route', async () => {
    const { sendVoice, pair } = voiceRequests(a);
    const { alice, dialog } = await pair();
    const sent = await sendVoice(alice, { dialogId: dialog.id, voice: webmAudio({ durationMs: 1_000 }) });
    expect(sent.statusCode, sent.body).toBe(200);
    const [message] = await a.deps.db
      .select({ voice: messages.voice })
      .from(messages)
      .where(eq(messages.id, sent.json<TMessageResponse>().message._id));
    const voiceKey = message!.voice!.key;

    const owner = await createUser(a.deps.db);
    const passport = await userEdit(a, owner.token, {
      name: 'passportPhoto',
      filename: 'passport.jpg',
      contentType: 'image/jpeg',
      data: await jpeg(),
    });
    expect(passport.statusCode, passport.body).toBe(200);
    const [row] = await a.deps.db.select().from(users).where(eq(users.id, owner.user.id));
    const passportKey = row!.passportPhoto!;
    expect(passportKey).toMatch(/^passports\//);
    // Both are really in the bucket.
    expect((await inBucket(voiceKey)).length).toBeGreaterThan(0);
    expect((await inBucket(passportKey)).length).toBeGreaterThan(0);

    for (const key of [voiceKey, passportKey]) {
      const name = key.slice(key.indexOf('/') + 1);
      const id = name.slice(0, 36);
      for (const url of [
        `/files/${key}`,
        `/files/avatars/..%2F${key.replace('/', '%2F')}`,
        `/files/avatars/${encodeURIComponent(`../${key}`)}`,
        `/files/avatars/${id}.webp`,
        `/files/articles/${id}.webp`,
      ]) {
        const res = await b.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
      }
    }
    // The owner gets the passport through its authorised endpoint, on the other instance too; a guest does not.
    const own = await b.app.inject({
      method: 'GET',
      url: '/api/user/passport-photo',
      headers: bearer(owner.token),
    });
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(await inBucket(passportKey))).toBe(true);
    expect(own.headers['cache-control']).toBe('no-store');
    expect((await b.app.inject({ method: 'GET', url: '/api/user/passport-photo' })).statusCode).toBe(401);
  });
});
