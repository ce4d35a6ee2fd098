import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { listingAlertQueue } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import type { EventBus } from '../../events/event-bus';
import { createSerialRunner, type SerialRunner } from '../../serial-runner';
import { hasQueuedAlerts } from '../listing/alert-queue';
import { matchListing } from './match-listing';
import { createSearchBook, type SearchBook } from './search-book';

/** A listing whose matching failed this often stays in the queue, skipped, for a person to look at. */
export const MAX_MATCH_ATTEMPTS = 5;

type AlertDeps = Pick<AppDeps, 'db' | 'bus' | 'log'> & { config: { routing: { detourFactor: number } } };

/**
 * Matches one queued listing, in one transaction: the queue row is claimed with SKIP LOCKED (another instance takes
 * the next one), its alerts written and the row deleted together, the events published after the commit. Answers
 * whether there was a row.
 */
async function matchNext(deps: AlertDeps, book: SearchBook, now: () => Date): Promise<boolean> {
  let claimed: string | null = null;
  try {
    return await inTransaction(deps.db, deps.bus, async (tx, events) => {
      const [row] = await tx
        .select({ articleId: listingAlertQueue.articleId })
        .from(listingAlertQueue)
        .where(lt(listingAlertQueue.attempts, MAX_MATCH_ATTEMPTS))
        .orderBy(asc(listingAlertQueue.queuedAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return false;
      claimed = row.articleId;
      await matchListing(tx, events, row.articleId, {
        now: now(),
        detourFactor: deps.config.routing.detourFactor,
        book,
      });
      await tx.delete(listingAlertQueue).where(eq(listingAlertQueue.articleId, row.articleId));
      return true;
    });
  } catch (error) {
    if (claimed === null) throw error;
    deps.log.error({ err: error, articleId: claimed }, 'объявление не сопоставлено с сохранёнными поисками');
    await deps.db
      .update(listingAlertQueue)
      .set({ attempts: sql`${listingAlertQueue.attempts} + 1` })
      .where(and(eq(listingAlertQueue.articleId, claimed)));
    return true;
  }
}

/** Matches every queued listing; answers how many. */
export async function matchQueuedListings(
  deps: AlertDeps,
  book: SearchBook,
  now: () => Date = () => new Date(),
): Promise<number> {
  // Loads the book on the first run (the app kicks one at start), so no listing waits for the load.
  await book.sync(deps.db);
  let count = 0;
  while (await matchNext(deps, book, now)) count++;
  return count;
}

/**
 * The matching of queued listings: kicked after each commit that queued one (`matchAlertsAfterCommit`) and run by
 * the periodic job (a crash's leftovers); `afterRun` follows each run (the e-mail and push deliveries).
 */
export function createAlertDelivery(deps: AlertDeps, afterRun: () => void = () => undefined): SerialRunner {
  // This process's copy of the saved searches (search-book.ts): loaded by the first run, synced by each.
  const book = createSearchBook();
  return createSerialRunner(
    async () => {
      if ((await matchQueuedListings(deps, book)) > 0) afterRun();
    },
    (error) => deps.log.error({ err: error }, 'сопоставление с сохранёнными поисками не удалось'),
  );
}

/** The event bus that also starts the matching after a commit that queued a listing (queueListingAlerts). */
export function matchAlertsAfterCommit(
  bus: EventBus,
  delivery: () => SerialRunner | null | undefined,
): EventBus {
  return {
    publish(events) {
      bus.publish(events);
      if (hasQueuedAlerts(events)) delivery()?.kick();
    },
  };
}
