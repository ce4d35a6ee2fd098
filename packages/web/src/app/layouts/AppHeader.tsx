import { ActionIcon, Burger, Button, Group } from '@mantine/core';
import { IconPhoneCall } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PublicMenu } from '../../features/layout/PublicMenu';
import { MessagesButton } from '../../features/layout/MessagesButton';
import { UserMenu } from '../../features/layout/UserMenu';
import { BellButton } from '../../features/notifications-bell/BellButton';
import { TariffBadge } from '../../features/tariff-badge/TariffBadge';
import { useSession } from '../../shared/session/session-query';
import { Logo } from '../../shared/ui/Logo';
import { useNarrowScreen } from '../../shared/ui/use-narrow-screen';
import classes from './AppHeader.module.css';

interface AppHeaderProps {
  /** The narrow-screen menu toggle. */
  menuOpened: boolean;
  onMenuToggle: () => void;
  /** Opens the callback modal (public layout, visitors). */
  onCallback?: () => void;
}

/**
 * Top row: logo, then the bell, messages and profile for a user, or callback / login / registration for a
 * visitor. Second row: the public menu (wide screens) and the carrier's tariff badge (anyone's, when banned).
 */
export function AppHeader({ menuOpened, onMenuToggle, onCallback }: AppHeaderProps) {
  const { user } = useSession();
  const narrow = useNarrowScreen();
  // A carrier's tariff badge; for anyone banned, the same badge says «Профиль заблокирован» (issue 12).
  const showBadge = user?.type === 'carrier' || user?.isBan === true;

  return (
    <header className={classes.header}>
      <div className={classes.top}>
        {narrow && (
          <Burger
            opened={menuOpened}
            onClick={onMenuToggle}
            aria-label={menuOpened ? 'Закрыть меню' : 'Открыть меню'}
            data-testid="burger"
            className={classes.burger}
          />
        )}
        <Logo />
        <div className={classes.spacer} />
        {user ? (
          <Group gap={4} wrap="nowrap">
            <BellButton />
            <MessagesButton />
            <UserMenu />
          </Group>
        ) : (
          <Group gap={8} wrap="nowrap">
            {onCallback &&
              (narrow ? (
                <ActionIcon
                  variant="light"
                  onClick={onCallback}
                  aria-label="Заказать звонок"
                  data-testid="callback-open"
                >
                  <IconPhoneCall size={22} />
                </ActionIcon>
              ) : (
                <Button
                  variant="subtle"
                  leftSection={<IconPhoneCall size={18} aria-hidden />}
                  onClick={onCallback}
                  data-testid="callback-open"
                >
                  Заказать звонок
                </Button>
              ))}
            <Button component={Link} to="/login" variant="default" data-testid="header-login">
              Войти
            </Button>
            <Button
              component={Link}
              to="/register"
              className={classes.register}
              data-testid="header-register"
            >
              Регистрация
            </Button>
          </Group>
        )}
      </div>
      {(!narrow || showBadge) && (
        <div className={classes.second}>
          {!narrow && <PublicMenu orientation="horizontal" />}
          {showBadge && (
            <div className={classes.badge}>
              <TariffBadge user={user} />
            </div>
          )}
        </div>
      )}
    </header>
  );
}
