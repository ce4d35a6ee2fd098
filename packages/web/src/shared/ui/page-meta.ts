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

/** Screens asking for `noindex` right now (a private screen may hold a page that asks too). */
let noIndexHolders = 0;

/**
 * `<meta name="robots" content="noindex">` while a private screen is shown: exactly one tag. The server already put
 * one into the head of a private page it served (site/seo/head.ts); the screen takes it over instead of adding a
 * second, and the last screen to need it removes it, so a public page reached next is not left `noindex`.
 */
export function useNoIndex(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    noIndexHolders += 1;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'robots';
      document.head.appendChild(meta);
    }
    meta.content = 'noindex';
    return () => {
      noIndexHolders -= 1;
      if (noIndexHolders === 0) {
        for (const tag of document.head.querySelectorAll('meta[name="robots"]')) tag.remove();
      }
    };
  }, [active]);
}
