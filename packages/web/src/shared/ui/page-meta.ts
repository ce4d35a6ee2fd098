import { useEffect, useLayoutEffect } from 'react';
import { pageTitle } from '@fura/domain/titles';

/** `Фура | <screen title>` (SPEC §2). */
export function usePageTitle(screenTitle: string): void {
  useEffect(() => {
    document.title = pageTitle(screenTitle);
  }, [screenTitle]);
}

/**
 * The route's generic title, set in a layout effect: layout effects run before every passive effect, so a page that
 * names itself from its data (a listing, a CMS page) through usePageTitle always wins, even when the data is cached.
 */
export function useRouteTitle(screenTitle: string): void {
  useLayoutEffect(() => {
    document.title = pageTitle(screenTitle);
  }, [screenTitle]);
}

/** `<meta name="robots" content="noindex">` while a private screen is shown. */
export function useNoIndex(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, [active]);
}
