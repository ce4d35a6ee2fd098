import { mkdtemp, mkdir, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TMessageResponse } from '@fura/domain/dialog-schemas';
import { LocalFileStorage } from '../src/storage/file-storage';
import { MemoryFileStorage } from './helpers/memory-file-storage';
import { ORPHAN_MIN_AGE_MS, sweepOrphanFiles } from '../src/storage/orphan-files';
import { webmAudio } from './helpers/audio-fixtures';
import { startTestApp } from './helpers/test-app';
import { voiceRequests } from './helpers/voice-requests';

const log = pino({ level: 'silent' });
const HOUR = 60 * 60 * 1000;
const VOICE_KEY = (n: number) => `voice/00000000-0000-4000-8000-${String(n).padStart(12, '0')}.webm`;

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'fura-orphans-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

/** Writes a file under `dir` as if last written `ageMs` ago. */
async function fileAged(dir: string, name: string, ageMs: number): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, name), 'x');
  const at = new Date(Date.now() - ageMs);
  await utimes(join(dir, name), at, at);
}

describe('LocalFileStorage', () => {
  it('sweeps unfinished writes older than the cut, never finished files or a write in progress', async () => {
    const dir = join(root, 'sweep');
    const storage = new LocalFileStorage(dir);
    await fileAged(join(dir, 'voice'), 'a.webm.tmp-4242', 2 * HOUR);
    await fileAged(join(dir, 'avatars'), 'b.webp.tmp-17', 2 * HOUR);
    await fileAged(join(dir, 'voice'), 'c.webm.tmp-4243', 60_000);
    await fileAged(join(dir, 'voice'), 'd.webm', 2 * HOUR);
    expect(await storage.sweepUnfinished(new Date(Date.now() - HOUR))).toBe(2);
    expect((await readdir(join(dir, 'voice'))).sort()).toEqual(['c.webm.tmp-4243', 'd.webm']);
    expect(await readdir(join(dir, 'avatars'))).toEqual([]);
  });

  it('lists the finished files of a folder stored before a time, and none of a missing folder', async () => {
    const dir = join(root, 'list');
    const storage = new LocalFileStorage(dir);
    await storage.put(VOICE_KEY(1), Buffer.from('x'));
    await fileAged(join(dir, 'voice'), VOICE_KEY(2).slice('voice/'.length), 2 * HOUR);
    await fileAged(join(dir, 'voice'), `${VOICE_KEY(3).slice('voice/'.length)}.tmp-9`, 2 * HOUR);
    expect(await storage.listStoredBefore('voice', new Date(Date.now() - HOUR))).toEqual([VOICE_KEY(2)]);
    expect(await storage.listStoredBefore('photos', new Date())).toEqual([]);
    expect(await storage.listStoredBefore('../etc', new Date())).toEqual([]);
  });
});

describe('sweepOrphanFiles', () => {
  let now = new Date();
  const storage = new MemoryFileStorage(() => now);
  let t: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    t = await startTestApp({ storage });
  });
  afterAll(() => t.close());

  it('deletes a recording an hour old that no message refers to; keeps sent ones and young ones', async () => {
    const { sendVoice, pair } = voiceRequests(t);
    const { alice, dialog } = await pair();
    const sent = await sendVoice(alice, { dialogId: dialog.id, voice: webmAudio({ durationMs: 1000 }) });
    expect(sent.statusCode).toBe(200);
    const url = sent.json<TMessageResponse>().message.voiceSound!.url;
    await storage.put(VOICE_KEY(10), Buffer.from('orphan'));
    await storage.put('avatars/00000000-0000-4000-8000-000000000011.webp', Buffer.from('avatar'));

    const young = await sweepOrphanFiles({ ...t.deps, log }, now);
    expect(young.voices).toBe(0);
    expect(await storage.get(VOICE_KEY(10))).not.toBeNull();

    now = new Date(now.getTime() + ORPHAN_MIN_AGE_MS + 1000);
    const swept = await sweepOrphanFiles({ ...t.deps, log }, now);
    expect(swept.voices).toBeGreaterThanOrEqual(1);
    expect(await storage.get(VOICE_KEY(10))).toBeNull();
    // The sent recording still plays, and other folders are not the sweep's business.
    const played = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${alice.token}` },
    });
    expect(played.statusCode).toBe(200);
    expect(await storage.get('avatars/00000000-0000-4000-8000-000000000011.webp')).not.toBeNull();
  });
});

describe('the orphan-files job', () => {
  it('sweeps at start-up when the instance runs jobs', async () => {
    const dir = join(root, 'startup');
    await fileAged(join(dir, 'voice'), 'e.webm.tmp-31337', 2 * HOUR);
    const app = await startTestApp({
      storage: new LocalFileStorage(dir),
      config: { runJobs: true },
      // Its other jobs (mail, listings) must not claim work of the other test files.
      ownDatabase: true,
    });
    try {
      await expect.poll(() => readdir(join(dir, 'voice')), { timeout: 5000 }).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
