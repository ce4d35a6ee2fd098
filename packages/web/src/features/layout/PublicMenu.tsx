import { NavLink as MantineNavLink, ScrollArea } from '@mantine/core';
import { Link, useLocation } from 'react-router';
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
  if (item.external) {
    return (
      <a className={classes.link} href={item.to} target="_blank" rel="noopener noreferrer">
        {item.label}
      </a>
    );
  }
  return (
    <Link className={classes.link} to={item.to} data-active={active || undefined} onClick={onNavigate}>
      {item.label}
    </Link>
  );
}

/** The public menu of SPEC §2: a scrollable row in the header, or a list in the mobile drawer. */
export function PublicMenu({ orientation, onNavigate }: PublicMenuProps) {
  const { user } = useSession();
  const settings = useSettings();
  const { pathname } = useLocation();
  const items = publicMenuItems(user?.type ?? null, settings?.settings.aboutPage ?? '');

  if (orientation === 'horizontal') {
    return (
      <ScrollArea type="never" className={classes.scroll}>
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
      </ScrollArea>
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
          />
        ),
      )}
    </nav>
  );
}
