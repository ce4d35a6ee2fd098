import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import type { Readable } from 'node:stream';

/** Bytes `start` to `end` of a file, both included and within the file. */
export interface ByteRange {
  start: number;
  end: number;
}

/** A file being read for sending. */
export interface StoredStream {
  /** The whole file's size in bytes, whatever range is read. */
  size: number;
  body: Readable;
}

/**
 * Where uploaded files live. Keys look like `avatars/<uuid>.webp`. Local disk under DATA_DIR/files by default, an
 * S3 bucket when S3_BUCKET is set (`s3-file-storage.ts`); callers do not know which.
 */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** The file's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the file; a file that is already gone is fine. */
  delete(key: string): Promise<void>;
  /** The keys of the files in `folder` (e.g. `voice`) stored before `before`. */
  listStoredBefore(folder: string, before: Date): Promise<string[]>;
  /** Removes the half-written files of writes that never finished (a crash mid-upload) begun before `before`. */
  sweepUnfinished(before: Date): Promise<number>;
  /** The file's size in bytes, or null when there is none. Optional: `read-stored.ts` falls back to `get`. */
  size?(key: string): Promise<number | null>;
  /** The file's bytes (all, or `range`) as a stream, so a file is sent without being held in memory. Optional. */
  stream?(key: string, range?: ByteRange): Promise<StoredStream | null>;
}

/** A write in progress goes to `<path>.tmp-<pid>` and is renamed into place when complete. */
const UNFINISHED_PATTERN = /\.tmp-\d+$/;
const FOLDER_PATTERN = /^[a-z-]+$/;

/** The files of a directory with their modification times; a missing directory has none. */
async function filesIn(dir: string): Promise<{ name: string; modifiedAt: Date }[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const files = await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const info = await stat(join(dir, entry.name)).catch(() => null);
        return info ? { name: entry.name, modifiedAt: info.mtime } : null;
      }),
  );
  return files.filter((file) => file !== null);
}

const KEY_PATTERN = /^[a-z-]+\/[A-Za-z0-9_-]+\.[a-z0-9]+$/;

export function isValidStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

export class LocalFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
    return join(this.root, normalize(key));
  }

  async put(key: string, data: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.tmp-${process.pid}`;
    await writeFile(temporary, data);
    await rename(temporary, path);
  }

  async get(key: string): Promise<Buffer | null> {
    if (!isValidStorageKey(key)) return null;
    try {
      return await readFile(this.pathOf(key));
    } catch {
      return null;
    }
  }

  async delete(key: string): Promise<void> {
    if (!isValidStorageKey(key)) return;
    await rm(this.pathOf(key), { force: true });
  }

  async size(key: string): Promise<number | null> {
    if (!isValidStorageKey(key)) return null;
    const info = await stat(this.pathOf(key)).catch(() => null);
    return info?.isFile() ? info.size : null;
  }

  async stream(key: string, range?: ByteRange): Promise<StoredStream | null> {
    if (!isValidStorageKey(key)) return null;
    // Opened before it is measured: a file deleted meanwhile is still read whole, never cut off mid-answer.
    const file = await open(this.pathOf(key), 'r').catch(() => null);
    if (!file) return null;
    const info = await file.stat().catch(() => null);
    if (!info?.isFile()) {
      await file.close();
      return null;
    }
    return { size: info.size, body: file.createReadStream({ ...range, autoClose: true }) };
  }

  async listStoredBefore(folder: string, before: Date): Promise<string[]> {
    if (!FOLDER_PATTERN.test(folder)) return [];
    const files = await filesIn(join(this.root, folder));
    return files
      .filter((file) => file.modifiedAt < before)
      .map((file) => `${folder}/${file.name}`)
      .filter(isValidStorageKey);
  }

  async sweepUnfinished(before: Date): Promise<number> {
    const folders = await readdir(this.root, { withFileTypes: true }).catch(() => []);
    let removed = 0;
    for (const folder of folders.filter((entry) => entry.isDirectory())) {
      const dir = join(this.root, folder.name);
      for (const file of await filesIn(dir)) {
        if (!UNFINISHED_PATTERN.test(file.name) || file.modifiedAt >= before) continue;
        await rm(join(dir, file.name), { force: true });
        removed += 1;
      }
    }
    return removed;
  }
}
