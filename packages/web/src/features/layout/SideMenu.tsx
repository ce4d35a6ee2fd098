import { Badge, NavLink as MantineNavLink, Stack, Text } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { usePreloadHandlers } from '../../shared/routing/route-preload';
import { useSession } from '../../shared/session/session-query';
import { useSettings } from '../../shared/settings/settings-query';
import { sideMenuSections } from './side-menu-items';
import classes from './SideMenu.module.css';

interface SideMenuProps {
  /** In the narrow-screen drawer: items flagged mobile-only are shown there. */
  narrow: boolean;
  onNavigate?: () => void;
}

/** The authenticated side menu of SPEC §2 with the contract template link. */
export function SideMenu({ narrow, onNavigate }: SideMenuProps) {
  const { session } = useSession();
  const settings = useSettings();
  const { pathname } = useLocation();
  const preloadHandlers = usePreloadHandlers();
  if (!session) return null;
  const dogovor = settings?.settings.dogovor ?? '';

  return (
    <nav aria-label="Личный кабинет" data-testid="side-menu" className={classes.menu}>
      <Stack gap="md">
        {sideMenuSections(session).map((section) => (
          <div key={section.title}>
            <Text component="h2" className={classes.sectionTitle}>
              {section.title}
            </Text>
            {section.items
              .filter((item) => narrow || !item.mobileOnly)
              .map((item) => (
                <MantineNavLink
                  key={item.to}
                  component={Link}
                  to={item.to}
                  label={item.label}
                  active={pathname === item.to}
                  onClick={onNavigate}
                  {...preloadHandlers(item.to)}
                  className={classes.item}
                  leftSection={<item.icon size={20} stroke={1.7} aria-hidden />}
                  rightSection={
                    item.count ? (
                      <Badge size="sm" variant="light" color={item.color ?? 'gray'} circle={item.count < 10}>
                        {item.count}
                      </Badge>
                    ) : null
                  }
                />
              ))}
          </div>
        ))}
        {dogovor && (
          <MantineNavLink
            component="a"
            href={dogovor}
            target="_blank"
            rel="noopener noreferrer"
            download
            label="Шаблон договора"
            description="Скачать образец договора перевозки"
            className={classes.item}
            leftSection={<IconFileDownload size={20} stroke={1.7} aria-hidden />}
            data-testid="contract-template"
          />
        )}
      </Stack>
    </nav>
  );
}
