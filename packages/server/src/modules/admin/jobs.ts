import type { AppDeps } from '../../app-deps';
import { deliverPendingNotices } from './notices/deliver-notices';
import { runUnbanJob } from './users/unban-job';

/**
 * The admin jobs (issue 12), run every minute on every instance; each claims its rows so that two instances never do
 * the same work: bans whose end has passed are lifted; system notices are delivered in batches.
 */
export async function runAdminJobs(deps: AppDeps, now: Date = new Date()): Promise<void> {
  await runUnbanJob(deps, now);
  await deliverPendingNotices(deps);
}
