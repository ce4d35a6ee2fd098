import { lazy, Suspense } from 'react';
import { Burger, Button, Group, Skeleton } from '@mantine/core';
import { IconPhoneCall } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PublicMenu } from '../../features/layout/PublicMenu';
import { usePreloadHandlers } from '../../shared/routing/route-preload';
import { useSession } from '../../shared/session/session-query';
import { Logo } from '../../shared/ui/Logo';
import classes from './AppHeader.module.css';

// A visitor's first load (issue 14) does without the logged-in header: its popovers, counters and socket events.
const HeaderUserActions = lazy(() =>
  import('./HeaderUserActions').then((module) => ({ default: module.HeaderUserActions })),
);
const TariffBadge = lazy(() =>
  import('../../features/tariff-badge/TariffBadge').then((module) => ({ default: module.TariffBadge })),
);

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
 * Narrow and wide screens differ by CSS only (800 px), so that a page rendered on the server for any width
 * (issue 28) hydrates to the same markup.
 */
export function AppHeader({ menuOpened, onMenuToggle, onCallback }: AppHeaderProps) {
  const { user } = useSession();
  const preloadHandlers = usePreloadHandlers();
  // A carrier's tariff badge; for anyone banned, the same badge says «Профиль заблокирован» (issue 12).
  const showBadge = user?.type === 'carrier' || user?.isBan === true;

  return (
    <header className={classes.header}>
      <div className={classes.top}>
        <Burger
          className={classes.narrowOnly}
          opened={menuOpened}
          onClick={onMenuToggle}
          aria-label={menuOpened ? 'Закрыть меню' : 'Открыть меню'}
          aria-expanded={menuOpened}
          data-testid="burger"
        />
        <Logo />
        {/* The actions keep to the right (margin-left: auto), on a row of their own once large text wraps them. */}
        {user ? (
          <Suspense fallback={<Skeleton height={36} width={120} radius="xl" ml="auto" aria-hidden />}>
            <HeaderUserActions />
          </Suspense>
        ) : (
          <Group gap={8} justify="flex-end" ml="auto">
            {onCallback && (
              // On narrow screens the icon alone (the label is hidden by CSS; the name stays).
              <Button
                variant="subtle"
                className={classes.callback}
                leftSection={<IconPhoneCall size={20} aria-hidden />}
                onClick={onCallback}
                aria-label="Заказать звонок"
                data-testid="callback-open"
              >
                <span className={classes.callbackLabel}>Заказать звонок</span>
              </Button>
            )}
            <Button
              component={Link}
              to="/login"
              variant="default"
              data-testid="header-login"
              {...preloadHandlers('/login')}
            >
              Войти
            </Button>
            <Button
              component={Link}
              to="/register"
              className={classes.register}
              data-testid="header-register"
              {...preloadHandlers('/register')}
            >
              Регистрация
            </Button>
          </Group>
        )}
      </div>
      <div className={showBadge ? classes.second : `${classes.second} ${classes.wideOnly}`}>
        <div className={classes.menuSlot}>
          <PublicMenu orientation="horizontal" />
        </div>
        {showBadge && (
          <div className={classes.badge}>
            <Suspense fallback={null}>
              <TariffBadge user={user} />
            </Suspense>
          </div>
        )}
      </div>
    </header>
  );
}
