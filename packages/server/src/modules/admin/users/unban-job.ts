import { and, eq, isNotNull, lte } from 'drizzle-orm';
import type { AppDeps } from '../../../app-deps';
import { users } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { liftBan } from './unban';

/** Users unbanned per transaction. */
const BATCH = 50;

async function unbanBatch(deps: Pick<AppDeps, 'db' | 'bus'>, now: Date): Promise<number> {
  return inTransaction(deps.db, deps.bus, async (tx, events) => {
    // SKIP LOCKED: another instance lifting the same bans takes the others; a row lifted meanwhile no longer matches.
    const due = await tx
      .select()
      .from(users)
      .where(and(eq(users.isBan, true), isNotNull(users.banUntil), lte(users.banUntil, now)))
      .orderBy(users.banUntil, users.id)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    for (const user of due) await liftBan(tx, events, user, { kind: 'term' }, now);
    return due.length;
  });
}

/** Lifts every ban whose term has passed, once across instances. Answers how many this run lifted. */
export async function runUnbanJob(
  deps: Pick<AppDeps, 'db' | 'bus'>,
  now: Date = new Date(),
): Promise<number> {
  let total = 0;
  for (;;) {
    const lifted = await unbanBatch(deps, now);
    total += lifted;
    if (lifted < BATCH) return total;
  }
}
