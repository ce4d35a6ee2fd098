import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from '../../src/storage/file-storage';
import { openStored } from '../../src/storage/read-stored';

/** A storage under test, with what the contract needs to look behind it. */
export interface StorageSubject {
  storage: FileStorage;
  /** Leaves a write of `key` unfinished, as a crash mid-upload would. */
  leaveUnfinished(key: string): Promise<void>;
  /** How many unfinished writes there are. */
  unfinishedCount(): Promise<number>;
  /** Files larger than this are written in parts (`partsWritten` tells how many were); none: written whole. */
  partBytes?: number;
  partsWritten?(): number;
  close(): Promise<void>;
}

const voiceKey = () => `voice/${randomUUID()}.webm`;
const SECOND = 1000;

async function bytesOf(storage: FileStorage, key: string, range?: { start: number; end: number }) {
  const file = await openStored(storage, key, range);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return { size: file.size, data: Buffer.concat(chunks) };
}

/** The behaviour every FileStorage keeps, run against one made by `create`. */
export function storageContract(name: string, create: () => Promise<StorageSubject>): void {
  describe(`${name}: the FileStorage contract`, () => {
    let subject: StorageSubject;
    beforeAll(async () => {
      subject = await create();
    });
    afterAll(() => subject.close());

    it('gives back what was put; a missing file is null, whole or streamed', async () => {
      const { storage } = subject;
      const key = `avatars/${randomUUID()}.webp`;
      const data = randomBytes(3000);
      await storage.put(key, data);
      expect((await storage.get(key))?.equals(data)).toBe(true);
      expect(await storage.size?.(key)).toBe(data.length);
      expect((await bytesOf(storage, key))?.data.equals(data)).toBe(true);
      const missing = `avatars/${randomUUID()}.webp`;
      expect(await storage.get(missing)).toBeNull();
      expect(await storage.size?.(missing)).toBeNull();
      expect(await bytesOf(storage, missing)).toBeNull();
    });

    it('streams a range: only its bytes, with the size of the whole file', async () => {
      const key = voiceKey();
      const data = randomBytes(1000);
      await subject.storage.put(key, data);
      const part = await bytesOf(subject.storage, key, { start: 10, end: 19 });
      expect(part?.size).toBe(1000);
      expect(part?.data.equals(data.subarray(10, 20))).toBe(true);
      const last = await bytesOf(subject.storage, key, { start: 999, end: 999 });
      expect(last?.data.equals(data.subarray(999))).toBe(true);
    });

    it('replaces a file put again; deletes, and deleting twice or a missing file is fine', async () => {
      const { storage } = subject;
      const key = voiceKey();
      await storage.put(key, Buffer.from('first'));
      await storage.put(key, Buffer.from('second'));
      expect((await storage.get(key))?.toString()).toBe('second');
      await storage.delete(key);
      expect(await storage.get(key)).toBeNull();
      await expect(storage.delete(key)).resolves.toBeUndefined();
      await expect(storage.delete(voiceKey())).resolves.toBeUndefined();
    });

    it('lists the files of a folder stored before a date, and no other folder', async () => {
      const { storage } = subject;
      const older = voiceKey();
      const elsewhere = `avatars/${randomUUID()}.webp`;
      await storage.put(older, Buffer.from('a'));
      await storage.put(elsewhere, Buffer.from('b'));
      // S3 keeps whole seconds: the bounds stay clear of the put's own second.
      const later = new Date(Date.now() + 5 * SECOND);
      const earlier = new Date(Date.now() - 60 * SECOND);
      const listed = await storage.listStoredBefore('voice', later);
      expect(listed).toContain(older);
      expect(listed).not.toContain(elsewhere);
      expect(await storage.listStoredBefore('voice', earlier)).not.toContain(older);
      expect(await storage.listStoredBefore('../voice', later)).toEqual([]);
    });

    it('sweeps unfinished writes begun before a date, and nothing else', async () => {
      const { storage } = subject;
      const finished = voiceKey();
      await storage.put(finished, Buffer.from('whole'));
      const before = await subject.unfinishedCount();
      await subject.leaveUnfinished(voiceKey());
      expect(await subject.unfinishedCount()).toBe(before + 1);
      expect(await storage.sweepUnfinished(new Date(Date.now() - 60 * SECOND))).toBe(0);
      expect(await storage.sweepUnfinished(new Date(Date.now() + 5 * SECOND))).toBe(before + 1);
      expect(await subject.unfinishedCount()).toBe(0);
      expect(await storage.sweepUnfinished(new Date(Date.now() + 5 * SECOND))).toBe(0);
      expect((await storage.get(finished))?.toString()).toBe('whole');
    });

    it('stores a large file whole (in parts where the storage writes parts)', async () => {
      const key = voiceKey();
      const data = randomBytes(2 * (subject.partBytes ?? 5 * 1024 * 1024) + 12_345);
      const partsBefore = subject.partsWritten?.() ?? 0;
      await subject.storage.put(key, data);
      expect((await subject.storage.get(key))?.equals(data)).toBe(true);
      if (subject.partsWritten) expect(subject.partsWritten() - partsBefore).toBe(3);
      const small = voiceKey();
      await subject.storage.put(small, Buffer.from('small'));
      if (subject.partsWritten) expect(subject.partsWritten() - partsBefore).toBe(3);
      await subject.storage.delete(key);
    });

    it('refuses keys that are not ours: no write, no read, no escape from its root', async () => {
      const { storage } = subject;
      for (const key of [
        '../outside.webp',
        'avatars/../../etc/passwd',
        'avatars/a b.webp',
        '/abs/x.webp',
        'x',
      ]) {
        await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow(/Invalid storage key/);
        expect(await storage.get(key), key).toBeNull();
        expect(await storage.size?.(key), key).toBeNull();
        expect(await bytesOf(storage, key), key).toBeNull();
        await expect(storage.delete(key), key).resolves.toBeUndefined();
      }
    });
  });
}
