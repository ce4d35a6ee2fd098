import { inArray, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connect';
import { fileDeletions, type StoredPhoto } from '../db/schema';
import type { FileStorage } from './file-storage';

/** How long a file outlives its last reference: a page opened before the change may still show it. */
export const FILE_DELETION_DELAY_MS = 24 * 60 * 60 * 1000;

/** Files deleted per transaction by the job. */
export const FILE_DELETION_BATCH_SIZE = 100;

/** The keys of photos (image and thumbnail), skipping missing ones. */
export function photoKeys(photos: readonly (StoredPhoto | null | undefined)[]): string[] {
  return photos.flatMap((photo) => (photo ? [photo.key, photo.thumbKey] : []));
}

/** The photos of `before` that `after` no longer holds (compared by key). */
export function droppedPhotos(
  before: readonly (StoredPhoto | null | undefined)[],
  after: readonly (StoredPhoto | null | undefined)[],
): StoredPhoto[] {
  const kept = new Set(after.flatMap((photo) => (photo ? [photo.key] : [])));
  return before.flatMap((photo) => (photo && !kept.has(photo.key) ? [photo] : []));
}

/**
 * Schedules files for deletion, in the transaction that drops their last reference: if it rolls back, nothing is
 * deleted.
 */
export async function scheduleFileDeletion(
  tx: Db,
  keys: readonly string[],
  now: Date = new Date(),
  delayMs: number = FILE_DELETION_DELAY_MS,
): Promise<void> {
  if (keys.length === 0) return;
  const deleteAfter = new Date(now.getTime() + delayMs);
  await tx.insert(fileDeletions).values(keys.map((key) => ({ key, deleteAfter })));
}

/** Files nobody has seen (stored for a change that did not happen) need no delay. */
export function scheduleUnseenFileDeletion(tx: Db, keys: readonly string[]): Promise<void> {
  return scheduleFileDeletion(tx, keys, new Date(), 0);
}

/** Tells `discardStoredOnFailure` the keys of files the change has just stored. */
export type NoteStored = (keys: readonly string[]) => void;

/**
 * Runs a change that stores files before its transaction (image work is too slow to hold locks for). If the change
 * fails, nothing refers to the files it noted: they are queued for deletion at once and its error is thrown on. Should
 * queueing fail too (the database is gone), the change's error is the one that matters: the cost is an unused file.
 */
export async function discardStoredOnFailure<T>(
  db: Db,
  change: (noteStored: NoteStored) => Promise<T>,
): Promise<T> {
  const keys: string[] = [];
  try {
    return await change((stored) => keys.push(...stored));
  } catch (error) {
    await scheduleUnseenFileDeletion(db, keys).catch(() => undefined);
    throw error;
  }
}

/**
 * The cleanup job: files whose time has come are deleted from storage, then their rows. Rows are claimed with
 * FOR UPDATE SKIP LOCKED, so instances running it at once share the work. A storage error keeps the row for the next
 * run. Answers how many files were deleted.
 */
export async function runFileDeletions(
  deps: { db: Db; storage: FileStorage; log: FastifyBaseLogger },
  now: Date = new Date(),
  batchSize: number = FILE_DELETION_BATCH_SIZE,
): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await deps.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: fileDeletions.id, key: fileDeletions.key })
        .from(fileDeletions)
        .where(lte(fileDeletions.deleteAfter, now))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      const done: string[] = [];
      for (const row of due) {
        try {
          await deps.storage.delete(row.key);
          done.push(row.id);
        } catch (error) {
          deps.log.warn({ err: error, key: row.key }, 'file not deleted, will retry');
        }
      }
      if (done.length > 0) await tx.delete(fileDeletions).where(inArray(fileDeletions.id, done));
      return { claimed: due.length, deleted: done.length };
    });
    total += deleted.deleted;
    if (deleted.claimed < batchSize || deleted.deleted === 0) return total;
  }
}
