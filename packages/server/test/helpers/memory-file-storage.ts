import { Readable } from 'node:stream';
import type { ByteRange, FileStorage, StoredStream } from '../../src/storage/file-storage';

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
  size(key: string): Promise<number | null> {
    return Promise.resolve(this.files.get(key)?.data.length ?? null);
  }
  stream(key: string, range?: ByteRange): Promise<StoredStream | null> {
    const data = this.files.get(key)?.data;
    if (!data) return Promise.resolve(null);
    const bytes = range ? data.subarray(range.start, range.end + 1) : data;
    return Promise.resolve({ size: data.length, body: Readable.from([bytes]) });
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
