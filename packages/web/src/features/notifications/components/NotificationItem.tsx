import { Anchor, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { isNoticeLink } from '@fura/domain/admin-notices';
import type { NotificationPayload } from '@fura/domain/events';
import { notificationText } from '@fura/domain/notification-texts';
import { NOTIFICATION_TYPE_LABELS } from '@fura/domain/notifications';
import { ConfirmAnswerButtons } from '../../../shared/articles/ui/ConfirmAnswerButtons';
import { formatDateTime } from '../../../shared/format/date';
import { confirmQuestionOf } from '../../../shared/notifications/confirm-question';
import classes from './NotificationItem.module.css';

/** A system notice's own link (an http(s) address or a site path, checked again here), shown under its text. */
function noticeLink(notification: NotificationPayload): string | null {
  const link = notification.info.link;
  return notification.code === 'systemNotice' && typeof link === 'string' && isNoticeLink(link) ? link : null;
}

/**
 * One notification: its text (bold with a dot while unread), type and date; a system notice's link below it, outside
 * the button (a link inside a button is neither valid nor reachable on its own).
 */
export function NotificationItem({
  notification,
  onOpen,
}: {
  notification: NotificationPayload;
  onOpen: (notification: NotificationPayload) => void;
}) {
  const unread = !notification.isRead;
  const link = noticeLink(notification);
  const button = (
    <UnstyledButton
      className={`${classes.item} ${unread ? classes.unread : ''} ${link ? classes.withLink : ''}`}
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
          <Text size="xs" c="gray.7">
            {formatDateTime(notification.createdAt)}
          </Text>
          <Text size="xs" c="gray.7">
            · {NOTIFICATION_TYPE_LABELS[notification.type]}
          </Text>
        </Group>
      </div>
    </UnstyledButton>
  );
  const asked = confirmQuestionOf(notification);
  if (asked) {
    // «ещё актуален?»: the answers below the item, outside its button (issue 26).
    return (
      <div>
        {button}
        <div className={`${classes.linkRow} ${unread ? classes.unread : ''}`}>
          <ConfirmAnswerButtons articleId={asked.articleId} type={asked.type} />
        </div>
      </div>
    );
  }
  if (!link) return button;
  const external = !link.startsWith('/');
  return (
    <div>
      {button}
      <div className={`${classes.linkRow} ${unread ? classes.unread : ''}`}>
        {external ? (
          <Anchor
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            data-testid="notification-link"
          >
            {link}
          </Anchor>
        ) : (
          <Anchor component={Link} to={link} size="sm" data-testid="notification-link">
            {link}
          </Anchor>
        )}
      </div>
    </div>
  );
}
