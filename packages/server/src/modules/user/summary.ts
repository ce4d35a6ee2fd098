import type { TUserResponse } from '@fura/domain/user';
import type { AppDeps } from '../../app-deps';
import type { UserRow } from '../../db/schema';
import { presentSessionUser } from './present';
import { presentNotification } from '../notification/present';
import { readSummaryCounters } from './summary-query';
import { presentOwnCompany } from './company-present';

/** GET /api/user: the user with the header's counters (one statement: summary-query.ts). */
export async function userSummary(deps: Pick<AppDeps, 'db'>, user: UserRow): Promise<TUserResponse> {
  const counters = await readSummaryCounters(deps.db, user.id);
  return {
    user: presentSessionUser(user),
    myCountsArticles: counters.myCounts,
    takeCountsArticles: counters.takeCounts,
    onlyNoRead: counters.latestUnread.map(presentNotification),
    notificationCounts: counters.unreadNotifications,
    dialogsCount: [
      { _id: 'order', count: counters.unreadDialogs.order },
      { _id: 'user', count: counters.unreadDialogs.user },
    ],
    company: presentOwnCompany(counters.company),
  };
}
