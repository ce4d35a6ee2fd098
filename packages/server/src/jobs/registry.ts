import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import type { MailDelivery } from '../mail/outbox-sender';
import type { SavedSearchRunners } from '../modules/saved-search/runners';
import type { SerialRunner } from '../serial-runner';
import { runAdminJobs } from '../modules/admin/jobs';
import { runCompanyChecks } from '../modules/company/recheck-job';
import { runListingFreshness } from '../modules/article/listing-freshness-job';
import { runUnpublishExpired } from '../modules/article/unpublish-expired';
import { runTariffJobs } from '../modules/tariff/tariff-jobs';
import { runFileDeletions } from '../storage/file-deletions';
import { ORPHAN_SWEEP_EVERY_MS, sweepOrphanFiles } from '../storage/orphan-files';
import { runWithLease } from './lease';
import { scheduleEvery } from './scheduler';

const MINUTE = 60_000;

export interface JobSpec {
  /** Names the job in logs and its lease. */
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
}

/** Every scheduled job of the server, in one place: its name, how often it runs, and what it runs. */
export function serverJobs(
  deps: AppDeps,
  runners: { mail: MailDelivery; savedSearches: SavedSearchRunners; push: SerialRunner },
): JobSpec[] {
  const { mail, savedSearches, push } = runners;
  return [
    // Published listings whose loading date has passed go back to draft.
    {
      name: 'unpublish-expired',
      everyMs: deps.config.unpublishExpiredEveryMs,
      run: () => runUnpublishExpired(deps),
    },
    // «Заказ ещё актуален?» after LISTING_CONFIRM_AFTER_HOURS; unanswered for 24 h, back to draft (issue 26).
    { name: 'listing-freshness', everyMs: 5 * MINUTE, run: () => runListingFreshness(deps) },
    // Listings a crash left unmatched with the saved searches; the searches' letters whose hour or quiet hours ended.
    { name: 'saved-search-alerts', everyMs: MINUTE, run: () => savedSearches.alerts.run() },
    { name: 'saved-search-mail', everyMs: MINUTE, run: () => savedSearches.mail.run() },
    // Push messages held by quiet hours, retried, or left by a crash.
    { name: 'push', everyMs: MINUTE, run: () => push.run() },
    // Retries failed mail and mail a crashed instance left behind.
    { name: 'mail-outbox', everyMs: MINUTE, run: () => mail.run() },
    // Files no longer referenced, a day after their last reference went.
    { name: 'file-deletions', everyMs: 10 * MINUTE, run: () => runFileDeletions(deps) },
    // Tariff reminders, autopay charges, expiry, pending payments.
    { name: 'tariffs', everyMs: MINUTE, run: () => runTariffJobs(deps) },
    // Bans that ended, notices due.
    { name: 'admin', everyMs: MINUTE, run: () => runAdminJobs(deps) },
    // Companies in the state register (issue 29): a week after each check, a few per run.
    { name: 'company-checks', everyMs: 10 * MINUTE, run: () => runCompanyChecks(deps) },
    // What a crash left in storage: at start-up, then daily.
    { name: 'orphan-files', everyMs: ORPHAN_SWEEP_EVERY_MS, run: () => sweepOrphanFiles(deps) },
  ];
}

/**
 * Schedules each job on this instance, first right after start; a tick runs only where the job's lease is won, so
 * one instance at a time runs a job. The schedules stop (waiting for runs in progress) when the app closes.
 */
export function startJobs(app: FastifyInstance, deps: Pick<AppDeps, 'db'>, jobs: readonly JobSpec[]): void {
  for (const job of jobs) {
    const scheduled = scheduleEvery(
      job.name,
      job.everyMs,
      () => runWithLease(deps.db, job.name, job.run),
      app.log,
    );
    app.addHook('preClose', () => scheduled.stop());
  }
}
