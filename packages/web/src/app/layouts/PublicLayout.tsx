import { lazy, Suspense, useEffect, useState } from 'react';
import { Container } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, useLocation } from 'react-router';
import { Footer } from '../../features/layout/Footer';
import { PublicMenu } from '../../features/layout/PublicMenu';
import { useSession } from '../../shared/session/session-query';
import { useNarrowScreen } from '../../shared/ui/use-narrow-screen';
import { AppHeader } from './AppHeader';
import { LazyMenuDrawer, useMenuDrawerMounted } from './lazy-menu-drawer';
import { MAIN_CONTENT_ID } from './SkipLink';
import classes from './layout.module.css';

// The callback form (and react-hook-form with it) loads when a visitor first opens it, not with the page.
const CallbackModal = lazy(() =>
  import('../../features/callback/CallbackModal').then((module) => ({ default: module.CallbackModal })),
);

/** Public pages (and auth pages, `narrow`): header, content, footer, callback modal for visitors. */
export function PublicLayout({ narrow = false }: { narrow?: boolean }) {
  const { user } = useSession();
  const { pathname } = useLocation();
  const narrowScreen = useNarrowScreen();
  const [menuOpened, menu] = useDisclosure(false);
  const [callbackOpened, setCallbackOpened] = useState(false);
  // Mounted from the first opening on, so that closing it still animates.
  const [callbackUsed, setCallbackUsed] = useState(false);
  const openCallback = user
    ? undefined
    : () => {
        setCallbackUsed(true);
        setCallbackOpened(true);
      };

  const drawerMounted = useMenuDrawerMounted(narrowScreen, menuOpened);
  const closeMenu = menu.close;
  useEffect(() => closeMenu(), [pathname, closeMenu]);

  // The main page is full-bleed (hero); other pages sit in a centred column.
  const content =
    pathname === '/' ? (
      <Outlet />
    ) : (
      <Container size={narrow ? 480 : 'lg'} py="xl" px="md">
        <Outlet />
      </Container>
    );

  return (
    <div className={classes.page}>
      <AppHeader menuOpened={menuOpened} onMenuToggle={menu.toggle} onCallback={openCallback} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        {content}
      </main>
      <Footer onCallback={openCallback} />
      {narrowScreen && drawerMounted && (
        <Suspense fallback={null}>
          <LazyMenuDrawer opened={menuOpened} onClose={menu.close}>
            <PublicMenu orientation="vertical" onNavigate={menu.close} />
          </LazyMenuDrawer>
        </Suspense>
      )}
      {!user && callbackUsed && (
        <Suspense fallback={null}>
          <CallbackModal opened={callbackOpened} onClose={() => setCallbackOpened(false)} />
        </Suspense>
      )}
    </div>
  );
}
