import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';

/**
 * Where uploaded files live. Keys look like `avatars/<uuid>.webp`. Local disk under DATA_DIR/files by default;
 * an S3-compatible implementation can replace it (DESIGN §2) without touching callers.
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

/** In-memory storage for tests: writes are whole at once, so nothing is ever left unfinished. */
export class MemoryFileStorage implements FileStorage {
  private readonly files = new Map<string, { data: Buffer; storedAt: Date }>();
  constructor(private readonly clock: () => Date = () => new Date()) {}
  put(key: string, data: Buffer): Promise<void> {
    this.files.set(key, { data, storedAt: this.clock() });
    return Promise.resolve();
  }
  get(key: string): Promise<Buffer | null> {
    return Promise.resolve(this.files.get(key)?.data ?? null);
  }
  delete(key: string): Promise<void> {
    this.files.delete(key);
    return Promise.resolve();
  }
  listStoredBefore(folder: string, before: Date): Promise<string[]> {
    const keys = [...this.files].filter(
      ([key, file]) => key.startsWith(`${folder}/`) && file.storedAt < before,
    );
    return Promise.resolve(keys.map(([key]) => key));
  }
  sweepUnfinished(): Promise<number> {
    return Promise.resolve(0);
  }
}
