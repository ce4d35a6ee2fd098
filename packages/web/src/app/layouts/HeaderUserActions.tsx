import { Group } from '@mantine/core';
import { MessagesButton } from '../../features/layout/MessagesButton';
import { UserMenu } from '../../features/layout/UserMenu';
import { BellButton } from '../../features/notifications-bell/BellButton';

/** A logged-in user's header buttons: the bell, messages and the profile menu (a chunk a visitor never loads). */
export function HeaderUserActions() {
  return (
    <Group gap={4} wrap="nowrap" ml="auto">
      <BellButton />
      <MessagesButton />
      <UserMenu />
    </Group>
  );
}
