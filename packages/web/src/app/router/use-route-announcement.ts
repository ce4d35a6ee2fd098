import { useEffect, useRef } from 'react';
import { announce } from '../../shared/ui/live-announcer';

/**
 * After a client-side navigation, the new page's title is spoken in the polite live region (a full page load has
 * the browser announce the title itself). Focus stays where it was: a link of the header or the menu keeps it, so the
 * keyboard user goes on from there, and the skip link is one Tab from the top.
 */
export function useRouteAnnouncement(pathname: string): void {
  const announcedPath = useRef(pathname);
  useEffect(() => {
    if (announcedPath.current === pathname) return;
    announcedPath.current = pathname;
    // The screen's title is set by now: Screen's layout effect and the screens' own effects run before this one.
    announce(document.title);
  }, [pathname]);
}
