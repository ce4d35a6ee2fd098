import { useEffect } from 'react';
import { Drawer } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, useLocation } from 'react-router';
import { AdminNav } from '../../features/admin-shell/AdminNav';
import { AdminHeader } from './AdminHeader';
import classes from './AdminLayout.module.css';
import layout from './layout.module.css';
import { MAIN_CONTENT_ID } from './SkipLink';

/** The admin console (issue 12): its own header and section menu (behind the burger on narrow screens). */
export function AdminLayout() {
  const { pathname } = useLocation();
  const [menuOpened, menu] = useDisclosure(false);
  const closeMenu = menu.close;
  useEffect(() => closeMenu(), [pathname, closeMenu]);

  return (
    <div className={layout.page}>
      <AdminHeader menuOpened={menuOpened} onMenuToggle={menu.toggle} />
      <div className={classes.body}>
        <aside className={classes.aside}>
          <AdminNav />
        </aside>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main} data-testid="admin-main">
          <Outlet />
        </main>
      </div>
      <Drawer
        opened={menuOpened}
        onClose={menu.close}
        title="Разделы"
        size="xs"
        hiddenFrom="md"
        closeButtonProps={{ 'aria-label': 'Закрыть меню', size: 44 }}
      >
        <AdminNav onNavigate={menu.close} />
      </Drawer>
    </div>
  );
}
