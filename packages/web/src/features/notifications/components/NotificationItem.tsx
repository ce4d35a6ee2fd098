import { Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { NotificationPayload } from '@fura/domain/events';
import { notificationText } from '@fura/domain/notification-texts';
import { NOTIFICATION_TYPE_LABELS } from '@fura/domain/notifications';
import { formatDateTime } from '../../../shared/format/date';
import classes from './NotificationItem.module.css';

/** One notification: its text (bold with a dot while unread), type and date. */
export function NotificationItem({
  notification,
  onOpen,
}: {
  notification: NotificationPayload;
  onOpen: (notification: NotificationPayload) => void;
}) {
  const unread = !notification.isRead;
  return (
    <UnstyledButton
      className={`${classes.item} ${unread ? classes.unread : ''}`}
      onClick={() => onOpen(notification)}
      data-testid="notification-item"
      data-read={notification.isRead}
    >
      <span className={`${classes.dot} ${unread ? '' : classes.noDot}`} aria-hidden />
      <div className={classes.body}>
        <Text fw={unread ? 700 : 400} size="sm">
          {unread && <VisuallyHidden>Непрочитанное: </VisuallyHidden>}
          {notificationText(notification)}
        </Text>
        <Group gap={8} mt={4}>
          <Text size="xs" c="dimmed">
            {formatDateTime(notification.createdAt)}
          </Text>
          <Text size="xs" c="dimmed">
            · {NOTIFICATION_TYPE_LABELS[notification.type]}
          </Text>
        </Group>
      </div>
    </UnstyledButton>
  );
}
