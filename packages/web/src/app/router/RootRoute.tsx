import { lazy, Suspense, useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { CookieNotice } from '../../features/cookie-notice/CookieNotice';
import { LocationStrips } from '../../features/location/LocationStrips';
import { useSession } from '../../shared/session/session-query';
import { useSettings } from '../../shared/settings/settings-query';
import { SkipLink } from '../layouts/SkipLink';
import { useRouteAnnouncement } from './use-route-announcement';

const UserRealtime = lazy(() =>
  import('./UserRealtime').then((module) => ({ default: module.UserRealtime })),
);

/**
 * Above every layout: the skip link (the first focusable element of every page), scroll to the top and the new title
 * spoken on each location change, the socket, location sending with its strips (SPEC §4: on while the user's
 * needSendLocation is on), the cookie notice.
 */
export function RootRoute() {
  const { pathname } = useLocation();
  const { user } = useSession();
  const settings = useSettings();

  // A new screen starts at the top; a query-string change (search filters) stays where the user is.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  useRouteAnnouncement(pathname);

  return (
    <>
      <SkipLink />
      {user && (
        <Suspense fallback={null}>
          <UserRealtime userId={user._id} />
        </Suspense>
      )}
      <LocationStrips
        enabled={user?.needSendLocation ?? false}
        instructionLink={settings?.geoInstruction ?? '/faq'}
      />
      <Outlet />
      <CookieNotice />
    </>
  );
}
