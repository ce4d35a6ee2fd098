import { Readable } from 'node:stream';
import type { ByteRange, FileStorage, StoredStream } from './file-storage';

/**
 * Reading a stored file for sending, whatever the storage: a stream when it has one (disk, S3: the file is never
 * held in memory, and a range reads only its bytes), otherwise the whole file from `get`.
 */

export async function storedSize(storage: FileStorage, key: string): Promise<number | null> {
  if (storage.size) return storage.size(key);
  return (await storage.get(key))?.length ?? null;
}

/** The file (all of it, or `range`) with the whole file's size; null when there is none. */
export async function openStored(
  storage: FileStorage,
  key: string,
  range?: ByteRange,
): Promise<StoredStream | null> {
  if (storage.stream) return storage.stream(key, range);
  const data = await storage.get(key);
  if (!data) return null;
  const bytes = range ? data.subarray(range.start, range.end + 1) : data;
  return { size: data.length, body: Readable.from([bytes]) };
}

/** How many bytes an answer carries: the range's, or the whole file's. */
export function sentLength(file: StoredStream, range?: ByteRange): number {
  return range ? range.end - range.start + 1 : file.size;
}
