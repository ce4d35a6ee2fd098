import { POPUP_UNREAD_NOTIFICATIONS } from '@fura/domain/constants';
import type { TUserResponse } from '@fura/domain/user';
import type { AppDeps } from '../../app-deps';
import type { UserRow } from '../../db/schema';
import { presentSessionUser } from './present';
import { presentNotification } from '../notification/present';
import { countUnreadNotifications, latestUnreadNotifications } from './repo';
import { countAuthorArticles } from '../article/repo';
import { LIST_KIND_STATUSES } from '@fura/domain/article-lists';

/** GET /api/user: the user with the header's counters (taking lists and dialogs are zero until their issues). */
export async function userSummary(deps: Pick<AppDeps, 'db'>, user: UserRow): Promise<TUserResponse> {
  const [unread, unreadCount, myCountsArticles] = await Promise.all([
    latestUnreadNotifications(deps.db, user.id, POPUP_UNREAD_NOTIFICATIONS),
    countUnreadNotifications(deps.db, user.id),
    countAuthorArticles(deps.db, user.id, LIST_KIND_STATUSES.my),
  ]);
  return {
    user: presentSessionUser(user),
    myCountsArticles,
    takeCountsArticles: { countAll: 0, byStatus: {} },
    onlyNoRead: unread.map(presentNotification),
    notificationCounts: unreadCount,
    dialogsCount: [
      { _id: 'order', count: 0 },
      { _id: 'user', count: 0 },
    ],
  };
}
