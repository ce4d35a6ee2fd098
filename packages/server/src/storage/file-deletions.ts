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
): Promise<void> {
  if (keys.length === 0) return;
  const deleteAfter = new Date(now.getTime() + FILE_DELETION_DELAY_MS);
  await tx.insert(fileDeletions).values(keys.map((key) => ({ key, deleteAfter })));
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
