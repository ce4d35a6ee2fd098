import { ActionIcon, Indicator } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TUserResponse } from '@fura/domain/user';
import { formatCounter } from '../../shared/format/number';
import { useSession } from '../../shared/session/session-query';

/** Unread messages over all dialog groups; a missing group counts 0 (SPEC §3). */
export function unreadMessages(dialogsCount: TUserResponse['dialogsCount']): number {
  return dialogsCount.reduce((sum, group) => sum + group.count, 0);
}

/** Header messages icon with the unread count, linking to /messages. */
export function MessagesButton() {
  const { session } = useSession();
  if (!session) return null;
  const label = formatCounter(unreadMessages(session.dialogsCount));
  return (
    <Indicator
      label={<span data-testid="messages-counter">{label}</span>}
      disabled={!label}
      size={18}
      offset={8}
      color="red"
    >
      <ActionIcon
        component={Link}
        to="/messages"
        color="gray"
        aria-label={label ? `Сообщения, непрочитанных: ${label}` : 'Сообщения'}
        data-testid="header-messages"
      >
        <IconMessages size={24} stroke={1.7} />
      </ActionIcon>
    </Indicator>
  );
}
