import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connect';
import { messages } from '../db/schema';
import type { FileStorage } from './file-storage';

/** A file younger than this may belong to a change still in progress (an upload, its transaction): left alone. */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;

/** How often the sweep runs besides at start-up. */
export const ORPHAN_SWEEP_EVERY_MS = 24 * 60 * 60 * 1000;

/** Keys looked up in one query. */
const LOOKUP_BATCH = 500;

export interface OrphanSweep {
  /** Half-written files of uploads a crash interrupted. */
  unfinished: number;
  /** Voice recordings no message refers to (stored for a send that never committed). */
  voices: number;
}

/** The voice keys of `keys` that no message refers to. */
async function unreferencedVoices(db: Db, keys: string[]): Promise<string[]> {
  const unreferenced: string[] = [];
  for (let from = 0; from < keys.length; from += LOOKUP_BATCH) {
    const batch = keys.slice(from, from + LOOKUP_BATCH);
    const rows = await db
      .select({ key: sql<string>`${messages.voice}->>'key'` })
      .from(messages)
      .where(sql`${messages.voice}->>'key' in ${batch}`);
    const referenced = new Set(rows.map((row) => row.key));
    unreferenced.push(...batch.filter((key) => !referenced.has(key)));
  }
  return unreferenced;
}

/**
 * Deletes what a crash can leave behind in storage, older than an hour: unfinished uploads, and recordings whose
 * message was never saved (the process died between storing the file and committing the message). Run at start-up
 * and daily; safe on several instances at once (deleting a file twice is fine).
 */
export async function sweepOrphanFiles(
  deps: { db: Db; storage: FileStorage; log: FastifyBaseLogger },
  now: Date = new Date(),
): Promise<OrphanSweep> {
  const before = new Date(now.getTime() - ORPHAN_MIN_AGE_MS);
  const unfinished = await deps.storage.sweepUnfinished(before);
  const orphans = await unreferencedVoices(deps.db, await deps.storage.listStoredBefore('voice', before));
  for (const key of orphans) await deps.storage.delete(key);
  const swept = { unfinished, voices: orphans.length };
  if (swept.unfinished + swept.voices > 0) deps.log.info(swept, 'orphan files deleted');
  return swept;
}
