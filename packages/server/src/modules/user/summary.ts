import { POPUP_UNREAD_NOTIFICATIONS } from '@fura/domain/constants';
import type { TUserResponse } from '@fura/domain/user';
import type { AppDeps } from '../../app-deps';
import type { UserRow } from '../../db/schema';
import { presentSessionUser } from './present';
import { presentNotification } from '../notification/present';
import { countUnreadNotifications, latestUnreadNotifications } from './repo';

/** GET /api/user: the user with the header's counters (articles and dialogs are zero until their issues). */
export async function userSummary(deps: Pick<AppDeps, 'db'>, user: UserRow): Promise<TUserResponse> {
  const [unread, unreadCount] = await Promise.all([
    latestUnreadNotifications(deps.db, user.id, POPUP_UNREAD_NOTIFICATIONS),
    countUnreadNotifications(deps.db, user.id),
  ]);
  return {
    user: presentSessionUser(user),
    myCountsArticles: { countAll: 0, byStatus: {} },
    takeCountsArticles: { countAll: 0, byStatus: {} },
    onlyNoRead: unread.map(presentNotification),
    notificationCounts: unreadCount,
    dialogsCount: [
      { _id: 'order', count: 0 },
      { _id: 'user', count: 0 },
    ],
  };
}
