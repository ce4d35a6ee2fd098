import { useEffect } from 'react';
import { pageTitle } from '@fura/domain/titles';

/** `Фура | <screen title>` (SPEC §2). */
export function usePageTitle(screenTitle: string): void {
  useEffect(() => {
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
