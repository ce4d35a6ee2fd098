import { NavLink as MantineNavLink } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { usePreloadHandlers } from '../../shared/routing/route-preload';
import { useSession } from '../../shared/session/session-query';
import { useSettings } from '../../shared/settings/settings-query';
import { publicMenuItems, type PublicMenuItem } from './public-menu-items';
import classes from './PublicMenu.module.css';

interface PublicMenuProps {
  orientation: 'horizontal' | 'vertical';
  /** Called after a link is followed (closes the mobile drawer). */
  onNavigate?: () => void;
}

function HorizontalLink({
  item,
  active,
  onNavigate,
}: {
  item: PublicMenuItem;
  active: boolean;
  onNavigate?: () => void;
}) {
  const preloadHandlers = usePreloadHandlers();
  if (item.external) {
    return (
      <a className={classes.link} href={item.to} target="_blank" rel="noopener noreferrer">
        {item.label}
      </a>
    );
  }
  return (
    <Link
      className={classes.link}
      to={item.to}
      data-active={active || undefined}
      onClick={onNavigate}
      {...preloadHandlers(item.to)}
    >
      {item.label}
    </Link>
  );
}

/** The public menu of SPEC §2: a scrollable row in the header, or a list in the mobile drawer. */
export function PublicMenu({ orientation, onNavigate }: PublicMenuProps) {
  const { user } = useSession();
  const settings = useSettings();
  const { pathname } = useLocation();
  const preloadHandlers = usePreloadHandlers();
  const items = publicMenuItems(user?.type ?? null, settings?.settings.aboutPage ?? '');

  if (orientation === 'horizontal') {
    return (
      // A native scroller with a hidden bar: Mantine's ScrollArea would bring floating-ui into every first load.
      <div className={classes.scroll}>
        <nav aria-label="Основное меню" data-testid="public-menu" className={classes.row}>
          {items
            .filter((item) => !item.auth)
            .map((item) => (
              <HorizontalLink
                key={item.to}
                item={item}
                active={pathname === item.to}
                onNavigate={onNavigate}
              />
            ))}
        </nav>
      </div>
    );
  }

  return (
    <nav aria-label="Основное меню" data-testid="public-menu">
      {items.map((item) =>
        item.external ? (
          <MantineNavLink
            key={item.to}
            component="a"
            href={item.to}
            target="_blank"
            rel="noopener noreferrer"
            label={item.label}
            className={classes.item}
          />
        ) : (
          <MantineNavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={item.label}
            active={pathname === item.to}
            onClick={onNavigate}
            className={classes.item}
            {...preloadHandlers(item.to)}
          />
        ),
      )}
    </nav>
  );
}
