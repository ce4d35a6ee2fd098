import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { jobLeases } from '../db/schema';

/** A run that takes longer is taken as crashed: another instance may run the job again. */
export const JOB_LEASE_MS = 10 * 60_000;

/**
 * Runs `run` only when this instance wins the job's lease (a row per job, compared with the database's clock, so it
 * works the same on PostgreSQL and PGlite): while one instance runs a job, the others skip their ticks of it. The
 * lease is given back when the run ends, whatever its outcome. Answers whether it ran.
 */
export async function runWithLease(
  db: Db,
  name: string,
  run: () => Promise<unknown>,
  leaseMs: number = JOB_LEASE_MS,
): Promise<boolean> {
  const until = sql`now() + ${leaseMs} * interval '1 millisecond'`;
  const won = await db
    .insert(jobLeases)
    .values({ name, until })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: { until },
      setWhere: sql`${jobLeases.until} <= now()`,
    })
    .returning({ name: jobLeases.name });
  if (won.length === 0) return false;
  try {
    await run();
  } finally {
    // Not given back (the database went away): it lapses after leaseMs.
    await db
      .update(jobLeases)
      .set({ until: sql`now()` })
      .where(eq(jobLeases.name, name))
      .catch(() => undefined);
  }
  return true;
}
