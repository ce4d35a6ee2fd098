import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { adminUserName, type TAdminUser } from '@fura/domain/admin-users';
import { routePath } from '@fura/domain/routes';
import { formatPhone } from '../../../shared/format/phone';
import { UserBadges } from './UserBadges';

/** One page of users: a row each, the name leading to his card. */
export function UsersList({ users }: { users: TAdminUser[] }) {
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="users-list">
      {users.map((user) => (
        <Paper key={user._id} component="li" withBorder radius="md" p="sm" data-testid="users-row">
          <Stack gap={6}>
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Anchor component={Link} to={routePath('adminUser', { id: user._id })} fw={600}>
                {adminUserName(user.name)}
              </Anchor>
              <Text size="sm" c="gray.7">
                {user.email} · {formatPhone(user.phone)}
              </Text>
            </Group>
            <UserBadges user={user} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
