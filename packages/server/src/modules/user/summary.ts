import { POPUP_UNREAD_NOTIFICATIONS } from '@fura/domain/constants';
import type { TUserResponse } from '@fura/domain/user';
import type { AppDeps } from '../../app-deps';
import type { UserRow } from '../../db/schema';
import { presentSessionUser } from './present';
import { presentNotification } from '../notification/present';
import { countUnreadNotifications, latestUnreadNotifications } from './repo';
import { countAuthorArticles, countTakingArticles } from '../article/repo';
import { LIST_KIND_STATUSES } from '@fura/domain/article-lists';
import { countUnreadByKind } from '../dialog/unread';

/** GET /api/user: the user with the header's counters. */
export async function userSummary(deps: Pick<AppDeps, 'db'>, user: UserRow): Promise<TUserResponse> {
  const [unread, unreadCount, myCountsArticles, takeCountsArticles, dialogs] = await Promise.all([
    latestUnreadNotifications(deps.db, user.id, POPUP_UNREAD_NOTIFICATIONS),
    countUnreadNotifications(deps.db, user.id),
    countAuthorArticles(deps.db, user.id, LIST_KIND_STATUSES.my),
    countTakingArticles(deps.db, user.id, LIST_KIND_STATUSES.taking),
    countUnreadByKind(deps.db, user.id),
  ]);
  return {
    user: presentSessionUser(user),
    myCountsArticles,
    takeCountsArticles,
    onlyNoRead: unread.map(presentNotification),
    notificationCounts: unreadCount,
    dialogsCount: [
      { _id: 'order', count: dialogs.order },
      { _id: 'user', count: dialogs.user },
    ],
  };
}
