/** How real-time events change the cached session (SPEC §4 "Notifications", "Account"). Pure. */
import type { NotificationPayload, ServerEventPayload } from '@fura/domain/events';
import { POPUP_UNREAD_NOTIFICATIONS } from '@fura/domain/constants';
import type { TUserResponse } from '@fura/domain/user';
import { moveCounts } from '@fura/domain/article-lists';
import type { ArticleStatus } from '@fura/domain/articles';
import { unreadNotifications } from './unread-notifications';

export function withNewNotification(
  session: TUserResponse,
  notification: NotificationPayload,
): TUserResponse {
  const unread = unreadNotifications(session);
  if (unread.some((item) => item._id === notification._id)) return session;
  return {
    ...session,
    onlyNoRead: [notification, ...unread].slice(0, POPUP_UNREAD_NOTIFICATIONS),
    notificationCounts: session.notificationCounts + 1,
  };
}

export function withNotificationRead(session: TUserResponse, id: string): TUserResponse {
  return {
    ...session,
    onlyNoRead: unreadNotifications(session).filter((item) => item._id !== id),
    notificationCounts: Math.max(0, session.notificationCounts - 1),
  };
}

export function withAllNotificationsRead(session: TUserResponse): TUserResponse {
  return { ...session, onlyNoRead: [], notificationCounts: 0 };
}

/** The ban's end and reason come with `setBan` (issue 12), for /blocked to say why and until when. */
export function withBan(session: TUserResponse, payload?: ServerEventPayload<'setBan'>): TUserResponse {
  const details = payload ? { banUntil: payload.banUntil, banComment: payload.commentBan } : {};
  return { ...session, user: { ...session.user, isBan: true, ...details } };
}

/** Unban restores the tariff the server sends back. */
export function withBanCancelled(
  session: TUserResponse,
  payload: ServerEventPayload<'cancelBan'>,
): TUserResponse {
  return {
    ...session,
    user: {
      ...session.user,
      isBan: false,
      banUntil: null,
      banComment: null,
      tariff: payload.tariff,
      expiriesTariffAt: payload.expiriesTariffAt,
    },
  };
}

export function withTariff(session: TUserResponse, payload: ServerEventPayload<'setTariff'>): TUserResponse {
  return {
    ...session,
    user: { ...session.user, tariff: payload.tariff, expiriesTariffAt: payload.expiriesTariffAt },
  };
}

/**
 * `dontTariff`: the tariff ended without renewal. Its end date stays (as the server keeps it, issue 11), so the badge
 * offers what SPEC §2 says of "expiry but no tariff" at once, as after a reload.
 */
export function withoutTariff(session: TUserResponse): TUserResponse {
  return { ...session, user: { ...session.user, tariff: null } };
}

/** A listing of the user moved between statuses (`null` = not in the lists: created or gone). SPEC §4. */
export function withMyCountsMoved(
  session: TUserResponse,
  from: ArticleStatus | null,
  to: ArticleStatus | null,
): TUserResponse {
  return { ...session, myCountsArticles: moveCounts(session.myCountsArticles, 'my', from, to) };
}

/** A listing the user executes moved between statuses (`null` = taken or no longer his). SPEC §4 taking lists. */
export function withTakeCountsMoved(
  session: TUserResponse,
  from: ArticleStatus | null,
  to: ArticleStatus | null,
): TUserResponse {
  return { ...session, takeCountsArticles: moveCounts(session.takeCountsArticles, 'taking', from, to) };
}

/** Location sending on or off (SPEC §4 "Location sending"). */
export function withNeedSendLocation(session: TUserResponse, needSendLocation: boolean): TUserResponse {
  if (session.user.needSendLocation === needSendLocation) return session;
  return { ...session, user: { ...session.user, needSendLocation } };
}
