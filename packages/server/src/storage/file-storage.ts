import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
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
}

/** In-memory storage for tests. */
export class MemoryFileStorage implements FileStorage {
  private readonly files = new Map<string, Buffer>();
  put(key: string, data: Buffer): Promise<void> {
    this.files.set(key, data);
    return Promise.resolve();
  }
  get(key: string): Promise<Buffer | null> {
    return Promise.resolve(this.files.get(key) ?? null);
  }
  delete(key: string): Promise<void> {
    this.files.delete(key);
    return Promise.resolve();
  }
}
