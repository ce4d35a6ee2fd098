import { useEffect } from 'react';
import { Divider } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, useLocation } from 'react-router';
import { BanNotice } from '../../features/layout/BanNotice';
import { Footer } from '../../features/layout/Footer';
import { PublicMenu } from '../../features/layout/PublicMenu';
import { SideMenu } from '../../features/layout/SideMenu';
import { useNarrowScreen } from '../../shared/ui/use-narrow-screen';
import { AppHeader } from './AppHeader';
import { MenuDrawer } from './MenuDrawer';
import { MAIN_CONTENT_ID } from './SkipLink';
import classes from './layout.module.css';

/** The personal account: header, side menu (beside the content, or behind the burger up to 800 px), footer. */
export function PrivateLayout() {
  const narrow = useNarrowScreen();
  const { pathname } = useLocation();
  const [menuOpened, menu] = useDisclosure(false);

  const closeMenu = menu.close;
  useEffect(() => closeMenu(), [pathname, closeMenu]);

  return (
    <div className={classes.page}>
      <AppHeader menuOpened={menuOpened} onMenuToggle={menu.toggle} />
      <div className={classes.privateBody}>
        {!narrow && (
          <aside className={classes.aside}>
            <SideMenu narrow={false} />
          </aside>
        )}
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.privateMain}>
          <BanNotice />
          <Outlet />
        </main>
      </div>
      <Footer />
      {narrow && (
        <MenuDrawer opened={menuOpened} onClose={menu.close}>
          <SideMenu narrow onNavigate={menu.close} />
          <Divider my="sm" />
          <PublicMenu orientation="vertical" onNavigate={menu.close} />
        </MenuDrawer>
      )}
    </div>
  );
}
