import { and, desc, eq } from 'drizzle-orm';
import type { NotificationPayload } from '@fura/domain/events';
import type { NotificationType } from '@fura/domain/notifications';
import { NOTIFICATIONS_PER_PAGE } from '@fura/domain/constants';
import type { AppDeps } from '../../app-deps';
import { notifications } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { notFound } from '../../http/errors';
import { pendingEvent } from '../../events/event-bus';
import { presentNotification } from './present';

type Deps = Pick<AppDeps, 'db' | 'bus'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Marks one of the user's own notifications read; someone else's or an unknown one is "not found". */
export async function readNotification(
  deps: Deps,
  userId: string,
  notificationId: string,
  socketId: string | null,
): Promise<void> {
  if (!UUID.test(notificationId)) throw notFound('Уведомление не найдено');
  await inTransaction(deps.db, deps.bus, async (tx, events) => {
    const [row] = await tx
      .select({ id: notifications.id, isRead: notifications.isRead })
      .from(notifications)
      .where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId)))
      .for('update');
    if (!row) throw notFound('Уведомление не найдено');
    if (row.isRead) return;
    await tx.update(notifications).set({ isRead: true }).where(eq(notifications.id, row.id));
    events.push(pendingEvent('readNotification', { id: row.id }, [userId], socketId));
  });
}

/** Marks every unread notification of the user read; the user's other tabs hear of it. */
export async function readAllNotifications(
  deps: Deps,
  userId: string,
  socketId: string | null,
): Promise<void> {
  await inTransaction(deps.db, deps.bus, async (tx, events) => {
    const changed = await tx
      .update(notifications)
      .set({ isRead: true })
      .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
      .returning({ id: notifications.id });
    if (changed.length > 0) events.push(pendingEvent('readNotificationAll', {}, [userId], socketId));
  });
}

/** One page of the user's notifications of a type (`all` for every type), newest first. */
export async function listNotifications(
  deps: Pick<AppDeps, 'db'>,
  userId: string,
  type: NotificationType,
  offset: number,
): Promise<NotificationPayload[]> {
  const byUser = eq(notifications.userId, userId);
  const rows = await deps.db
    .select()
    .from(notifications)
    .where(type === 'all' ? byUser : and(byUser, eq(notifications.type, type)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_PER_PAGE)
    .offset(offset);
  return rows.map(presentNotification);
}
