import { Avatar, type MantineSize } from '@mantine/core';
import { avatarUrl } from '../format/avatar';

/** A user's photo, or his initials on the brand colour. */
export function UserAvatar({
  user,
  size = 40,
}: {
  user: { avatar: string | null; name: { first: string; last: string } };
  size?: number | MantineSize;
}) {
  return (
    <Avatar src={avatarUrl(user.avatar)} alt="" radius="xl" size={size} color="brand">
      {user.name.first.slice(0, 1)}
      {user.name.last.slice(0, 1)}
    </Avatar>
  );
}
