import { ActionIcon } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { Link } from 'react-router';
import { unreadTotal } from '../../shared/dialogs/session-counts';
import { useDialogsRealtime } from '../../shared/dialogs/use-dialogs-realtime';
import { formatCounter } from '../../shared/format/number';
import { UnreadIndicator } from '../../shared/notifications/UnreadIndicator';
import { unreadLabel } from '../../shared/notifications/unread-label';
import { useSession } from '../../shared/session/session-query';

/**
 * Header messages icon with the unread count over both kinds (SPEC §3 dialogsCount), linking to /messages. It is in the header of every layout while a
 * user is logged in, so it also keeps the dialog caches live (new messages, reads).
 */
export function MessagesButton() {
  const { session, user } = useSession();
  useDialogsRealtime(user?._id ?? null);
  if (!session) return null;
  const label = formatCounter(unreadTotal(session.dialogsCount));
  return (
    <UnreadIndicator label={label} testId="messages-count">
      <ActionIcon
        component={Link}
        to="/messages"
        color="gray"
        aria-label={unreadLabel('Сообщения', label)}
        data-testid="header-messages"
      >
        <IconMessages size={24} stroke={1.7} aria-hidden />
      </ActionIcon>
    </UnreadIndicator>
  );
}
