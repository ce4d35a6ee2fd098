import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { TMessageResponse } from '@fura/domain/dialog-schemas';
import { COMPRESS_THRESHOLD, pickEncoding } from '../src/http/compression';
import { webmAudio } from './helpers/audio-fixtures';
import { socketTestApp } from './helpers/socket-test-app';
import { voiceRequests } from './helpers/voice-requests';

/** Issue 14: API answers in br or gzip by Accept-Encoding from 1 KB; audio, images, ranges and Socket.IO never. */
const t = socketTestApp();
const { sendVoice, getVoice, pair } = voiceRequests(t);

/** Seeded texts of the landing page: a public JSON answer well over 1 KB. */
const BIG_JSON = '/api/content/landing';

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('API JSON', () => {
  it('comes back br for `br`, gzip for `gzip`, plain without Accept-Encoding, the same JSON each time', async () => {
    const plain = await get(BIG_JSON);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(COMPRESS_THRESHOLD);

    const br = await get(BIG_JSON, { 'accept-encoding': 'br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);

    const gzip = await get(BIG_JSON, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('prefers br when a browser offers both, and follows q-values', async () => {
    const browser = await get(BIG_JSON, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(browser.headers['content-encoding']).toBe('br');
    const gzipFirst = await get(BIG_JSON, { 'accept-encoding': 'br;q=0.5, gzip' });
    expect(gzipFirst.headers['content-encoding']).toBe('gzip');
  });

  it('stays plain for encodings other than br and gzip', async () => {
    for (const header of ['deflate', 'identity', 'zstd', 'br;q=0, gzip;q=0']) {
      const res = await get(BIG_JSON, { 'accept-encoding': header });
      expect(res.headers['content-encoding'], header).toBeUndefined();
      expect(() => res.json<unknown>(), header).not.toThrow();
    }
  });

  it('leaves an answer under 1 KB plain', async () => {
    const res = await get('/health', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ status: 'ok' });
  });
});

describe('files that are compressed already or played by range', () => {
  async function recording() {
    const { alice, bob, dialog } = await pair();
    const voice = webmAudio({ durationMs: 2000 });
    const res = await sendVoice(alice, { dialogId: dialog.id, voice });
    expect(res.statusCode).toBe(200);
    return { url: res.json<TMessageResponse>().message.voiceSound!.url, voice, bob };
  }

  it('sends a voice file as it is, whole or by range (206 with the right bytes)', async () => {
    const { url, voice, bob } = await recording();
    expect(voice.length).toBeGreaterThan(COMPRESS_THRESHOLD);

    const whole = await getVoice(bob, url, { 'accept-encoding': 'br, gzip' });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(whole.rawPayload.equals(voice)).toBe(true);

    const end = voice.length - 1;
    const part = await getVoice(bob, url, { 'accept-encoding': 'br, gzip', range: 'bytes=100-' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.headers['content-range']).toBe(`bytes 100-${end}/${voice.length}`);
    expect(Number(part.headers['content-length'])).toBe(voice.length - 100);
    expect(part.rawPayload.equals(voice.subarray(100))).toBe(true);
  });

  it('sends an image as it is', async () => {
    const name = `${randomUUID()}.webp`;
    // Text-like bytes that would compress well: only the type keeps them plain.
    const image = Buffer.from('RIFF'.padEnd(4096, 'a'));
    await t.deps.storage.put(`avatars/${name}`, image);
    const res = await get(`/files/avatars/${name}`, { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(image)).toBe(true);
  });
});

describe('Socket.IO', () => {
  it('answers its polling transport itself, untouched by the compression of the app', async () => {
    const res = await fetch(`${t.baseUrl}/socket.io/?EIO=4&transport=polling`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/^0\{"sid":/);
  });
});

describe('pickEncoding', () => {
  it('reads Accept-Encoding with q-values and *', () => {
    expect(pickEncoding(undefined)).toBeNull();
    expect(pickEncoding('')).toBeNull();
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('BR;Q=0.9, gzip;q=1')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*;q=0.5, br;q=0')).toBe('gzip');
    expect(pickEncoding('deflate, identity')).toBeNull();
    expect(pickEncoding('gzip;q=abc')).toBeNull();
  });
});
