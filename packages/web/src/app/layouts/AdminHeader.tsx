import { Burger, Button, Group, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useLogout } from '../../features/layout/use-logout';
import { useSession } from '../../shared/session/session-query';
import { Logo } from '../../shared/ui/Logo';
import classes from './AdminLayout.module.css';

/** The console's header: the logo (to the site), «Администрирование», the admin's name and «Выйти». */
export function AdminHeader({ menuOpened, onMenuToggle }: { menuOpened: boolean; onMenuToggle: () => void }) {
  const { user } = useSession();
  const logout = useLogout();
  return (
    <header className={classes.header}>
      <Group gap="sm" className={classes.brandRow}>
        <Burger
          opened={menuOpened}
          onClick={onMenuToggle}
          hiddenFrom="md"
          size="sm"
          aria-label={menuOpened ? 'Закрыть меню' : 'Открыть меню'}
          aria-expanded={menuOpened}
        />
        <Logo />
        <Text fw={700} visibleFrom="xs">
          Администрирование
        </Text>
      </Group>
      <Group gap="sm" wrap="nowrap" ml="auto">
        <Text size="sm" visibleFrom="sm" data-testid="admin-name">
          {user ? `${user.name.first} ${user.name.last}` : ''}
        </Text>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={logout}
        >
          Выйти
        </Button>
      </Group>
    </header>
  );
}
